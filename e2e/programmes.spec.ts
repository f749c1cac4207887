/**
 * Several training programmes in one registry, from the public side (docs/decisions/041-programmes.md):
 * the register form asks which programme trained the dog only when there are several, and each programme
 * has a page of its own at /p/{slug}. The second programme is made for this file and removed after it
 * (e2e/programme-data.ts), so the other specs still meet a registry of one programme.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './console-guard';
import { addPaymentCode, setDogState } from './database';
import { registerDog } from './registrations';
import { addProgramme, addProgrammePaymentCode, removeProgramme } from './programme-data';
import { dogPhotoFile, expectNoAxeViolations, uniqueCode } from './support';

const NORTH = {
  slug: 'north',
  name: 'North Service Dogs',
  nameEs: 'Perros de Servicio del Norte',
  prefix: 'NSD-',
  tagline: 'Guide and mobility dogs from the northern valleys',
  taglineEs: 'Perros guía y de movilidad de los valles del norte',
  contactEmail: 'hello@north-dogs.example.org',
  contactPhone: '(555) 010-2030',
  hours: 'Weekdays 9am to 4pm',
  hoursEs: 'Días laborables de 9 a 16 h',
  feeCents: '4500',
};

async function fillDogStep(page: Page, photo: string, dogName: string) {
  await page.getByLabel("Dog's name").fill(dogName);
  await page.getByLabel('Breed').fill('Labrador');
  await page.getByLabel('Age').fill('3 years');
  await page.getByLabel('Service type', { exact: true }).selectOption('Mobility Support');
  await page.getByLabel('Trainer directory ID').fill('DEMO-12345');
  await page.getByLabel('Dog photo').setInputFiles(photo);
}

/** From a filled first step to the payment step, the trainer's listing accepted on the way. */
async function onToPayment(page: Page) {
  await page.getByRole('button', { name: 'Next: Handler Information' }).click();
  await page.getByRole('button', { name: 'Continue to Handler Information' }).click();
  await page.getByLabel('Full name').fill('Robin North');
  await page.getByLabel('Address').fill('4 Pine Road');
  await page.getByLabel('Phone number').fill('555-010-9999');
  await page.getByLabel('Email').fill('robin.north@example.org');
  await page.getByRole('button', { name: 'Next: Payment Verification' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 3: Payment Verification' })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('with one programme, the register form asks nothing and sends nothing of it', async ({ page }, testInfo) => {
  const code = await addPaymentCode(testInfo, uniqueCode(testInfo));
  // Even a programme's link names nothing the form would ask or send while the registry holds one.
  await page.goto('/register?programme=default');
  await expect(page.getByRole('radio')).toHaveCount(0);
  await fillDogStep(page, await dogPhotoFile(), 'Solo');
  await onToPayment(page);
  await page.getByLabel('Payment confirmation number').fill(code);
  const check = page.waitForRequest('/api/payment-codes/verify');
  await page.getByRole('button', { name: 'Verify Payment' }).click();
  expect((await check).postDataJSON()).toEqual({ code });
  await expect(page.getByText('Payment confirmed.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Check your answers' })).not.toContainText('Training program');
});

