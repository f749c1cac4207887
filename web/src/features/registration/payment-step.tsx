import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PAYMENT_CODE_MAX_LENGTH } from '#common/constants';
import { usePublicConfig } from '../../api/get-public-config';
import { Button } from '../../components/button';
import { PaymentHelp } from '../../components/payment-help';
import { Spinner } from '../../components/spinner';
import { useFormat } from '../../i18n/use-format';
import { useT } from '../../i18n/use-t';
import { paths } from '../../lib/paths';
import { TextField, type WizardForm } from './wizard-fields';

interface PaymentStepProps {
  form: WizardForm;
  verified: boolean;
  verifying: boolean;
  onVerify: () => void;
  /** The chosen programme's fee, when the registry holds several; else the registry's. */
  feeCents?: number | undefined;
}

export function PaymentStep({ form, verified, verifying, onVerify, feeCents }: PaymentStepProps) {
  const { data: config } = usePublicConfig();
  const t = useT();
  const format = useFormat();
  const code = form.watch('paymentCode');
  // Focus follows the answer: onto the confirmation when a code has just been accepted (a refusal goes to
  // the error summary). Only on the change, not when the step is shown again with a code accepted before.
  const confirmation = useRef<HTMLParagraphElement>(null);
  const wasVerified = useRef(verified);
  useEffect(() => {
    if (verified && !wasVerified.current) confirmation.current?.focus();
    wasVerified.current = verified;
  }, [verified]);
  return (
    <section aria-labelledby="pay-title" className="space-y-5">
      <h3 id="pay-title" className="text-xl font-bold">
        {t('wizard.payTitle')}
      </h3>
      {config && (
        <div className="flex items-center justify-between rounded-md border border-slate-300 bg-slate-50 p-4">
          <span className="font-semibold">{t('fees.product', { years: config.validityYears })}</span>
          <span className="text-lg font-bold">{format.money(feeCents ?? config.feeCents)}</span>
        </div>
      )}
      <TextField
        form={form}
        name="paymentCode"
        label={t('wizard.paymentCode')}
        hint={t('wizard.paymentCodeHint')}
        maxLength={PAYMENT_CODE_MAX_LENGTH}
        autoComplete="off"
      />
      {/* Not disabled while checking: a disabled button drops the keyboard's focus to the page's start. */}
      <Button
        variant="secondary"
        onClick={verifying ? undefined : onVerify}
        disabled={code.trim() === ''}
        aria-disabled={verifying || undefined}
      >
        {verifying && <Spinner />}
        {verifying ? t('wizard.verifying') : t('wizard.verifyPayment')}
      </Button>
      <div aria-live="polite">
        {verifying && <p className="sr-only">{t('wizard.checkingCode')}</p>}
        {verified && (
          <p
            ref={confirmation}
            tabIndex={-1}
            className="rounded-md border-2 border-green-700 bg-green-50 p-3 font-semibold text-green-900"
          >
            {t('wizard.paymentConfirmed')}
          </p>
        )}
      </div>
      {config && (
        <div className="rounded-md border border-slate-300 bg-slate-50 p-4">
          <h3 className="font-semibold">{t('wizard.noCodeTitle')}</h3>
          <div className="mt-2 space-y-2">
            <PaymentHelp config={config} newTab />
            <p>
              {/* A new tab: leaving this page would lose the chosen photo. */}
              <Link to={paths.fees} target="_blank" className="font-semibold text-brand-800 underline">
                {t('wizard.feesLink')}
                <span className="font-normal">{t('wizard.newTab')}</span>
              </Link>
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
