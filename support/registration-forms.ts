/** Real files and form data for tests: images made by sharp, documents with real magic bytes. */
import sharp from 'sharp';
import { IDEMPOTENCY_KEY_HEADER } from '#common/constants';
import type { RegistrationFields } from '#common/schemas';

/** A JPEG that carries EXIF with a GPS position, as phone photos do. */
export async function photoWithGps(width = 2400, height = 1800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 140, b: 90 } } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#553311"/></svg>`,
        ),
      },
    ])
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Camera 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 46/1' },
    })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
}

export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const OWNER = {
  ownerName: 'Jordan Example',
  ownerAddress: '742 Evergreen Terrace, Springfield, IL 62704',
  ownerPhone: '(555) 867-5309',
  ownerEmail: 'jordan.owner@example.net',
} as const;

/** Every way the owner's contact could leak: the values as typed, and the phone's bare digits. */
export const OWNER_CONTACT_SECRETS = [
  OWNER.ownerEmail,
  OWNER.ownerAddress,
  OWNER.ownerPhone,
  OWNER.ownerPhone.replace(/\D/g, ''),
  'Evergreen',
  'jordan.owner',
];

export function registrationFields(
  overrides: Partial<Record<keyof RegistrationFields, string>> = {},
): Record<string, string> {
  return {
    dogName: 'Biscuit',
    dogBreed: 'Labrador Retriever',
    dogAge: '3 years',
    serviceType: 'Guide Dog (Visual Impairment)',
    trainerLicenseNumber: 'DEMO-12345',
    microchipNumber: '',
    ...OWNER,
    paymentCode: 'DEMO-0001',
    ...overrides,
  };
}

export interface FormFile {
  field: string;
  data: Buffer;
  filename: string;
  type?: string;
}

export function multipartForm(fields: Record<string, string>, files: FormFile[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(
      file.field,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.filename,
    );
  return form;
}

let cachedPhoto: Buffer | null = null;
/** One realistic photo per test process: making a 2400×1800 JPEG costs more than the test. */
export async function samplePhoto(): Promise<Buffer> {
  cachedPhoto ??= await photoWithGps();
  return cachedPhoto;
}

export async function photoFile(): Promise<FormFile> {
  return { field: 'dogPhoto', data: await samplePhoto(), filename: 'biscuit.jpg', type: 'image/jpeg' };
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
