import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { MESSAGES } from '#common/messages';
import { normalizePaymentCode } from '#common/normalize';
import { programmeFee, useProgrammes } from '../../api/get-programmes';
import { getTrainer } from '../../api/get-trainer';
import { Button } from '../../components/button';
import { ErrorSummary, type SummaryError } from '../../components/error-summary';
import { useDocumentTitle } from '../../components/use-document-title';
import { useArea, useLanguage } from '../../i18n/language-context';
import { PageSkeleton } from '../../components/page-skeleton';
import { useMessageText, useT } from '../../i18n/use-t';
import { ApiRequestError, failureMessage } from '../../lib/api-client';
import type { ConfirmationState } from '../../lib/confirmation-state';
import { paths } from '../../lib/paths';
import { submitRegistration } from './api/submit-registration';
import { verifyPaymentCode } from './api/verify-payment-code';
import { DogStep } from './dog-step';
import { AnswersReview } from './answers-review';
import { PolicyLinks } from './policy-links';
import { StepIndicator } from './step-indicator';
import { TrainerDialogs, type TrainerCheckState } from './trainer-dialogs';
import { useSuccessorPrefill } from './use-successor-prefill';
import { fieldId } from './wizard-fields';
import type { StepSchemas } from './wizard-schemas';
import {
  EMPTY_VALUES,
  firstStepWithError,
  stepTitles,
  stepFields,
  type StepIndex,
  type WizardField,
  type WizardValues,
} from './wizard-values';
import { clearWizard, loadWizard, saveWizard } from './wizard-storage';

// Steps 2 and 3 load after the first screen (and are fetched while the trainer is checked), keeping
// the registration page's first load inside its budget.
const loadOwnerStep = () => import('./owner-step');
// The steps' checks run only when a step is sent: they load when the visitor first moves into the form, not
// with the first screen, whose code is then 10 KB smaller.
const loadChecks = () => import('./wizard-schemas');
const loadPaymentStep = () => import('./payment-step');
const OwnerStep = lazy(async () => ({ default: (await loadOwnerStep()).OwnerStep }));
const PaymentStep = lazy(async () => ({ default: (await loadPaymentStep()).PaymentStep }));
const stepPlaceholder = <div className="h-48 animate-pulse rounded-md bg-slate-100" aria-hidden="true" />;

/**
 * A random key for one submission attempt. crypto.randomUUID exists only in secure contexts (HTTPS or
 * localhost), so a registry opened over plain HTTP on a LAN address would hang at "Submitting…";
 * getRandomValues works everywhere.
 */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Each step's schema, and the form's resolver for it. */
function stepChecks(schemas: StepSchemas) {
  const resolver = (schema: StepSchemas[number]) => zodResolver(schema as never) as unknown as Resolver<WizardValues>;
  return { schemas, resolvers: [resolver(schemas[0]), resolver(schemas[1]), resolver(schemas[2])] as const };
}
type StepChecks = ReturnType<typeof stepChecks>;

/**
 * The steps' checks for a registry's programmes, built when first asked for; null when their code did not
 * come (asked again next time).
 */
function checksWhenNeeded(slugs: readonly string[], chargesFee: (programme: string | undefined) => boolean) {
  let built: Promise<StepChecks> | null = null;
  return (): Promise<StepChecks | null> =>
    (built ??= loadChecks().then(({ stepSchemas }) => stepChecks(stepSchemas(slugs, chargesFee)))).catch(() => {
      built = null;
      return null;
    });
}

/** What a payment code was accepted for: the code, and the programme it pays for (a code pays only its own's). */
const paidFor = (code: string, programme: string) => `${programme}\n${normalizePaymentCode(code)}`;

/** The wizard, once its words (a catalogue of their own, loaded with it) are in. */
export function RegistrationWizard() {
  const t = useT();
  if (!useArea('register')) return <PageSkeleton label={t('site.loading')} />;
  return <RegistrationForm />;
}

