import { expect, test } from './console-guard';
import { E2E_ADMIN, e2eAppCode, ensureAdminWithApp } from './staff-session';
import { recordedWords } from './database';
import { registerDog } from './registrations';
import { expectNoEnglish } from './english-words';
import { expectNoAxeViolations } from './support';
import { sendsEmail } from './mail';

test.use({ locale: 'es-MX' });

test('staff read the whole staff area in Spanish: sign-in, dashboard, a record, trainers, codes, activity', async ({
  page,
  request,
}, testInfo) => {
  await ensureAdminWithApp(testInfo);
  const { registryName } = await (await request.get('/api/config')).json();
  // Proper names and what people typed into the records (other tests' too) are theirs, not the site's words.
  const names = async () => [registryName, E2E_ADMIN.email, ...(await recordedWords(testInfo))];
  const name = `Canela ${testInfo.project.name}${Date.now().toString(36)}`;
  const dog = await registerDog(request, testInfo, name);

  await page.goto('/admin/setup/not-a-setup-token');
  await expect(page.getByRole('heading', { level: 1, name: 'El enlace de configuración no es válido' })).toBeVisible();
  await expectNoAxeViolations(page, 'spent setup link in Spanish');
  await expectNoEnglish(page, 'spent setup link in Spanish', await names());

  // Sign-in: the browser's refusal and the server's, both in Spanish.
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso del personal' })).toBeVisible();
  await expect(page).toHaveTitle(/^Acceso del personal · /);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert')).toHaveText('El correo electrónico y la contraseña son obligatorios');
  await page.getByLabel('Correo electrónico').fill(E2E_ADMIN.email);
  await page.getByLabel('Contraseña').fill('una contraseña equivocada');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert')).toHaveText('Correo electrónico o contraseña no válidos');
  await expectNoAxeViolations(page, 'sign-in with an error in Spanish');
  await expectNoEnglish(page, 'sign-in with an error in Spanish', await names());
  await page.getByLabel('Contraseña').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme que es usted' })).toBeFocused();
  await expectNoAxeViolations(page, 'second factor in Spanish');
  await expectNoEnglish(page, 'second factor in Spanish', await names());
  await page.getByLabel('Código de su aplicación de autenticación').fill(await e2eAppCode());
  await page.getByRole('button', { name: 'Verificar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Panel de administración' })).toBeVisible();
  await expect(page).toHaveTitle(/^Panel de administración · /);
  const staffNav = page.getByRole('navigation', { name: 'Administración' });
  await expect(staffNav.getByRole('link')).toHaveText([
    'Panel',
    'Entrenadores',
    'Pruebas y entrenamiento',
    'Códigos de pago',
    'Actividad',
    'Negativas',
    // Only while the registry sends no email: what staff pass on by hand (decision 049).
    ...(sendsEmail(testInfo) ? [] : ['Para entregar']),
    'Seguridad',
  ]);
  await page.getByLabel('Buscar').fill(name);
  await expect(page.getByText('Mostrando 1-1 de 1 registro')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'EN REVISIÓN' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Más acciones para ${name}` }).first()).toContainText('Más');
  await expectNoAxeViolations(page, 'dashboard in Spanish');
  // A record's menu open: each item's name holds its visible words (axe: label-content-name-mismatch).
  await page
    .getByRole('button', { name: `Más acciones para ${name}` })
    .first()
    .click();
  await expect(page.getByRole('link', { name: `Ver tarjeta de ${name}` }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'a record menu in Spanish');
  await page.keyboard.press('Escape');
  await expectNoEnglish(page, 'dashboard in Spanish', await names());
  await page.getByRole('button', { name: `Aprobar ${name}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'registro aprobado' })).toHaveText(
    `${name} (${dog.registryNumber}): registro aprobado.`,
  );

  // A record: the staff forms' own validation messages, from the shared schemas, in Spanish.
  await page.getByRole('link', { name: `Editar ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const tests = page.getByRole('region', { name: 'Pruebas de acceso público' });
  await tests.getByRole('button', { name: 'Anotar la prueba' }).click();
  await expect(tests.getByText('Use el formato AAAA-MM-DD')).toBeVisible();
  await expect(tests.getByText('El identificador del directorio del evaluador es obligatorio')).toBeVisible();
  await expectNoAxeViolations(page, 'a record with errors in Spanish');
  await expectNoEnglish(page, 'a record with errors in Spanish', await names());

  await staffNav.getByRole('link', { name: 'Entrenadores' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Directorio de entrenadores' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar el entrenador' }).click();
  await expect(page.getByText('El identificador del directorio es obligatorio')).toBeVisible();
  await expectNoAxeViolations(page, 'trainers in Spanish');
  await expectNoEnglish(page, 'trainers in Spanish', await names());
  await page
    .getByRole('button', { name: /^Invitar a .* a una cuenta$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: /^Invitar a .* a registrar pruebas y entrenamiento$/ })).toBeFocused();
  await page.getByRole('button', { name: 'Crear invitación' }).click();
  await expect(page.getByText('El correo electrónico no es válido')).toBeVisible();
  await expectNoAxeViolations(page, 'a trainer invitation in Spanish');
  await expectNoEnglish(page, 'a trainer invitation in Spanish', await names());

  // The trainer's page, found a team: the checklist and the training log in Spanish.
  await staffNav.getByRole('link', { name: 'Pruebas y entrenamiento' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pruebas y entrenamiento' })).toBeVisible();
  await page.getByLabel('Número de registro').fill(dog.registryNumber);
  await page.getByRole('button', { name: 'Buscar equipo' }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${name} con `) })).toBeVisible();
  await expectNoAxeViolations(page, 'a team on the trainer page in Spanish');
  await expectNoEnglish(page, 'a team on the trainer page in Spanish', await names());

  await staffNav.getByRole('link', { name: 'Códigos de pago' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Códigos de pago' })).toBeVisible();
  await expectNoAxeViolations(page, 'payment codes in Spanish');
  await expectNoEnglish(page, 'payment codes in Spanish', await names());

  await staffNav.getByRole('link', { name: 'Actividad' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Historial de actividad' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Aprobó el registro' }).first()).toBeVisible();
  // Who acted, when it was no staff member: the handler through the public form.
  await expect(page.getByRole('cell', { name: 'público', exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'activity in Spanish');
  await expectNoEnglish(page, 'activity in Spanish', await names());
});
