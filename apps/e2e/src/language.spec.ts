import { followNavLink } from './support/app';
import { expect, test } from './support/test';
import { DEMO, E2E_PORT } from './support/env';

test.describe('signed in as a shipper', () => {
  test.use({ role: 'shipper' });

  test('the language switch changes the UI to Spanish and French and survives a reload', async ({ page, context }) => {
    await page.goto('/dashboard');
    const languages = page.getByRole('combobox', { name: 'Language' });
    await expect(languages.locator('option')).toHaveText(['Español', 'English', 'Français']);
    await expect(languages.locator('option[lang="es"]')).toHaveText('Español');

    await languages.selectOption('sp');
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bienvenido');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('sp');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bienvenido');
    // Each language keeps its own name whatever the page's language.
    await expect(page.getByRole('combobox', { name: 'Idioma' }).locator('option')).toHaveText(['Español', 'English', 'Français']);

    // A remote's own texts follow the language too.
    await followNavLink(page, 'Directorio');
    await expect(page.getByRole('heading', { name: 'Directorio', level: 1 })).toBeVisible();

    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('fr');
    await expect(page.getByRole('heading', { name: "Carnet d'adresses", level: 1 })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "Carnet d'adresses", level: 1 })).toBeVisible();
  });
});

test('the API receives the chosen language in its language header', async ({ page, context }) => {
  await context.addCookies([{ name: 'lang', value: 'fr', url: `http://127.0.0.1:${E2E_PORT}` }]);
  const header = page.waitForRequest('**/v1/api/user-manager/login');
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await page.getByLabel('E-mail').fill(DEMO.shipper);
  await page.getByLabel('Mot de passe').fill('demo1234');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  expect((await header).headers()['language']).toBe('fr');
});
