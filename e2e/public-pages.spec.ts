import { type Browser, type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './console-guard';
import { e2eDatabase, setDogState } from './database';
import { registerDog } from './registrations';
import { emailedLink, sendsEmail } from './mail';
import { signIn } from './staff-session';
import { expectNoAxeViolations, OVERCLAIMS } from './support';

test('a move to another page puts focus on its heading and announces it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Verify a Registration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a Registration' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^Verify a Registration · / })).toBeAttached();
  await page.getByRole('link', { name: "Scan a card's QR code instead" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a Registration' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^Verify a Registration · / })).toBeAttached();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify a Registration' })).toBeFocused();
});

test('a first visit draws the page’s content in its first render, with no placeholder before it and nothing moving after, in either language', async ({
  page,
}) => {
  // The site's placeholder (web/src/components/page-skeleton.tsx), noted the moment it appears, and every
  // layout shift, such as lines wrapping anew when the type face arrives after the text was drawn.
  await page.addInitScript(() => {
    const noted = window as unknown as { placeholders: number; shifted: number };
    noted.placeholders = 0;
    noted.shifted = 0;
    new MutationObserver(() => {
      if (document.querySelector('div[aria-busy="true"]')) noted.placeholders++;
    }).observe(document, { subtree: true, childList: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) noted.shifted += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // A phone's width, where a paragraph's lines wrap differently in the fallback face; the first page is
  // the one whose lines moved, while the browser has not yet kept the face. A language once chosen is kept.
  await page.setViewportSize({ width: 412, height: 823 });
  for (const [path, heading] of [
    ['/register?lang=es', 'Registrar un perro de servicio'],
    ['/register?lang=en', 'Register a Service Dog'],
    ['/lookup', 'Verify a Registration'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const { placeholders, shifted } = await page.evaluate(() => {
      const noted = window as unknown as { placeholders: number; shifted: number };
      return { placeholders: noted.placeholders, shifted: noted.shifted };
    });
    expect(placeholders, path).toBe(0);
    expect(shifted, path).toBeLessThan(0.01);
  }
});

test.describe('registry card', () => {
  test('opened at its address, a card asks for its record once as the app starts: one visit on the handler’s log, and the owner’s view with the key, also after a reload', async ({
    page,
    request,
  }, testInfo) => {
    const dog = await registerDog(request, testInfo, 'Asked once');
    await setDogState(testInfo, dog.id, { status: 'active' });
    const asked: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname === `/api/dogs/${dog.id}`) asked.push(url.search);
    });
    const visits = async () => {
      const log = await request.get(`/api/dogs/${dog.id}/lookups?key=${dog.ownerToken}`);
      const { months } = (await log.json()) as { months: { count: number }[] };
      return months.reduce((sum, month) => sum + month.count, 0);
    };

    await page.goto(`/registry/${dog.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Asked once' })).toBeVisible();
    expect(asked).toEqual(['']);
    expect(await visits()).toBe(1);

    // The owner link: the key leaves the address for the history entry, and a reload keeps the owner's view.
    asked.length = 0;
    await page.goto(`/registry/${dog.id}?key=${dog.ownerToken}`);
    const manage = page.getByRole('region', { name: 'Manage this registration' });
    await expect(manage).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/registry/${dog.id}$`));
    await page.reload();
    await expect(manage).toBeVisible();
    expect(asked).toEqual([`?key=${dog.ownerToken}`, `?key=${dog.ownerToken}`]);
    expect(await visits()).toBe(1);
  });

  const CARD_STATES = [
    { name: 'active', status: 'active', badge: 'ACTIVE', verdict: 'Valid' },
    {
      name: 'expired',
      status: 'active',
      badge: 'EXPIRED',
      verdict: 'Expired',
      expiresAt: '2021-06-30T00:00:00.000Z',
    },
    { name: 'suspended', status: 'suspended', badge: 'SUSPENDED', verdict: 'Suspended' },
  ] as const;

  for (const state of CARD_STATES) {
    test(`shows a visitor an ${state.name} registration with the ${state.badge} badge and no contact details`, async ({
      page,
      request,
    }, testInfo) => {
      const dog = await registerDog(request, testInfo, `Card ${state.name}`);
      await setDogState(testInfo, dog.id, {
        status: state.status,
        ...('expiresAt' in state ? { expiresAt: state.expiresAt } : {}),
      });
      await page.goto(`/registry/${dog.id}`);
      // The answer first, in one word, with focus on it; what a business may ask beside it.
      const verdict = page.getByRole('heading', { level: 2, name: state.verdict, exact: true });
      await expect(verdict).toBeFocused();
      await expect(page.getByRole('heading', { name: 'A business may ask only these two questions:' })).toBeVisible();
      await expect(page.getByText('Is the dog a service animal required because of a disability?')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: `Card ${state.name}` })).toBeVisible();
      await expect(page.getByText(`Status: ${state.badge}`, { exact: true })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: dog.registryNumber }).first()).toBeVisible();
      await expect(page.getByText("A visitor sees the handler's first name and last initial only")).toBeVisible();
      if ('expiresAt' in state) {
        await expect(page.getByText(`Registration ${dog.registryNumber} expired on June 30, 2021.`)).toBeVisible();
      }
      if (state.status === 'suspended') {
        await expect(page.getByText(`has suspended registration ${dog.registryNumber}.`)).toBeVisible();
      }
      await expect(page.getByText('Service type')).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Handler' }).getByText('Riley H.', { exact: true })).toBeVisible();
      for (const secret of ['Riley Handler', '555-0147', 'riley.handler@example.org', 'Oak Lane']) {
        expect(await page.content()).not.toContain(secret);
      }
      await expect(page.getByRole('button', { name: 'Print Card' })).toHaveCount(0);
      await expect(page).toHaveTitle(new RegExp(`Card ${state.name} \\(${dog.registryNumber}\\)`));
      await expectNoAxeViolations(page, `card ${state.name}`);
    });
  }

  test('shows a visitor a pending registration as its number and dog name only', async ({
    page,
    request,
  }, testInfo) => {
    const dog = await registerDog(request, testInfo, 'Card pending');
    await page.goto(`/registry/${dog.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Card pending' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Pending review' })).toBeFocused();
    await expect(page.getByText(/is pending review\. It is not yet a valid registration/)).toBeVisible();
    await expect(page.getByText('Golden Retriever')).toHaveCount(0);
    await expect(page.getByText(/Riley/)).toHaveCount(0);
    await expectNoAxeViolations(page, 'card pending');
  });

  test('says plainly that a revoked registration is revoked, with no details, on its page and on the look-up', async ({
    page,
    request,
  }, testInfo) => {
    const dog = await registerDog(request, testInfo, 'Card revoked');
    await setDogState(testInfo, dog.id, { status: 'revoked' });
    await page.goto(`/registry/${dog.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Revoked' })).toBeFocused();
    await expect(page.getByText(`has revoked registration ${dog.registryNumber}. It is not valid.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'A business may ask only these two questions:' })).toBeVisible();
    expect(await page.content()).not.toContain('Card revoked');
    await expect(page).toHaveTitle(new RegExp(`Not a valid registration \\(${dog.registryNumber}\\)`));
    await expectNoAxeViolations(page, 'card revoked');

    // The look-up answers with the same verdict where it was asked, never as a mistake in the form.
    await page.goto('/lookup');
    await page.getByLabel('Registry number').fill(dog.registryNumber);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Revoked' })).toBeFocused();
    await expect(page.getByLabel('Registry number')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toHaveText('');
    await expect(page).toHaveURL(/\/lookup$/);
    await expectNoAxeViolations(page, 'look-up of a revoked number');
    // Typing another number clears the answer to the last one.
    await page.getByLabel('Registry number').fill('SDR-');
    await expect(page.getByRole('heading', { name: 'Revoked' })).toHaveCount(0);
  });

  test('says a denied application is not valid, without saying why', async ({ page, request }, testInfo) => {
    const dog = await registerDog(request, testInfo, 'Card denied');
    await setDogState(testInfo, dog.id, { status: 'denied' });
    await page.goto('/lookup');
    await page.getByLabel('Registry number').fill(dog.registryNumber);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Not valid' })).toBeFocused();
    await expect(page.getByText(`${dog.registryNumber} is not a valid registration in this registry.`)).toBeVisible();
    await expect(
      page.getByText('No card or document may be required, this one included. A dog without one may still be'),
    ).toBeVisible();
  });

  test('shows the service type to visitors only once the handler chose to show it', async ({
    page,
    request,
  }, testInfo) => {
    const dog = await registerDog(request, testInfo, 'Card choice');
    await setDogState(testInfo, dog.id, { status: 'active' });
    await page.goto(`/registry/${dog.id}?key=${dog.ownerToken}`);
    const choice = page.getByRole('checkbox', { name: 'Show the service type to people who verify this registration' });
    await expect(choice).not.toBeChecked();
    await choice.check();
    await expect(page.getByText('Visitors now see the service type.')).toBeVisible();
    await expectNoAxeViolations(page, 'card with the service type choice');
    await page.goto(`/registry/${dog.id}`);
    await expect(page.getByText('Mobility Support')).toBeVisible();
  });

  test('says when a registration does not exist', async ({ page }) => {
    await page.goto('/registry/AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { name: 'Registry Status' })).toBeVisible();
    await expect(page.getByText('Service dog not found')).toBeVisible();
    await expectNoAxeViolations(page, 'card not found');
  });

  test('offers a way forward when the server fails', async ({ page, request }, testInfo) => {
    const dog = await registerDog(request, testInfo, 'Unlucky');
    await page.route(`**/api/dogs/${dog.id}`, (route) =>
      route.fulfill({ status: 503, body: '{}', contentType: 'application/json' }),
    );
    await page.goto(`/registry/${dog.id}`);
    await expect(page.getByText('An error occurred while retrieving the registry information.')).toBeVisible({
      timeout: 20_000,
    });
    for (const name of ['Refresh Page', 'Verify a Registration', 'Return to Home']) {
      await expect(
        page.locator('#main').getByRole(name === 'Refresh Page' ? 'button' : 'link', { name }),
      ).toBeVisible();
    }
    await expectNoAxeViolations(page, 'card fetch failure');
  });
});

test('confirmation shows its error state for an unknown id', async ({ page }) => {
  await page.goto('/confirmation/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'Registration Status' })).toBeVisible();
  await expect(page.getByText('Service dog not found')).toBeVisible();
  await expectNoAxeViolations(page, 'confirmation error');
});

test('the fees page states the fee, what it covers and how to get a payment code', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Fees' }).click();
  await expect(page).toHaveURL(/\/fees$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /10-Year Service Dog Registration \$99\.99/ })).toBeVisible();
  await expect(page.getByText(/Payment confirmation numbers come from the registry's staff/)).toBeVisible();
  await expect(page.getByText('Registration is voluntary.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, 'fees');
});

test('the footer leads to who runs the registry, its privacy notice and its terms, with the periods the server keeps', async ({
  page,
}, testInfo) => {
  const { retention } = await (await page.request.get('/api/policies')).json();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeFocused();
  await expect(
    page.getByText('Riverside Assistance Dogs, Inc. is responsible for it.', { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByText('Your address, phone number and email are never shown to visitors.', { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByText(`What stops a registration being submitted twice: ${retention.idempotencyHours} hours.`),
  ).toBeVisible();
  await expect(
    page.getByText(
      `it ends after ${retention.sessionIdleMinutes} minutes without use, and after ${retention.sessionAbsoluteHours} hours in any case.`,
      { exact: false },
    ),
  ).toBeVisible();
  // A server that sends no email (no SMTP_URL) writes them as files, and says how long it keeps them;
  // one that sends them keeps none, and says it emails.
  if (sendsEmail(testInfo)) {
    expect(retention.emailFileDays).toBeNull();
    await expect(page.getByText('let businesses check it, and email you about it', { exact: false })).toBeVisible();
  } else {
    expect(retention.emailFileDays).toBe(14);
    await expect(page.getByText('(the registry sends no email itself): 14 days.', { exact: false })).toBeVisible();
    await expect(
      page.getByText('the registry sends no email: its staff pass messages on by hand', { exact: false }),
    ).toBeVisible();
  }
  await expectNoAxeViolations(page, 'privacy notice');

  await page.getByRole('navigation', { name: 'See also' }).getByRole('link', { name: 'Terms of use' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeFocused();
  await expect(page.getByText('Registering is voluntary. It is not required by law', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page, 'terms of use');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Who runs this registry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Who runs this registry' })).toBeFocused();
  await expect(page.getByText(/is run by Riverside Assistance Dogs, Inc\.$/)).toBeVisible();
  const own = page.getByRole('region', { name: 'From Riverside Assistance Dogs, Inc.' });
  await expect(own.getByText('Founded by trainers in 2019.')).toBeVisible();
  await expect(own.getByText('Letters are answered within a week.')).toBeVisible();
  await expectNoAxeViolations(page, 'who runs this registry');
});

test('Home says nothing the law does not, in either language: no rights, nothing certified or official', async ({
  page,
}) => {
  for (const [lang, overclaims] of [
    ['en', OVERCLAIMS.en],
    ['es', OVERCLAIMS.es],
  ] as const) {
    await page.goto(`/?lang=${lang}`);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('link', { name: /ada\.gov/ })).not.toHaveCount(0);
    // The trainer check's answer is part of Home too.
    await page
      .getByLabel(lang === 'en' ? 'Trainer directory ID' : 'Identificador del directorio de entrenadores')
      .fill('DEMO-12345');
    await page.getByRole('button', { name: lang === 'en' ? 'Verify' : 'Verificar', exact: true }).click();
    await expect(main.locator('dl')).toBeVisible();
    expect(await main.innerText(), `Home in ${lang}`).not.toMatch(overclaims);
  }
});

test.describe('home trainer check', () => {
  test('finds the sample trainer, refuses an unknown, suspended or expired one saying why, and asks for an ID', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const input = page.getByLabel('Trainer directory ID');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText('Please enter a trainer directory ID')).toBeVisible();

    await input.fill('demo-12345');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const found = page.getByRole('heading', { name: 'Verified Trainer Found' });
    await expect(found).toBeVisible();
    await expect(page.locator('dt', { hasText: 'Status' }).locator('xpath=following-sibling::dd[1]')).toHaveText(
      'Active',
    );
    await expect(page.getByText('DEMO-CRED-0001')).toBeVisible();
    // Whose directory, and since when: the registry's own list, not a certification body.
    await expect(page.locator('dt', { hasText: /^In .*'s directory since$/ })).toHaveCount(1);
    await expectNoAxeViolations(page, 'home trainer found');

    await input.fill('AZ-00000');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Verification Failed' })).toBeVisible();
    await expect(
      page.getByText("No trainer with this ID is listed in the registry's trainer directory."),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'home trainer not found');

    const tag = `${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();
    const at = new Date().toISOString();
    const listing = { name: 'Pat Lister', organization: null, credential_id: 'CRED-X', created_at: at, updated_at: at };
    await e2eDatabase(testInfo)
      .db.insertInto('trainers')
      .values([
        { ...listing, license_number: `SUSP-${tag}`, status: 'suspended', certified_on: null, expires_on: null },
        { ...listing, license_number: `OLD-${tag}`, status: 'active', certified_on: null, expires_on: '2027-01-15' },
      ])
      .execute();
    await input.fill(`SUSP-${tag}`);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText("This trainer's listing is suspended.")).toBeVisible();
    await e2eDatabase(testInfo)
      .db.updateTable('trainers')
      .set({ expires_on: '2021-01-15' })
      .where('license_number', '=', `OLD-${tag}`)
      .execute();
    await input.fill(`OLD-${tag}`);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(page.getByText("This trainer's listing expired on January 15, 2021.")).toBeVisible();
    await expectNoAxeViolations(page, 'home trainer expired');
  });

  test('shows a spinner while it checks, says so to screen readers, and holds the spinner still for reduced motion', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/trainers/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.getByLabel('Trainer directory ID').fill('DEMO-12345');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const busy = page.getByRole('button', { name: 'Verifying...' });
    await expect(busy).toBeDisabled();
    const spinner = busy.locator('svg');
    await expect(spinner).toBeVisible();
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByText("Checking the registry's trainer directory…")).toBeAttached();
    expect(await spinner.evaluate((svg) => getComputedStyle(svg).animationName)).toBe('spin');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await spinner.evaluate((svg) => getComputedStyle(svg).animationName)).toBe('none');
    await expectNoAxeViolations(page, 'home trainer checking');
    release();
    await expect(page.getByRole('heading', { name: 'Verified Trainer Found' })).toBeVisible();
    await expect(page.getByText("Checking the registry's trainer directory…")).toHaveCount(0);
  });
});

