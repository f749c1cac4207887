import { PawPrint, QrCode } from 'lucide-react';
import { formatRegistryNumber } from '#common/registry-number';
import { LogoMark } from '../../components/logo-mark';
import { useT } from '../../i18n/use-t';

/**
 * What a handler will be able to print, drawn small for the hero. Marked as an example, with a QR icon
 * rather than a code, so nothing here can be mistaken for, or scanned as, a real registration.
 */
export function ExampleCard({ registryName, prefix }: { registryName: string; prefix: string }) {
  const t = useT();
  return (
    <figure className="mx-auto w-full max-w-sm" aria-labelledby="example-card-caption">
      <div
        aria-hidden="true"
        className="relative aspect-[3.375/2.125] overflow-hidden rounded-card bg-white text-slate-900 shadow-card ring-1 ring-black/5"
      >
        <div className="flex items-center justify-between bg-brand-900 px-3 py-2 text-white">
          <span className="flex min-w-0 items-center gap-2">
            <LogoMark size={22} className="flex-none" />
            <span className="truncate text-xs font-bold">{registryName}</span>
          </span>
          <span className="text-sm font-bold tracking-wider">{t('example.serviceDog')}</span>
        </div>
        <div className="grid grid-cols-[30%_1fr_24%] items-start gap-3 p-3">
          <span className="flex aspect-square items-center justify-center rounded-md bg-brand-100 text-brand-700">
            <PawPrint size={36} />
          </span>
          <span className="min-w-0 text-xs leading-snug">
            <span className="block text-lg font-bold leading-tight">Maple</span>
            <span className="block text-slate-700">Labrador Retriever</span>
            <span className="mt-1 block font-mono font-semibold">{formatRegistryNumber(prefix, 123)}</span>
            <span className="mt-1 inline-block rounded bg-green-100 px-1.5 font-bold text-green-900">
              {t('example.active')}
            </span>
          </span>
          <QrCode className="h-auto w-full text-slate-800" strokeWidth={1.5} />
        </div>
        <span className="absolute right-[-2.2rem] bottom-3 rotate-[-30deg] bg-accent-300 px-10 py-0.5 text-xs font-bold tracking-widest text-brand-950">
          {t('example.stamp')}
        </span>
      </div>
      <figcaption id="example-card-caption" className="mt-3 text-center text-sm text-brand-100">
        {t('example.caption')}
      </figcaption>
    </figure>
  );
}
