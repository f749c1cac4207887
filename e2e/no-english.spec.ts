import { expect, test } from './console-guard';
import { setDogState } from './database';
import { englishIn, expectNoEnglish } from './english-words';
import { pdfText, readQr } from './pdf';
import { registerDog } from './registrations';

/** A handler who writes in Spanish: what the handler typed is theirs, and must not count as our English. */
const SPANISH_HANDLER = {
  dogBreed: 'Pastor Alemán',
  dogAge: '4 años',
  ownerName: 'Lucía Gómez',
  ownerAddress: 'Calle Mayor 12, Madrid',
  ownerEmail: 'lucia.gomez@example.org',
};

test.describe('in Spanish, no English is left', () => {
  test.use({ locale: 'es-MX' });

  test('on any public page, in any state a visitor or handler meets, or on the printed card', async ({
    page,
    request,
  }, testInfo) => {
    const { registryName } = await (await request.get('/api/config')).json();
    const { operator } = await (await request.get('/api/policies')).json();
    const names = [registryName, operator];
    const active = await registerDog(request, testInfo, 'Canela', SPANISH_HANDLER);
    const pending = await registerDog(request, testInfo, 'Paciencia', SPANISH_HANDLER);
    const suspended = await registerDog(request, testInfo, 'Pausa', SPANISH_HANDLER);
    const revoked = await registerDog(request, testInfo, 'Fin', SPANISH_HANDLER);
    await setDogState(testInfo, active.id, { status: 'active' });
    await setDogState(testInfo, suspended.id, { status: 'suspended' });
    await setDogState(testInfo, revoked.id, { status: 'revoked' });
    const svg = await (
      await request.get(`/api/dogs/${active.id}/qr.svg?key=${encodeURIComponent(active.ownerToken)}`)
    ).body();
    const scanned = new URL((await readQr(svg))?.data ?? '');

    const pages: [string, string][] = [
      ['/', 'home'],
      ['/register', 'registration, step 1'],
      ['/lookup', 'look-up'],
      ['/fees', 'fees'],
      ['/owner-link', 'owner link request'],
      ['/v', 'verify'],
      [`${scanned.pathname}${scanned.hash}`, 'verify, a scanned card'],
      ['/about', 'who runs this registry'],
      ['/privacy', 'privacy notice'],
      ['/terms', 'terms of use'],
      ['/admin/login', 'staff sign-in'],
      ['/no-such-page', 'not found'],
      [`/registry/${active.id}`, 'an active registration, visitor'],
      [`/registry/${active.id}?key=${active.ownerToken}`, 'an active registration, handler'],
      [`/registry/${pending.id}`, 'a pending registration, visitor'],
      [`/registry/${pending.id}?key=${pending.ownerToken}`, 'a pending registration, handler'],
      [`/registry/${suspended.id}`, 'a suspended registration, visitor'],
      [`/registry/${suspended.id}?key=${suspended.ownerToken}`, 'a suspended registration, handler'],
      [`/registry/${revoked.id}`, 'a revoked registration, visitor'],
    ];
    for (const [path, where] of pages) {
      await page.goto(path);
      await expectNoEnglish(page, where, names);
    }

    // The look-up's verdict, and the registration step that shows every answer back.
    await page.goto('/lookup');
    await page.getByRole('textbox').fill(revoked.registryNumber);
    await page.getByRole('textbox').press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Revocado' })).toBeVisible();
    await expectNoEnglish(page, 'a look-up of a revoked number', names);

    // The wizard's own errors.
    await page.goto('/register');
    await page.getByRole('button', { name: 'Siguiente: datos del usuario' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Hay un problema' })).toBeVisible();
    await expectNoEnglish(page, 'registration step 1 with errors', names);

    // The printed card: what the print view shows, and what the PDF says.
    await page.goto(`/registry/${active.id}?key=${active.ownerToken}`);
    await expect(page.locator('.card-face')).toHaveCount(2);
    await page.emulateMedia({ media: 'print' });
    await expectNoEnglish(page, 'the card’s print view', names);
    const pdf = testInfo.outputPath('card.pdf');
    await page.pdf({ path: pdf, format: 'Letter', printBackground: true });
    expect(englishIn(await pdfText(pdf), names), 'English on the printed card').toEqual([]);
  });
});
