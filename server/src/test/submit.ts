import { IDEMPOTENCY_KEY_HEADER } from '#common/constants';
import type { App } from '../app-context';
import { multipartForm, photoWithGps, registrationFields, type FormFile } from './factories';

let cachedPhoto: Buffer | null = null;
/** One realistic photo per test process: making a 2400×1800 JPEG costs more than the test. */
export async function samplePhoto(): Promise<Buffer> {
  cachedPhoto ??= await photoWithGps();
  return cachedPhoto;
}

export async function photoFile(): Promise<FormFile> {
  return { field: 'dogPhoto', data: await samplePhoto(), filename: 'biscuit.jpg', type: 'image/jpeg' };
}

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

/** A JPEG as the form's dogPhoto part. */
export function jpegPhoto(data: Buffer): FormFile {
  return { field: 'dogPhoto', data, filename: 'dog.jpg', type: 'image/jpeg' };
}

/** A registration sent over HTTP to a server running in its own process, as the web app sends it. */
export function postRegistration(
  baseUrl: string,
  fields: Record<string, string>,
  files: FormFile[],
  options: { idempotencyKey?: string; signal?: AbortSignal } = {},
): Promise<Response> {
  return fetch(`${baseUrl}/api/registrations`, {
    method: 'POST',
    body: multipartForm(fields, files),
    headers: { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey ?? crypto.randomUUID() },
    ...(options.signal ? { signal: options.signal } : {}),
  });
}
