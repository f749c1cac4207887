import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support';

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

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByText('La página que busca no existe o se ha movido.')).toBeVisible();
    await expectNoAxeViolations(page, 'not found in Spanish');
  });

  test('a look-up the server cannot answer says so in Spanish, announced', async ({ page }) => {
    await page.goto('/lookup');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Escriba un número de registro');
    await page.getByLabel('Número de registro').fill('SDR-999999');
    await page.getByRole('button', { name: 'Buscar' }).click();
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
