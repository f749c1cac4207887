/**
 * The training attestation's letter (docs/decisions/044-training-attestation.md), from the owner link's
 * page: what the programme attests and who tested the team, what the letter is not, a QR code a phone
 * reads, in both languages, and no word of a diagnosis or condition anywhere on it.
 */
import type { Page } from '@playwright/test';
import { VERIFY_PATH } from '../common/credential';
import { disabilityWordsIn } from '../server/src/test/disability-words';
import { expect, test } from './console-guard';
import { recordPassedAccessTest, setDogState } from './database';
import { readQr } from './pdf';
import { registerDog } from './registrations';
import { expectNoAxeViolations } from './support';

/** The letter's text, and what a phone reads from its QR code. */
async function letterOf(page: Page) {
  const text = await page.locator('article').innerText();
  const qr = page.locator('article img').first();
  const svg = await (await page.request.get((await qr.getAttribute('src')) ?? '')).body();
  return { text, qr: (await readQr(svg))?.data ?? '' };
}

test('the owner link prints a training letter that says what it attests and what it is not', async ({
  page,
  request,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Ember', { serviceType: 'Psychiatric Service Dog' });
  await setDogState(testInfo, dog.id, { status: 'active' });
  await page.goto(`/registry/${dog.id}?key=${encodeURIComponent(dog.ownerToken)}`);
  // No passed test yet: nothing offers a letter.
  await expect(page.getByRole('heading', { name: 'Manage this registration' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Proof of training' })).toHaveCount(0);

  await recordPassedAccessTest(testInfo, dog.id);
  await page.reload();
  const proof = page.getByRole('region', { name: 'Proof of training' });
  await expect(proof).toContainText('attests that Ember was individually trained to perform tasks for you');
  await expect(proof.getByRole('link', { name: 'Download the training attestation' })).toHaveAttribute(
    'href',
    `/api/dogs/${dog.id}/training-attestation.json?key=${encodeURIComponent(dog.ownerToken)}`,
  );
  await proof.getByRole('link', { name: 'Open the training letter' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Training attestation' })).toBeVisible();
  const letter = page.locator('article');
  await expect(letter).toContainText(`the dog Ember (registry number ${dog.registryNumber}), handled by Riley H.`);
  await expect(letter).toContainText('was individually trained to perform tasks for its handler');
  await expect(letter).toContainText('conducted by Sample Trainer (demo data) (trainer directory ID DEMO-12345)');
  await expect(letter).toContainText('Under the ADA no business may require it');
  await expectNoAxeViolations(page, 'the training letter');
  const english = await letterOf(page);
  expect(english.qr).toContain(`${VERIFY_PATH}#`);
  // The service type the handler gave is a condition's name: the letter never carries it, nor any other.
  expect(english.text).not.toContain('Psychiatric');
  expect(disabilityWordsIn(english.text)).toEqual([]);

  // The same letter in Spanish, from the language switch.
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Constancia de entrenamiento' })).toBeVisible();
  await expect(letter).toContainText('fue entrenado individualmente para realizar tareas');
  await expect(letter).toContainText('Según la ADA, ningún negocio puede exigirla');
  await expectNoAxeViolations(page, 'the training letter in Spanish');
  const spanish = await letterOf(page);
  expect(disabilityWordsIn(spanish.text)).toEqual([]);
});

test('the handler may name kinds of task, by keyboard, and the letter then lists them and no condition', async ({
  page,
  request,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Tasker');
  await setDogState(testInfo, dog.id, { status: 'active' });
  await recordPassedAccessTest(testInfo, dog.id);
  await page.goto(`/registry/${dog.id}?key=${encodeURIComponent(dog.ownerToken)}`);
  const tasks = page.getByRole('group', { name: 'Name what Tasker was trained to do (optional)' });
  await expect(tasks.getByRole('checkbox')).toHaveCount(7);
  await expect(tasks.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await tasks.getByRole('checkbox', { name: 'Guiding around obstacles' }).focus();
  await page.keyboard.press('Space');
  await tasks.getByRole('checkbox', { name: 'Retrieving and carrying items' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Save these kinds of task' }).press('Enter');
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved: the attestation and the letter now name' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the owner page with kinds of task chosen');

  await page.getByRole('link', { name: 'Open the training letter' }).click();
  const letter = page.locator('article');
  await expect(letter).toContainText(
    'The handler chose to name the kinds of task it was trained for: Guiding around obstacles and Retrieving and carrying items.',
  );
  expect(disabilityWordsIn(await letter.innerText())).toEqual([]);
});

test('a team with no passed public access test gets no letter, and says why', async ({ page, request }, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Untested');
  await setDogState(testInfo, dog.id, { status: 'active' });
  await page.goto(`/registry/${dog.id}/training?key=${encodeURIComponent(dog.ownerToken)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Training attestation' })).toBeVisible();
  await expect(page.getByText('There is no training attestation for this team')).toBeVisible();
  await expectNoAxeViolations(page, 'the training letter, none');
});