function RegistrationForm() {
  const t = useT();
  const messageText = useMessageText();
  const { locale } = useLanguage();
  useDocumentTitle(t('wizard.title'));
  const navigate = useNavigate();
  const [saved] = useState(loadWizard);
  // A programme's page links here with its slug (`/register?programme=north`): that choice is made already.
  const [search] = useSearchParams();
  const [presetProgramme] = useState(() => search.get('programme'));
  const { data: programmes } = useProgrammes();
  // The choice is asked, checked and sent only when the registry holds several programmes.
  const choices = programmes && programmes.length > 1 ? programmes : null;
  const checks = useMemo(
    () => checksWhenNeeded(choices?.map((choice) => choice.slug) ?? [], (slug) => programmeFee(programmes, slug) !== 0),
    [choices, programmes],
  );
  const [step, setStep] = useState<StepIndex>(saved?.step ?? 0);
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useCallback<Resolver<WizardValues>>(
    async (values, context, options) => {
      const loaded = await checks();
      // Tried again: "please try again" has been done.
      setFormError((shown) => (shown === MESSAGES.genericError ? null : shown));
      if (loaded) return loaded.resolvers[step](values, context, options);
      setFormError(MESSAGES.genericError);
      return { values: {}, errors: { root: { type: 'unavailable', message: MESSAGES.genericError } } };
    },
    [checks, step],
  );
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
  }, [step]);

  const form = useForm<WizardValues>({
    defaultValues: { ...EMPTY_VALUES, ...saved?.values, ...(presetProgramme ? { programme: presetProgramme } : {}) },
    // The schema of the step on screen; the final submit checks every step again.
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const errors = form.formState.errors;
  const successorOf = useSuccessorPrefill(form);
  const paymentCode = useWatch({ control: form.control, name: 'paymentCode' });
  const programme = useWatch({ control: form.control, name: 'programme' });
  const chosenProgramme = choices?.find((choice) => choice.slug === programme) ?? null;
  const free = programmeFee(programmes, programme) === 0;

  const [filesLost, setFilesLost] = useState(saved?.hadFiles ?? false);
  const [trainerCheck, setTrainerCheck] = useState<TrainerCheckState>({ phase: 'idle' });
  const [verifiedCode, setVerifiedCode] = useState<string | null>(null);
  const [verifyingCode, setVerifyingCode] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState(0);
  const idempotencyKey = useRef<string | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A focus request waits until its target is on screen: RHF publishes errors after calling onInvalid.
  const [pendingFocus, setPendingFocus] = useState<{ to: 'summary' | 'heading' } | null>(null);

  // Every change is saved for a reload, and starts a new submission attempt with a new key.
  useEffect(() => {
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        idempotencyKey.current = null;
        const { dogPhoto, certificationFile, ...text } = values;
        saveWizard({ values: text, step: stepRef.current, hadFiles: Boolean(dogPhoto || certificationFile) });
        if (dogPhoto) setFilesLost(false);
      },
    });
  }, [form]);

  useEffect(() => {
    const { dogPhoto, certificationFile, ...text } = form.getValues();
    saveWizard({ values: text, step, hadFiles: Boolean(dogPhoto || certificationFile) || filesLost });
  }, [step, form, filesLost]);

  const summary: SummaryError[] = stepFields(step).flatMap((field) => {
    const message = errors[field]?.message;
    return message ? [{ field, message }] : [];
  });

  useEffect(() => {
    if (!pendingFocus) return;
    const element = pendingFocus.to === 'summary' ? summaryRef.current : headingRef.current;
    if (!element) return;
    element.focus();
    element.scrollIntoView({ block: 'start' });
    setPendingFocus(null);
  }, [pendingFocus, summary.length, formError, step]);

  const focus = (to: 'summary' | 'heading') => setPendingFocus({ to });
  const goTo = (next: StepIndex) => {
    setFormError(null);
    setStep(next);
    focus('heading');
  };
  const onInvalid = (_: FieldErrors<WizardValues>) => focus('summary');
  /** The steps' checks; when their code did not come, the banner says to try again, and null. */
  async function checksOrSaySo(): Promise<StepChecks | null> {
    const loaded = await checks();
    if (!loaded) {
      setFormError(MESSAGES.genericError);
      focus('summary');
    }
    return loaded;
  }

  function applyFieldErrors(fields: Record<string, string>) {
    for (const [name, message] of Object.entries(fields)) form.setError(name as WizardField, { message });
  }

  const onDogNext = form.handleSubmit(async (values) => {
    setFormError(null);
    setTrainerCheck({ phase: 'verifying' });
    void loadOwnerStep();
    void loadPaymentStep();
    try {
      const trainer = await getTrainer(values.trainerLicenseNumber);
      setTrainerCheck({ phase: 'verified', trainer });
    } catch (error) {
      setTrainerCheck({ phase: 'idle' });
      // Unknown, suspended or expired: the registry's own words say which.
      if (error instanceof ApiRequestError && error.status === 404)
        form.setError('trainerLicenseNumber', { message: error.message });
      else setFormError(failureMessage(error));
      focus('summary');
    }
  }, onInvalid);

  const onOwnerNext = form.handleSubmit(() => goTo(2), onInvalid);

  async function onVerifyPayment() {
    const code = form.getValues('paymentCode');
    const loaded = await checksOrSaySo();
    if (!loaded) return;
    const parsed = loaded.schemas[2].safeParse({ paymentCode: code });
    if (!parsed.success) {
      form.setError('paymentCode', { message: parsed.error.issues[0]?.message ?? MESSAGES.paymentCodeRequired });
      return focus('summary');
    }
    setVerifyingCode(true);
    setFormError(null);
    try {
      const forProgramme = choices ? form.getValues('programme') : '';
      const check = await verifyPaymentCode(parsed.data.paymentCode, forProgramme || undefined);
      if (check.valid) {
        setVerifiedCode(paidFor(parsed.data.paymentCode, forProgramme));
        form.clearErrors('paymentCode');
      } else {
        setVerifiedCode(null);
        form.setError('paymentCode', { message: check.message ?? MESSAGES.paymentCodeInvalid });
        focus('summary');
      }
    } catch (error) {
      setFormError(failureMessage(error));
      focus('summary');
    } finally {
      setVerifyingCode(false);
    }
  }

  async function complete() {
    if (submitting) return;
    const values = { ...form.getValues() };
    if (!choices) values.programme = '';
    if (free) values.paymentCode = '';
    else if (verifiedCode === null || verifiedCode !== paidFor(values.paymentCode, values.programme)) {
      form.setError('paymentCode', { message: MESSAGES.paymentCodeRequired });
      return focus('summary');
    }
    const loaded = await checksOrSaySo();
    if (!loaded) return;
    for (const earlier of [0, 1] as const) {
      const result = loaded.schemas[earlier].safeParse(values);
      if (!result.success) {
        goTo(earlier);
        for (const issue of result.error.issues)
          form.setError(String(issue.path[0]) as WizardField, { message: issue.message });
        return focus('summary');
      }
    }
    setSubmitting(true);
    setFormError(null);
    setProgress(0);
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      const created = await submitRegistration(values, locale, idempotencyKey.current, setProgress);
      clearWizard();
      navigate(paths.confirmation(created.id), {
        state: { ownerToken: created.ownerToken } satisfies ConfirmationState,
      });
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.fields : {};
      const back = firstStepWithError(Object.keys(fields));
      setFormError(failureMessage(error));
      if (back !== null) {
        setStep(back);
        applyFieldErrors(fields);
      }
      focus('summary');
    } finally {
      setSubmitting(false);
    }
  }
  const onComplete = (event: FormEvent) => form.handleSubmit(complete, onInvalid)(event);

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold">{t('wizard.title')}</h1>
      <StepIndicator step={step} free={free} />
      <PolicyLinks />
      <p role="status" className={successorOf ? 'rounded-md border border-brand-700 bg-brand-50 p-3' : 'sr-only'}>
        {successorOf ? t('wizard.successorPrefill', { dogName: successorOf }) : ''}
      </p>
      {formError && (
        <div
          ref={summary.length === 0 ? summaryRef : undefined}
          tabIndex={-1}
          role="alert"
          className="rounded-md border-2 border-red-700 bg-red-50 p-4 font-semibold text-red-900"
        >
          {messageText(formError)}
        </div>
      )}
      <ErrorSummary ref={summary.length > 0 ? summaryRef : undefined} errors={summary} fieldId={fieldId} />
      {filesLost && (
        <p className="rounded-md border-2 border-amber-600 bg-amber-50 p-4 text-amber-950">
          {t(step === 0 ? 'wizard.filesLostStep1' : 'wizard.filesLostLater')}
        </p>
      )}
      <form
        noValidate
        // Should they fail to come, Next asks again and says so then.
        onFocus={() => void loadChecks().catch(() => undefined)}
        onSubmit={step === 0 ? onDogNext : step === 1 ? onOwnerNext : onComplete}
        className="space-y-6 rounded-lg border border-slate-300 bg-white p-6"
        aria-labelledby="step-title"
      >
        <h2 id="step-title" ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {t('wizard.stepHeading', { number: step + 1, title: t(stepTitles(free)[step]) })}
        </h2>
        {step === 0 && <DogStep form={form} programmes={choices} />}
        <Suspense fallback={stepPlaceholder}>
          {step === 1 && <OwnerStep form={form} />}
          {/* Step 3 in the order a person settles it: the answers checked, what they declare, then paying. */}
          {step === 2 && <AnswersReview form={form} onChange={goTo} programme={chosenProgramme} />}
          {step === 2 && <p className="rounded-md bg-slate-50 p-3">{t('wizard.certify')}</p>}
          {step === 2 && free && <p className="rounded-md bg-slate-50 p-3 font-semibold">{t('wizard.noFee')}</p>}
          {step === 2 && !free && (
            <PaymentStep
              form={form}
              verified={verifiedCode !== null && verifiedCode === paidFor(paymentCode, choices ? programme : '')}
              feeCents={chosenProgramme?.feeCents}
              verifying={verifyingCode}
              onVerify={onVerifyPayment}
            />
          )}
        </Suspense>
        {submitting && (
          <div>
            <label htmlFor="upload-progress" className="block font-semibold">
              {t('wizard.uploading', { percent: Math.round(progress * 100) })}
            </label>
            <progress id="upload-progress" max={1} value={progress} className="mt-1 h-3 w-full" />
          </div>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {step === 1 && (
            <Button variant="secondary" onClick={() => goTo(0)}>
              {t('wizard.backToDog')}
            </Button>
          )}
          {step === 2 && (
            <Button variant="secondary" onClick={() => goTo(1)} disabled={submitting}>
              {t('wizard.backToOwner')}
            </Button>
          )}
          <Button type="submit" className="sm:ml-auto" disabled={submitting || trainerCheck.phase === 'verifying'}>
            {t(
              step === 0
                ? 'wizard.nextOwner'
                : step === 1
                  ? free
                    ? 'wizard.nextReview'
                    : 'wizard.nextPayment'
                  : submitting
                    ? 'wizard.submitting'
                    : 'wizard.complete',
            )}
          </Button>
        </div>
      </form>
      <TrainerDialogs
        state={trainerCheck}
        onContinue={() => {
          setTrainerCheck({ phase: 'idle' });
          goTo(1);
        }}
        onStay={() => setTrainerCheck({ phase: 'idle' })}
        // Staying on this step is to change the trainer's ID: focus goes back to it.
        stayFocus={() => document.getElementById(fieldId('trainerLicenseNumber'))}
      />
    </div>
  );
}