for (const timezoneId of ['America/Los_Angeles', 'America/New_York']) {
  test.describe(`a trainer's dates in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('show the calendar dates the directory holds, not the day before', async ({ page, request }) => {
      const trainer = (await (await request.get('/api/trainers/DEMO-12345')).json()) as {
        certifiedOn: string;
        expiresOn: string;
      };
      const asWritten = (date: string) =>
        new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${date}T00:00:00Z`),
        );
      await page.goto('/');
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId);
      await page.getByLabel('Trainer directory ID').fill('DEMO-12345');
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      const certified = page.locator('dt', { hasText: /directory since$/ }).locator('xpath=following-sibling::dd[1]');
      const expires = page.locator('dt', { hasText: 'Expires on' }).locator('xpath=following-sibling::dd[1]');
      await expect(certified).toHaveText(asWritten(trainer.certifiedOn));
      await expect(expires).toHaveText(asWritten(trainer.expiresOn));
    });
  });
}

test.describe('layout', () => {
  test('highlights the current page, skips to content and titles each page', async ({ page }) => {
    await page.goto('/lookup');
    await expect(page).toHaveTitle('Verify a Registration · Service Dog Registry');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Verify a Registration' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.goto('/register');
    await expect(page).toHaveTitle('Register a Service Dog · Service Dog Registry');
  });

  test('the mobile menu toggles and closes when a link is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, 'mobile menu open');
    await page.locator('#mobile-menu').getByRole('link', { name: 'Verify a Registration' }).click();
    await expect(page).toHaveURL(/\/lookup$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
    await toggle.click();
    await toggle.click();
    await expect(page.locator('#mobile-menu')).toHaveCount(0);
  });
});

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

