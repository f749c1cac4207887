/**
 * The card as a digital credential (a W3C Verifiable Credential file), downloaded from the owner page
 * and from the staff record as a person would: by its link. That an outside verifier accepts the file
 * is shown by server/src/credentials/data-integrity/credential-document.test.ts.
 */
import fs from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { signIn } from './staff-session';
import { expect, test } from './console-guard';
import { setDogState } from './database';
import { registerDog } from './registrations';
import { expectNoAxeViolations } from './support';

/** The downloaded file, read as the JSON document it is. */
async function documentOf(download: Download) {
  return JSON.parse(await fs.readFile((await download.path()) ?? '', 'utf8')) as {
    type: string[];
    credentialSubject: { dogName: string; registryNumber: string; handlerName: string };
    proof: { type: string; cryptosuite: string };
  };
}

test('the owner page offers an active card as a digital credential file, signed, with no contact details', async ({
  page,
  request,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Wallet');
  await page.goto(`/registry/${dog.id}?key=${dog.ownerToken}`);
  const manage = page.getByRole('region', { name: 'Manage this registration' });
  await expect(manage.getByRole('heading', { name: 'Manage this registration' })).toBeVisible();
  // A pending registration has no valid card, so no credential either.
  await expect(manage.getByRole('link', { name: 'Download the digital credential' })).toHaveCount(0);

  await setDogState(testInfo, dog.id, { status: 'active' });
  await page.reload();
  const section = manage.getByRole('region', { name: 'Digital credential' });
  await section.getByRole('button', { name: 'Digital credential' }).click();
  await expect(section.getByText(/W3C Verifiable Credential/)).toBeVisible();
  await expectNoAxeViolations(page, 'owner page with the digital credential');
  const downloading = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download the digital credential' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`${dog.registryNumber}-credential.json`);
  const document = await documentOf(download);
  expect(document.type).toEqual(['VerifiableCredential', 'ServiceDogCredential']);
  expect(document.credentialSubject).toMatchObject({
    dogName: 'Wallet',
    registryNumber: dog.registryNumber,
    handlerName: 'Riley H.',
  });
  expect(document.proof).toMatchObject({ type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022' });
  const text = JSON.stringify(document);
  for (const contact of ['riley.handler@example.org', '555-0147', 'Oak Lane', 'Riley Handler'])
    expect(text).not.toContain(contact);
});

test("staff download a record's digital credential from its edit page", async ({
  page,
  request,
  context,
  baseURL,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, `Credential ${testInfo.project.name}`);
  await setDogState(testInfo, dog.id, { status: 'active' });
  await signIn(context, testInfo, baseURL ?? '');
  await page.goto(`/admin/edit/${dog.id}`);
  const link = page.getByRole('link', { name: "Download the card's digital credential (W3C Verifiable Credential)" });
  const downloading = page.waitForEvent('download');
  await link.click();
  const document = await documentOf(await downloading);
  expect(document.credentialSubject.registryNumber).toBe(dog.registryNumber);
});
