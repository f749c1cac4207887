import { type Page } from '@playwright/test';
import { expect, test } from './console-guard';
import { addPaymentCode, countDogs, setDogState } from './database';
import { pdfPageCount, pdfText, rasterizePdf, readQr } from './pdf';
import { registerDog } from './registrations';
import { dogPhotoFile, expectNoAxeViolations, OVERCLAIMS, tabTo, uniqueCode } from './support';

/** Spanish runs longer than English: no line may spill out of its band or its face, or be cut off. */
async function expectFacesHoldTheirText(page: Page): Promise<void> {
  const faces = page.locator('.card-face');
  await expect(faces).toHaveCount(2);
  for (const face of await faces.all()) {
    const spilled = await face.evaluate((element) => {
      const inside = (inner: DOMRect, outer: DOMRect) =>
        inner.top >= outer.top - 0.5 &&
        inner.bottom <= outer.bottom + 0.5 &&
        inner.left >= outer.left - 0.5 &&
        inner.right <= outer.right + 0.5;
      const faceBox = element.getBoundingClientRect();
      const out: string[] = [];
      for (const text of element.querySelectorAll<HTMLElement>('p, dt, dd, li')) {
        const box = text.getBoundingClientRect();
        const band = text.closest('.card-band')?.getBoundingClientRect() ?? faceBox;
        if (!inside(box, band) || !inside(box, faceBox) || text.scrollWidth > text.clientWidth + 1)
          out.push(text.textContent ?? '');
      }
      return out;
    });
    expect(spilled, `${await face.getAttribute('aria-label')}: lines that do not fit`).toEqual([]);
  }
}

