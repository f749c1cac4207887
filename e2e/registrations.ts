/** Registrations made through the real API, for tests that start from an existing record. */
import fs from 'node:fs/promises';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import type { RegistrationCreated } from '../common/api';
import { addPaymentCode } from './database';
import { dogPhotoFile, uniqueCode } from './support';

export async function registerDog(
  request: APIRequestContext,
  testInfo: TestInfo,
  dogName = 'Maple',
  overrides: Record<string, string> = {},
): Promise<RegistrationCreated> {
  const code = await addPaymentCode(testInfo, uniqueCode(testInfo));
  const photo = await fs.readFile(await dogPhotoFile());
  const response = await request.post('/api/registrations', {
    multipart: {
      dogName,
      dogBreed: 'Golden Retriever',
      dogAge: '4 years',
      serviceType: 'Mobility Support',
      trainerLicenseNumber: 'DEMO-12345',
      ownerName: 'Riley Handler',
      ownerAddress: '12 Oak Lane, Portland, OR 97201',
      ownerPhone: '(503) 555-0147',
      ownerEmail: 'riley.handler@example.org',
      paymentCode: code,
      ...overrides,
      dogPhoto: { name: 'maple.jpg', mimeType: 'image/jpeg', buffer: photo },
    },
  });
  if (response.status() !== 201) throw new Error(`registration failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as RegistrationCreated;
}