test.describe('with a second programme', () => {
  let northId = 0;
  // Playwright reads the fixtures a hook wants from its first argument's pattern: these want none.
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    northId = await addProgramme(testInfo, NORTH);
  });
  // eslint-disable-next-line no-empty-pattern
  test.afterAll(async ({}, testInfo) => {
    await removeProgramme(testInfo, NORTH.slug);
  });

  test('a first visit draws the programme choice with the form, asking for the programmes once, with the page', async ({
    page,
  }) => {
    // What the page holds the first time the form's heading is in it: nothing may come in after it.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('h1')) return;
        observer.disconnect();
        document.documentElement.dataset.firstRenderRadios = String(document.querySelectorAll('[type=radio]').length);
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/programmes') asked.push(sent.resourceType());
    });
    await page.goto('/register');
    await expect(page.getByRole('group', { name: 'Which program trained your dog?' }).getByRole('radio')).toHaveCount(
      2,
    );
    await expect(page.locator('html')).toHaveAttribute('data-first-render-radios', '2');
    // The page's HTML asked (a preload); the app's own request took that answer rather than asking again.
    expect(asked).toHaveLength(1);
  });

  test('the register form asks which programme trained the dog, and registers into it', async ({
    page,
    request,
  }, testInfo) => {
    const { registryName } = (await (await request.get('/api/config')).json()) as { registryName: string };
    const code = await addProgrammePaymentCode(testInfo, northId, uniqueCode(testInfo));
    await page.goto('/register');
    const choice = page.getByRole('group', { name: 'Which program trained your dog?' });
    await expect(choice.getByRole('radio')).toHaveCount(2);
    await expect(choice.getByRole('radio', { name: registryName })).toBeVisible();
    const north = choice.getByRole('radio', { name: NORTH.name });
    await expect(north).toHaveAccessibleDescription(NORTH.tagline);
    await expect(north).not.toBeChecked();

    // Without a choice the form does not go on: the summary says so, and its link leads to the choice.
    await fillDogStep(page, await dogPhotoFile(), 'Aurora');
    await page.getByRole('button', { name: 'Next: Handler Information' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: 'Choose the program that trained your dog' }).click();
    const first = choice.getByRole('radio', { name: registryName });
    await expect(first).toBeFocused();
    await expect(first).toHaveAccessibleDescription(/Choose the program that trained your dog/);
    await expectNoAxeViolations(page, 'the programme choice refused');

    // The arrow keys move along the group and choose, as radio buttons do; choosing clears the error.
    await page.keyboard.press('ArrowDown');
    await expect(north).toBeFocused();
    await expect(north).toBeChecked();
    await expect(north).toHaveAccessibleDescription(NORTH.tagline);
    await expect(summary).toHaveCount(0);

    await onToPayment(page);
    // The chosen programme's fee, and its code.
    await expect(page.getByText('$45.00')).toBeVisible();
    await page.getByLabel('Payment confirmation number').fill(code);
    const check = page.waitForRequest('/api/payment-codes/verify');
    await page.getByRole('button', { name: 'Verify Payment' }).click();
    expect((await check).postDataJSON()).toEqual({ code, programme: NORTH.slug });
    await expect(page.getByText('Payment confirmed.')).toBeFocused();
    const review = page.getByRole('region', { name: 'Check your answers' });
    await expect(review.getByRole('definition').filter({ hasText: NORTH.name })).toBeVisible();
    await expectNoAxeViolations(page, 'the payment step with a programme chosen');

    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
    // A number with the programme's prefix: the registry filed it under the programme chosen.
    await expect(page.locator('strong', { hasText: /^NSD-\d+$/ })).toBeVisible();

    // The confirmation and the card are the programme's: the footer and the card's back give its contacts.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Contact the training program' })).toBeVisible();
    await expect(footer).toContainText(NORTH.name);
    await expect(footer.getByRole('link', { name: NORTH.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${NORTH.contactEmail}`,
    );
    await page.getByRole('link', { name: 'View Registry Card' }).click();
    const back = page.getByRole('region', { name: 'Back of the card' });
    await expect(back).toContainText(`Questions: ${NORTH.contactPhone} · ${NORTH.contactEmail}`);
    await expect(back).toContainText(NORTH.hours);
    await expect(page.getByRole('region', { name: 'Front of the card' })).toContainText(NORTH.name);
    await expect(footer).toContainText(NORTH.contactPhone);
    await expectNoAxeViolations(page, "a programme's registration card");

    // Elsewhere the footer is the registry's again.
    await page.goto('/lookup');
    await expect(footer.getByRole('heading', { name: 'Contact the registry' })).toBeVisible();
    await expect(footer).not.toContainText(NORTH.contactEmail);
  });

  test("a programme's page says who it is and how to reach it, and its link chooses it", async ({ page }) => {
    await page.goto(`/p/${NORTH.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: NORTH.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${NORTH.name} · `));
    await expect(page.getByText(NORTH.tagline)).toBeVisible();
    const contact = page.getByRole('region', { name: 'How to reach this program' });
    await expect(contact.getByRole('link', { name: NORTH.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${NORTH.contactEmail}`,
    );
    await expect(contact.getByRole('link', { name: NORTH.contactPhone })).toHaveAttribute('href', 'tel:5550102030');
    await expect(contact).toContainText(NORTH.hours);
    await expect(page.getByRole('region', { name: 'Its registry numbers' })).toContainText('begin with NSD-');
    await expect(page.getByRole('contentinfo')).toContainText(NORTH.contactPhone);
    await expectNoAxeViolations(page, "a programme's page");

    await page.getByRole('link', { name: `Register a dog trained by ${NORTH.name}` }).click();
    await expect(page).toHaveURL(/\/register\?programme=north$/);
    await expect(page.getByRole('radio', { name: NORTH.name })).toBeChecked();
    await expectNoAxeViolations(page, 'the register form with a programme chosen');

    await page.goto('/p/no-such-programme');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });

  test('the policy pages say who answers for what: each programme, with its page, and the operator', async ({
    page,
  }) => {
    await page.goto('/about');
    const programmes = page.getByRole('region', { name: 'The training programs' });
    await expect(programmes).toContainText('holds the registrations of several training programs');
    await expect(programmes.getByRole('link', { name: NORTH.contactEmail })).toBeVisible();
    await expect(programmes).toContainText(NORTH.hours);
    await expectNoAxeViolations(page, 'the about page with two programmes');
    await programmes.getByRole('link', { name: NORTH.name }).click();
    await expect(page).toHaveURL(new RegExp(`/p/${NORTH.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: NORTH.name })).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByRole('region', { name: 'The training programs' })).toContainText(NORTH.contactPhone);
  });

  test.describe('in Spanish', () => {
    test.use({ locale: 'es-MX' });

    test("the programme's page and the choice read in Spanish", async ({ page }) => {
      await page.goto(`/p/${NORTH.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: NORTH.nameEs })).toBeVisible();
      await expect(page.getByText(NORTH.taglineEs)).toBeVisible();
      const contact = page.getByRole('region', { name: 'Cómo comunicarse con este programa' });
      await expect(contact.getByText('Correo electrónico')).toBeVisible();
      await expect(contact.getByText('Teléfono')).toBeVisible();
      await expect(contact).toContainText(NORTH.hoursEs);
      await expect(page.getByRole('region', { name: 'Sus números de registro' })).toContainText(
        'Los números de registro de los perros que entrenó empiezan por NSD-',
      );
      await expect(
        page.getByRole('contentinfo').getByRole('heading', { name: 'Contacte al programa de entrenamiento' }),
      ).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(NORTH.hoursEs);
      await expectNoAxeViolations(page, "a programme's page in Spanish");

      await page.getByRole('link', { name: `Registrar un perro entrenado por ${NORTH.nameEs}` }).click();
      const choice = page.getByRole('group', { name: '¿Qué programa entrenó a su perro?' });
      await expect(choice.getByRole('radio', { name: NORTH.nameEs })).toBeChecked();
      await expect(choice.getByRole('radio', { name: NORTH.nameEs })).toHaveAccessibleDescription(NORTH.taglineEs);

      // The refusal in Spanish, with nothing chosen.
      await page.goto('/register');
      await choice.getByRole('radio', { name: NORTH.nameEs }).waitFor();
      await page.evaluate(() => sessionStorage.clear());
      await page.reload();
      await page.getByRole('button', { name: 'Siguiente: datos del usuario' }).click();
      const summary = page.getByRole('alert').filter({ hasText: 'Hay un problema' });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link', { name: 'Elija el programa que entrenó a su perro' })).toBeVisible();
      await expectNoAxeViolations(page, 'the programme choice refused, in Spanish');

      await page.goto('/about');
      const programmes = page.getByRole('region', { name: 'Los programas de entrenamiento' });
      await expect(programmes).toContainText('guarda los registros de varios programas de entrenamiento');
      await expect(programmes.getByRole('link', { name: NORTH.nameEs })).toHaveAttribute('href', `/p/${NORTH.slug}`);
      await expect(programmes).toContainText(NORTH.hoursEs);
      await expectNoAxeViolations(page, 'the about page with two programmes, in Spanish');
    });
  });
});