test("the short address on a card's back opens its record, and an unknown number says so", async ({
  page,
  request,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Typed In');
  await setDogState(testInfo, dog.id, { status: 'active' });
  // Typed as printed, in any case: the number is read leniently, as the look-up reads it.
  await page.goto(`/c/${dog.registryNumber.toLowerCase()}`);
  await expect(page).toHaveURL(new RegExp(`/registry/${dog.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Typed In' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 2, name: 'Typed In' })).toBeVisible();
  await page.goto('/c/SDR-99999');
  await expect(
    page.getByRole('alert').filter({ hasText: 'No service dog found with this registry number' }),
  ).toBeAttached();
  await expect(page.getByLabel('Registry number')).toHaveAccessibleDescription(/No service dog found/);
  await expect(page.getByLabel('Registry number')).toHaveValue('SDR-99999');
  await expectNoAxeViolations(page, 'a short address with an unknown number');
});

test('no public page scrolls sideways on a 375 px phone', async ({ page, request }, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Narrow');
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of [
    '/',
    '/register',
    '/lookup',
    '/fees',
    `/registry/${dog.id}`,
    `/registry/${dog.id}?key=${dog.ownerToken}`,
    `/confirmation/${dog.id}`,
    '/missing',
  ]) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/registry/${dog.id}?key=${dog.ownerToken}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Narrow' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`card-${width}px.png`), fullPage: true });
  }
});

test('a handler who lost the owner link asks for a new one, and gets the same answer whatever is typed', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Lost Link');
  await setDogState(testInfo, dog.id, { status: 'active' });
  // What the page promises is what happens: an email, or a link staff pass on by hand (decision 049).
  const words = sendsEmail(testInfo)
    ? { link: 'Email me my owner link', heading: 'Email me my owner link', button: 'Email me a new owner link' }
    : { link: 'Ask for a new owner link', heading: 'Ask for a new owner link', button: 'Ask for a new owner link' };
  await page.goto(`/registry/${dog.id}`);
  await page.getByRole('link', { name: words.link }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
  if (!sendsEmail(testInfo)) await expect(page.getByText('This registry does not send email')).toBeVisible();
  await page.getByRole('button', { name: words.button }).click();
  await expect(page.getByLabel('Registry number')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'owner link with errors');

  await page.getByLabel('Registry number').fill(dog.registryNumber);
  await page.getByLabel('Email address').fill('not.the.owner@example.org');
  await page.getByRole('button', { name: words.button }).click();
  const answer = page.getByRole('status').filter({ hasText: 'If that registry number and email address belong' });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText(
    sendsEmail(testInfo)
      ? 'we will email a new owner link'
      : "the registry's staff will pass a new owner link on to you",
  );
  // Focus goes to the answer, not to the page, though the button was disabled while it was sent.
  await expect(page.locator('div[aria-live="polite"]').filter({ has: answer })).toBeFocused();
  // The right address gets the same words on screen, and a new link. The old link keeps working until
  // the new one is opened: asking cannot end a working link.
  await page.getByLabel('Email address').fill('riley.handler@example.org');
  await page.getByRole('button', { name: words.button }).click();
  await expect(answer).toBeVisible();
  await expectNoAxeViolations(page, 'owner link asked for');
  const viewWith = async (key: string) =>
    ((await (await request.get(`/api/dogs/${dog.id}?key=${encodeURIComponent(key)}`)).json()) as { view: string }).view;
  const linkPattern = new RegExp(`https?://[^/\\s]+(/registry/${dog.id}\\?key=[\\w%-]+)`);
  const newLink = sendsEmail(testInfo)
    ? await emailedLink(testInfo, linkPattern, 'Your new owner link for Lost Link')
    : await passedOnByStaff(browser, testInfo, baseURL ?? '', dog.registryNumber, linkPattern);
  expect(await viewWith(dog.ownerToken)).toBe('full');
  await page.goto(newLink);
  await expect(page.getByRole('heading', { level: 1, name: 'Lost Link' })).toBeVisible();
  expect(await viewWith(dog.ownerToken)).not.toBe('full');
});

/**
 * Without email, staff find the new owner link under "To pass on", in a browser of their own, give it to
 * the handler, and say so: the message, link and all, leaves the list. The link's path.
 */
async function passedOnByStaff(
  browser: Browser,
  testInfo: TestInfo,
  baseURL: string,
  registryNumber: string,
  linkPattern: RegExp,
): Promise<string> {
  const context = await browser.newContext({ baseURL });
  await signIn(context, testInfo, baseURL);
  const page = await context.newPage();
  await page.goto('/admin/dashboard');
  await page.getByRole('link', { name: 'To pass on' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'To pass on' })).toBeVisible();
  const message = page.getByRole('article', { name: `Your new owner link (${registryNumber})` });
  // The request is answered and the message written within seconds, by the server's own workers.
  await expect(async () => {
    await page.reload();
    await expect(message).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(message).toContainText('riley.handler@example.org');
  await expectNoAxeViolations(page, 'to pass on');
  const link = linkPattern.exec((await message.locator('pre').textContent()) ?? '')?.[1] ?? '';
  expect(link).not.toBe('');
  await message.getByRole('button', { name: 'Mark as passed on' }).click();
  const said = page.getByRole('status').filter({ hasText: 'Marked as passed on' });
  await expect(said).toBeFocused();
  await expect(message).toBeHidden();
  await context.close();
  return link;
}

test('on a phone, the owner link opens with Print Card on the first screen and the handler’s own details shown', async ({
  page,
  request,
}, testInfo) => {
  const dog = await registerDog(request, testInfo, 'Phone Owner');
  await setDogState(testInfo, dog.id, { status: 'active' });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/registry/${dog.id}?key=${encodeURIComponent(dog.ownerToken)}`);
  const print = page.getByRole('button', { name: 'Print Card' });
  await expect(print).toBeInViewport();
  const box = await print.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(812);
  await expect(page.getByText('riley.handler@example.org')).toBeVisible();
  await expectNoAxeViolations(page, 'owner page on a phone');
  // The key leaves the address bar once the page opens, and the history with it; this tab keeps it.
  await expect(page).toHaveURL(new RegExp(`/registry/${dog.id}$`));
  expect(await page.evaluate(() => history.length)).toBe(2);
  await page.reload();
  await expect(page.getByText('riley.handler@example.org')).toBeVisible();
  // Another tab, with the address as it now reads, is a visitor's.
  const other = await page.context().newPage();
  await other.goto(`/registry/${dog.id}`);
  await expect(other.getByRole('heading', { level: 1, name: 'Phone Owner' })).toBeVisible();
  await expect(other.getByText('riley.handler@example.org')).toHaveCount(0);
  await other.close();
});
