import { useEffect, useState } from 'react';
import { COPY_CONFIRMATION_MS } from '#common/constants';
import { useT } from '../i18n/use-t';
import { Button } from './button';

/** Copies text and says so for two seconds in a live region. */
export function CopyButton({ text, label, confirmation }: { text: string; label: string; confirmation: string }) {
  const t = useT();
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(''), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return (
    <span className="inline-flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(text);
            setMessage(confirmation);
          } catch {
            setMessage(t('copy.unavailable'));
          }
        }}
      >
        {label}
      </Button>
      <span role="status" className="text-sm font-semibold text-green-800">
        {message}
      </span>
    </span>
  );
}