test.describe('a programme that charges no fee', () => {
  const FREE = { slug: 'free-guides', name: 'Free Guide Dogs', prefix: 'FGD-', feeCents: '0' };
  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    await addProgramme(testInfo, FREE);
  });
  // eslint-disable-next-line no-empty-pattern
  test.afterAll(async ({}, testInfo) => {
    await removeProgramme(testInfo, FREE.slug);
  });

  test('has no payment step: the last step reviews the answers and submits, in one sitting (issue 52)', async ({
    page,
  }) => {
    await page.goto(`/register?programme=${FREE.slug}`);
    await expect(
      page.getByRole('group', { name: 'Which program trained your dog?' }).getByRole('radio', { name: FREE.name }),
    ).toBeChecked();
    await fillDogStep(page, await dogPhotoFile(), 'Gratis');
    await page.getByRole('button', { name: 'Next: Handler Information' }).click();
    await page.getByRole('button', { name: 'Continue to Handler Information' }).click();
    await page.getByLabel('Full name').fill('Robin Free');
    await page.getByLabel('Address').fill('4 Pine Road');
    await page.getByLabel('Phone number').fill('555-010-9999');
    await page.getByLabel('Email').fill('robin.free@example.org');
    await page.getByRole('button', { name: 'Next: Review and Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Step 3 of 3: Review and Submit' })).toBeVisible();
    await expect(page.getByText('This program charges no fee.')).toBeVisible();
    await expect(page.getByLabel('Payment confirmation number')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the last step of a programme with no fee');
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await expect(page.getByRole('heading', { name: 'Registration Successful!' })).toBeVisible();
    await expect(page.locator('strong', { hasText: /^FGD-\d+$/ })).toBeVisible();
  });

  test('renews with one button: no code to enter (issue 52)', async ({ page, request }, testInfo) => {
    // The code the helper sends is not asked by this programme, and is not used up.
    const dog = await registerDog(request, testInfo, 'Gratis Again', { programme: FREE.slug });
    await setDogState(testInfo, dog.id, {
      status: 'active',
      expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    });
    await page.goto(`/registry/${dog.id}?key=${dog.ownerToken}`);
    const manage = page.getByRole('region', { name: 'Manage this registration' });
    await expect(manage.getByText('The training program charges no fee.')).toBeVisible();
    await expect(manage.getByLabel('Payment confirmation number')).toHaveCount(0);
    await expectNoAxeViolations(page, 'renewal with no fee');
    await manage.getByRole('button', { name: 'Renew registration' }).click();
    await expect(manage.getByRole('status').filter({ hasText: 'Renewed: valid through' })).toBeVisible();
  });
});
