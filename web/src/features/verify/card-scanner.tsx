import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { createQrDecoder } from './qr-decoder';
import type { MessageId } from '#common/i18n/messages-en';
import { useT } from '../../i18n/use-t';

type ScanState = 'starting' | 'scanning' | 'denied' | 'unavailable';

const MESSAGES: Record<Exclude<ScanState, 'scanning'>, MessageId> = {
  starting: 'scanner.starting',
  denied: 'scanner.denied',
  unavailable: 'scanner.unavailable',
};

/** The camera, read a few times a second until it sees a QR code; `onCode` gets the code's text. */
export function CardScanner({ onCode, onClose }: { onCode: (text: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const t = useT();
  const [state, setState] = useState<ScanState>('starting');

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        if (!stopped) setState((error as DOMException).name === 'NotAllowedError' ? 'denied' : 'unavailable');
        return;
      }
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const decode = await createQrDecoder();
      if (stopped) return;
      setState('scanning');
      const tick = async () => {
        if (stopped) return;
        const text = await decode(element).catch(() => null);
        if (stopped) return;
        if (text) onCode(text);
        else timer = setTimeout(() => void tick(), 150);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onCode]);

  return (
    <div className="space-y-3">
      <video
        ref={video}
        muted
        playsInline
        aria-label={t('scanner.view')}
        className="aspect-square w-full max-w-sm rounded-card bg-slate-900 object-cover"
      />
      <p role="status" className="flex items-center gap-2 font-semibold">
        {state === 'starting' && <Spinner />}
        {state === 'scanning' ? t('scanner.looking') : t(MESSAGES[state])}
      </p>
      <Button variant="secondary" onClick={onClose}>
        {t('scanner.stop')}
      </Button>
    </div>
  );
}
