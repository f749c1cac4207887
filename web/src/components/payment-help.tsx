import type { PublicConfig } from '#common/api';
import { ConfiguredText } from '../i18n/configured-text';
import { useT } from '../i18n/use-t';
import { telHref } from '../lib/format';

/**
 * How to get a payment confirmation number, in the registry's own words (PAYMENT_HELP_TEXT, _ES and _URL),
 * with the registry's contact. In the wizard the payment page opens in a new tab, so the form (and the
 * chosen photo, which a reload cannot keep) stays where it was.
 */
export function PaymentHelp({ config, newTab = false }: { config: PublicConfig; newTab?: boolean }) {
  const t = useT();
  return (
    <div className="space-y-2">
      <p>
        <ConfiguredText texts={config.paymentHelpText} />
      </p>
      {config.paymentHelpUrl && (
        <p>
          <a
            href={config.paymentHelpUrl}
            className="font-semibold text-brand-800 underline"
            rel="noopener noreferrer"
            target={newTab ? '_blank' : undefined}
          >
            {t('payment.howToPay')}
            {newTab && <span className="font-normal">{t('wizard.newTab')}</span>}
          </a>
        </p>
      )}
      <p className="text-sm text-slate-700">
        {t('payment.contact')}{' '}
        <a href={`mailto:${config.contactEmail}`} className="underline">
          {config.contactEmail}
        </a>
        ,{' '}
        <a href={telHref(config.contactPhone)} className="whitespace-nowrap underline">
          {config.contactPhone}
        </a>{' '}
        (<ConfiguredText texts={config.contactHours} />)
      </p>
    </div>
  );
}
