import { Link } from 'react-router';
import { PAYMENT_CODE_MAX_LENGTH } from '#common/constants';
import { usePublicConfig } from '../../api/get-public-config';
import { Button } from '../../components/button';
import { PaymentHelp } from '../../components/payment-help';
import { Spinner } from '../../components/spinner';
import { formatMoney } from '../../lib/format';
import { paths } from '../../lib/paths';
import { TextField, type WizardForm } from './wizard-fields';

interface PaymentStepProps {
  form: WizardForm;
  verified: boolean;
  verifying: boolean;
  onVerify: () => void;
}

export function PaymentStep({ form, verified, verifying, onVerify }: PaymentStepProps) {
  const { data: config } = usePublicConfig();
  const code = form.watch('paymentCode');
  return (
    <div className="space-y-5">
      {config && (
        <div className="flex items-center justify-between rounded-md border border-slate-300 bg-slate-50 p-4">
          <span className="font-semibold">{config.validityYears}-Year Service Dog Registration</span>
          <span className="text-lg font-bold">{formatMoney(config.feeCents)}</span>
        </div>
      )}
      <TextField
        form={form}
        name="paymentCode"
        label="Payment confirmation number"
        hint="The confirmation number you received when you paid the registration fee."
        maxLength={PAYMENT_CODE_MAX_LENGTH}
        autoComplete="off"
      />
      <Button variant="secondary" onClick={onVerify} disabled={code.trim() === '' || verifying}>
        {verifying && <Spinner />}
        {verifying ? 'Verifying...' : 'Verify Payment'}
      </Button>
      <div aria-live="polite">
        {verifying && <p className="sr-only">Checking the payment confirmation number…</p>}
        {verified && (
          <p className="rounded-md border-2 border-green-700 bg-green-50 p-3 font-semibold text-green-900">
            Payment confirmed. You can complete your registration.
          </p>
        )}
      </div>
      {config && (
        <div className="rounded-md border border-slate-300 bg-slate-50 p-4">
          <h3 className="font-semibold">No payment confirmation number yet?</h3>
          <div className="mt-2 space-y-2">
            <PaymentHelp config={config} newTab />
            <p>
              {/* A new tab: leaving this page would lose the chosen photo. */}
              <Link to={paths.fees} target="_blank" className="font-semibold text-brand-800 underline">
                Fees and how to pay<span className="font-normal"> (opens in a new tab)</span>
              </Link>
            </p>
          </div>
        </div>
      )}
      <p className="text-sm text-slate-700">
        By completing this registration you certify that the information you gave is accurate and that your dog is
        individually trained to do work or perform tasks for a person with a disability.
      </p>
    </div>
  );
}