test.describe('in Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('a first visit from a Spanish browser reads in Spanish, and every public page passes axe', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Lo que dice la ley' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sobre este registro' })).toContainText(
      'No es una agencia del gobierno',
    );
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
    await expectNoAxeViolations(page, 'home in Spanish');

    await page.goto('/lookup');
    await expect(page.getByRole('heading', { level: 1, name: 'Verificar un registro' })).toBeVisible();
    await expect(page).toHaveTitle(/^Verificar un registro · /);
    await expectNoAxeViolations(page, 'look-up in Spanish');

    await page.goto('/fees');
    await expect(page.getByRole('heading', { level: 1, name: 'Tarifas' })).toBeVisible();
    // The fee as Spanish in the United States writes it.
    await expect(page.getByText(/^(US)?\$\s?\d+\.\d{2}$/)).toBeVisible();
    await expectNoAxeViolations(page, 'fees in Spanish');

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeVisible();
    await expect(page.getByText('Lo que evita que un registro se envíe dos veces: 24 horas.')).toBeVisible();
    await expectNoAxeViolations(page, 'privacy notice in Spanish');

    // The operator wrote its own paragraphs in English only: shown, said so, and marked as English.
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Quién administra este registro' })).toBeVisible();
    const own = page.getByRole('region', { name: 'De Riverside Assistance Dogs, Inc.' });
    await expect(own.getByText('Riverside Assistance Dogs, Inc. escribió esta parte solo en inglés.')).toBeVisible();
    await expect(own.locator('[lang="en"]')).toContainText('Founded by trainers in 2019.');
    await expectNoAxeViolations(page, 'who runs this registry in Spanish');

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByText('La página que busca no existe o se ha movido.')).toBeVisible();
    await expectNoAxeViolations(page, 'not found in Spanish');
  });

  test('a whole registration in Spanish by keyboard, with the server’s refusal in Spanish; every step passes axe', async ({
    page,
  }, testInfo) => {
    const photo = await dogPhotoFile();
    const code = await addPaymentCode(testInfo, uniqueCode(testInfo));
    await page.goto('/register');
    await expect(page).toHaveTitle(/^Registrar un perro de servicio · /);
    const type = async (label: string, text: string) => {
      await tabTo(page, page.getByLabel(label, { exact: true }));
      await page.keyboard.type(text);
    };

    // Step 1, first with nothing filled in: the browser's own checks, in Spanish.
    await tabTo(page, page.getByRole('button', { name: 'Siguiente: datos del usuario' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: 'Hay un problema' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'El nombre del perro es obligatorio' })).toBeVisible();
    await expectNoAxeViolations(page, 'wizard step 1 errors in Spanish');

    await type('Nombre del perro', 'Teclas');
    await type('Raza', 'Border Collie');
    await type('Edad', '5 años');
    await tabTo(page, page.getByLabel('Tipo de servicio', { exact: true }));
    await page.keyboard.type('Respuesta');
    // Shown in Spanish, stored as the registry stores every service type.
    await expect(page.getByLabel('Tipo de servicio', { exact: true })).toHaveValue('Seizure Response');
    await type('Identificador del directorio de entrenadores', 'DEMO-12345');
    await tabTo(page, page.getByLabel('Foto del perro'));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(photo);
    await tabTo(page, page.getByRole('button', { name: 'Siguiente: datos del usuario' }));
    await page.keyboard.press('Enter');
    const continueButton = page.getByRole('button', { name: 'Continuar con los datos del usuario' });
    await expect(continueButton).toBeFocused();
    await expect(page.getByRole('dialog', { name: 'Entrenador verificado' })).toBeVisible();
    await expectNoAxeViolations(page, 'trainer verified in Spanish');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Paso 2 de 3: Datos del usuario' })).toBeFocused();
    await expectNoAxeViolations(page, 'wizard step 2 in Spanish');

    await type('Nombre completo', 'Sam Teclado');
    await type('Dirección', '1 Test Street');
    await type('Número de teléfono', '555-201-7788');
    await type('Correo electrónico', 'sam.teclado@example.org');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Paso 3 de 3: Verificación del pago' })).toBeFocused();

    // A code the server does not know: its refusal, shown in Spanish.
    await type('Número de confirmación de pago', 'NOT-A-REAL-CODE');
    await tabTo(page, page.getByRole('button', { name: 'Verificar el pago' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('link', {
        name: /^El registro no emitió este número de confirmación de pago\. .* comuníquese con el registro/,
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'wizard step 3 refusal in Spanish');

    await page.getByLabel('Número de confirmación de pago').fill('');
    await type('Número de confirmación de pago', code);
    await tabTo(page, page.getByRole('button', { name: 'Verificar el pago' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Pago confirmado. Ya puede completar su registro.')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Completar el registro' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: '¡Registro recibido!' })).toBeVisible();
    await expect(page.getByText('En revisión', { exact: true })).toBeVisible();
    expect(await countDogs(testInfo, 'Teclas')).toBe(1);
    await expectNoAxeViolations(page, 'confirmation in Spanish');
  });

  test('the owner prints the wallet card in Spanish: both faces fit, the law reads as ada.gov says it, the QR scans', async ({
    page,
    request,
  }, testInfo) => {
    const dog = await registerDog(request, testInfo, 'Impresa');
    await setDogState(testInfo, dog.id, { status: 'active' });
    await page.goto(`/registry/${dog.id}?key=${dog.ownerToken}`);
    await expect(page.getByRole('button', { name: 'Imprimir la tarjeta' })).toBeVisible();
    await expect(page.getByText('Estado: ACTIVO', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'card in Spanish');

    await page.emulateMedia({ media: 'print' });
    await expectFacesHoldTheirText(page);
    expect(await page.locator('.card-face').nth(0).innerText()).not.toMatch(OVERCLAIMS.es);
    await expectNoAxeViolations(page, 'card print view in Spanish');
    const pdf = testInfo.outputPath('tarjeta.pdf');
    await page.pdf({ path: pdf, format: 'Letter', printBackground: true });
    expect(await pdfPageCount(pdf)).toBe(1);
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const expected of [
      'PERRO DE SERVICIO',
      'Según la ADA, ningún negocio puede exigir esta tarjeta',
      'Impresa',
      dog.registryNumber,
      'ACTIVO',
      'Válida hasta',
      'Según la ADA, el personal solo puede hacer dos preguntas',
      '¿El perro es un animal de servicio requerido debido a una discapacidad?',
      '¿Qué trabajo o tarea ha sido entrenado a realizar el perro?',
      'No es una identificación del gobierno',
    ]) {
      expect(text, `the printed card says "${expected}"`).toContain(expected);
    }
    const scanned = await readQr(await rasterizePdf(pdf, 200));
    expect(scanned?.data).toContain(`#`);
  });

  for (const state of [
    { status: 'in_training', stamp: 'EN ENTRENAMIENTO — AÚN NO EVALUADO' },
    { status: 'pending', stamp: 'EN REVISIÓN — TODAVÍA NO ES VÁLIDA' },
  ] as const) {
    test(`a card ${state.status} prints its marking in Spanish, and every line fits`, async ({
      page,
      request,
    }, testInfo) => {
      const dog = await registerDog(request, testInfo, `Marcada ${state.status}`);
      await setDogState(testInfo, dog.id, { status: state.status });
      await page.goto(`/registry/${dog.id}?key=${dog.ownerToken}`);
      await expect(page.getByText(state.stamp)).toBeVisible();
      await page.emulateMedia({ media: 'print' });
      await expectFacesHoldTheirText(page);
    });
  }

  test('a verifier reads a scanned card’s verdict in Spanish, announced, with the card’s details', async ({
    page,
    request,
  }, testInfo) => {
    const dog = await registerDog(request, testInfo, 'Escaneada');
    await setDogState(testInfo, dog.id, { status: 'active' });
    const svg = await (
      await request.get(`/api/dogs/${dog.id}/qr.svg?key=${encodeURIComponent(dog.ownerToken)}`)
    ).body();
    const address = (await readQr(svg))?.data ?? '';
    await page.goto(address);
    const verdict = page.getByRole('heading', { level: 2, name: 'Válido' });
    await expect(verdict).toBeFocused();
    const panel = page.getByRole('region', { name: 'Válido' });
    await expect(panel).toContainText('firmó esta tarjeta, y es válida hasta el');
    await expect(panel).toContainText(dog.registryNumber);
    await expect(panel).toContainText('Verificada en este dispositivo con las claves del registro');
    await expect(page).toHaveTitle(/^Verificar un registro · /);
    await expectNoAxeViolations(page, 'verify: valid, in Spanish');
  });

  test('the owner link’s tools speak Spanish: renew, lost card, look-ups, contact details', async ({
    page,
    request,
  }, testInfo) => {
    const dog = await registerDog(request, testInfo, 'Propia');
    await setDogState(testInfo, dog.id, { status: 'active' });
    await page.goto(`/registry/${dog.id}?key=${dog.ownerToken}`);
    const tools = page.getByRole('region', { name: 'Administrar este registro' });
    await expect(tools).toBeVisible();
    await expect(tools.getByRole('heading', { name: 'Tarjeta perdida' })).toBeVisible();
    await expect(tools.getByRole('button', { name: 'Reemplazar una tarjeta perdida' })).toBeVisible();
    await tools.getByRole('button', { name: 'Consultas' }).click();
    await expect(tools.getByText('Ninguna consulta en los últimos 12 meses')).toBeVisible();
    await tools.getByRole('button', { name: 'Sus datos de contacto' }).click();
    await expect(tools.getByLabel('Nombre completo')).toHaveValue('Riley Handler');
    await tools.getByLabel('Correo electrónico').fill('no es un correo');
    await tools.getByRole('button', { name: 'Guardar los datos de contacto' }).click();
    await expect(tools.getByText('El correo electrónico no es válido')).toBeVisible();
    await expectNoAxeViolations(page, 'owner tools in Spanish');

    // Switching language reloads the tools' words too.
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.getByRole('region', { name: 'Manage this registration' })).toBeVisible();
  });

  test('a length limit is said in Spanish, with its number', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Nombre del perro').fill('x'.repeat(101));
    await page.getByRole('button', { name: 'Siguiente: datos del usuario' }).click();
    await expect(
      page.getByRole('link', { name: 'El nombre del perro debe tener 100 caracteres o menos' }),
    ).toBeVisible();
  });

  test('every state a visitor or owner can meet reads in Spanish and passes axe', async ({
    page,
    request,
  }, testInfo) => {
    // One registration per state, each set before its first visit (the server keeps what it read).
    const pending = await registerDog(request, testInfo, 'Pendiente');
    const active = await registerDog(request, testInfo, 'Activa');
    const suspended = await registerDog(request, testInfo, 'Suspendida');
    const revoked = await registerDog(request, testInfo, 'Revocada');
    await setDogState(testInfo, active.id, { status: 'active' });
    await setDogState(testInfo, suspended.id, { status: 'suspended' });
    await setDogState(testInfo, revoked.id, { status: 'revoked' });

    // Pending, as a visitor sees it: its number, the dog's name and why it is not yet valid.
    await page.goto(`/registry/${pending.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'En revisión' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Un negocio solo puede hacer estas dos preguntas:' })).toBeVisible();
    await expect(page.getByText(/está en revisión\. Todavía no es un registro válido/)).toBeVisible();
    await expectNoAxeViolations(page, 'card pending, visitor, in Spanish');

    // Active, as a visitor sees it.
    await page.goto(`/registry/${active.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Válido' })).toBeFocused();
    await expect(page.getByText('Un visitante ve solo el nombre y la inicial del apellido del usuario')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Usuario' }).getByText('Riley H.', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'card active, visitor, in Spanish');

    // An altered signed code.
    const svg = await (
      await request.get(`/api/dogs/${active.id}/qr.svg?key=${encodeURIComponent(active.ownerToken)}`)
    ).body();
    const [base, token] = ((await readQr(svg))?.data ?? '').split('#') as [string, string];
    // One digit of the signed claims changed.
    const at = Math.floor(token.length / 2);
    const altered = `${token.slice(0, at)}${(Number(token[at]) + 1) % 10}${token.slice(at + 1)}`;
    await page.goto(`${base}#${altered}`);
    await expect(page.getByRole('heading', { level: 2, name: 'No emitida por este registro' })).toBeFocused();
    await expect(page.getByText('la tarjeta puede estar falsificada o alterada')).toBeVisible();
    await expectNoAxeViolations(page, 'verify: not issued, in Spanish');

    // Suspended, for its owner: no card, and why.
    await page.goto(`/registry/${suspended.id}?key=${suspended.ownerToken}`);
    await expect(
      page.getByRole('heading', { name: 'No se puede imprimir una tarjeta para este registro' }),
    ).toBeVisible();
    await expect(page.getByText(/está suspendido: a quien lo verifique se le informa/)).toBeVisible();
    await expectNoAxeViolations(page, 'no card, owner, in Spanish');

    // Revoked, as a visitor sees it: revoked, nothing more.
    await page.goto(`/registry/${revoked.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Estado del registro' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Revocado' })).toBeFocused();
    await expect(page.getByText(/revocó el registro .*\. No es válido\./)).toBeVisible();
    await expect(page).toHaveTitle(/^No es un registro válido \(/);
    await expectNoAxeViolations(page, 'not valid, visitor, in Spanish');
  });

  test('a look-up the server cannot answer says so in Spanish, announced', async ({ page }) => {
    await page.goto('/lookup');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Escriba un número de registro');
    await page.getByLabel('Número de registro').fill('SDR-999999');
    // The API is asked in the reader's language, for the words the server builds itself.
    const asked = page.waitForRequest((request) => request.url().includes('/api/lookup/'));
    await page.getByRole('button', { name: 'Buscar' }).click();
    expect((await asked).headers()['accept-language']).toBe('es');
    await expect(page.getByRole('alert')).toHaveText(
      'No se encontró ningún perro de servicio con este número de registro',
    );
  });
});

test('the language switch works by keyboard, is remembered, and its link carries the language', async ({ page }) => {
  await page.goto('/lookup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Registry number').fill('SDR-0001');
  const toSpanish = page.getByRole('link', { name: 'Español' });
  await toSpanish.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Verificar un registro' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveURL(/\/lookup\?lang=es$/);
  await expect(page).toHaveTitle(/^Verificar un registro · /);
  // What the reader typed survives the switch.
  await expect(page.getByLabel('Número de registro')).toHaveValue('SDR-0001');

  await page.goto('/fees');
  await expect(page.getByRole('heading', { level: 1, name: 'Tarifas' })).toBeVisible();

  await page.goto('/?lang=en');
  await expect(page.getByRole('heading', { name: 'What the law says' })).toBeVisible();
  await page.goto('/fees');
  await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
});

test('on a phone the other language is the first entry of the menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/fees');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link').first()).toHaveText('Español');
  await menu.getByRole('link', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tarifas' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link').first()).toHaveText('English');
  await expectNoAxeViolations(page, 'phone menu in Spanish');
});
