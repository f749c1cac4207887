import { useId } from 'react';
import { Button } from '../button';
import { CopyButton } from '../copy-button';
import { usePublicConfig } from '../../api/get-public-config';
import { useT } from '../../i18n/use-t';
import { useFocusOnMount } from './use-focus-on-mount';

/** The ten recovery codes, shown once: copy, download, and a button to go on once they are saved. */
export function RecoveryCodesPanel({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const t = useT();
  const id = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const registry = usePublicConfig().data?.registryName ?? '';
  const text = `${t('admin.recovery.fileHeading', { registry, email })}\n\n${codes.join('\n')}\n`;
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {t('admin.recovery.title')}
      </h2>
      <p>{t('admin.recovery.intro')}</p>
      <ul aria-label={t('admin.recovery.listLabel')} className="grid grid-cols-2 gap-2 font-mono text-lg">
        {codes.map((code) => (
          <li key={code} className="rounded border border-slate-300 bg-slate-50 px-3 py-1">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton text={text} label={t('admin.recovery.copy')} confirmation={t('admin.recovery.copied')} />
        <a
          className="text-brand-800 underline"
          download="recovery-codes.txt"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
        >
          {t('admin.recovery.download')}
        </a>
      </div>
      <Button onClick={onDone}>{t('admin.recovery.saved')}</Button>
    </section>
  );
}
