/** A registration through the app's own endpoint, in the test's process (`inject`). */
import type { App } from '../app-context';
import { multipartForm, photoFile, registrationFields, type FormFile } from '../../../support/registration-forms';

export { jpegPhoto, photoFile, postRegistration, samplePhoto } from '../../../support/registration-forms';

export async function submitRegistration(
  app: App,
  options: { fields?: Record<string, string>; files?: FormFile[]; idempotencyKey?: string } = {},
) {
  const files = options.files ?? [await photoFile()];
  return app.inject({
    method: 'POST',
    url: '/api/registrations',
    payload: multipartForm(options.fields ?? registrationFields(), files),
    headers: options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {},
  });
}
