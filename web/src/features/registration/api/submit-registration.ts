import type { RegistrationCreated } from '#common/api';
import { IDEMPOTENCY_KEY_HEADER } from '#common/constants';
import type { Locale } from '#common/i18n/locales';
import { isTransient } from '../../../lib/api-client';
import { postMultipart } from '../../../lib/upload';
import type { WizardValues } from '../wizard-values';

const OMITTED_WHEN_EMPTY = new Set(['serviceTypeOther', 'programme', 'paymentCode']);

function toFormData(values: WizardValues, language: Locale): FormData {
  const form = new FormData();
  // The registry writes to the handler in the language they registered in.
  form.append('language', language);
  for (const [name, value] of Object.entries(values)) {
    if (value instanceof File) form.append(name, value, value.name);
    else if (typeof value === 'boolean') form.append(name, value ? 'yes' : 'no');
    // Left out when empty: the type besides "Other", the programme of a registry that holds one, and the
    // payment code of a programme that charges no fee.
    else if (typeof value === 'string' && !(OMITTED_WHEN_EMPTY.has(name) && value === '')) form.append(name, value);
  }
  return form;
}

const RETRY_DELAYS_MS = [1000, 3000];

/**
 * Sends the whole registration once per attempt key. The key makes the request idempotent, so a
 * transient failure (network, 408, 429, 5xx) is retried with backoff without risk of a second record.
 */
export async function submitRegistration(
  values: WizardValues,
  language: Locale,
  idempotencyKey: string,
  onProgress: (fraction: number) => void,
): Promise<RegistrationCreated> {
  const body = toFormData(values, language);
  for (let attempt = 0; ; attempt++) {
    try {
      return await postMultipart<RegistrationCreated>('/api/registrations', body, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        onProgress,
      });
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !isTransient(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
