import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { followNavLink, logIn } from './support/app';
import { expect, test } from './support/test';
import { DEMO, E2E_PORT } from './support/env';

const root = path.resolve(__dirname, '../../..');
const PORT = 4315;
const base = `http://127.0.0.1:${PORT}`;
let devServer: ChildProcess | undefined;

test.describe('the address remote served alone (nx serve address)', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // The same command `npx nx serve address` runs, against the API of the e2e server.
    devServer = spawn(path.join(root, 'node_modules/.bin/tsx'), ['tools/serve-app.ts', 'address'], {
      cwd: root,
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, API_URL: `http://127.0.0.1:${E2E_PORT}`, DEV_SERVER_PORT: String(PORT) },
    });
    // Ready when it serves its page (until then the port is closed or the first compilation runs).
    const serves = () =>
      fetch(`${base}/login`).then(
        (response) => response.ok,
        () => false,
      );
    await expect.poll(serves, { message: 'the address dev server did not start', timeout: 150_000 }).toBe(true);
  });

  test.afterAll(() => {
    if (devServer?.pid) process.kill(-devServer.pid, 'SIGTERM');
  });

  test('logs in with the same screen and guards and shows the module', async ({ page }) => {
    await page.goto(`${base}/address/add`);
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, DEMO.shipper);
    await expect(page).toHaveURL(/\/address\/add$/);
    await expect(page.getByRole('heading', { name: 'Add address', level: 1 })).toBeVisible();
    await expect(page.getByTestId('module-footer')).toContainText('address');
    // The shell's navigation leads to the module's list (under "More" when the row is full).
    await followNavLink(page, 'Address book');
    await expect(page).toHaveURL(/\/address$/);
    await expect(page.getByTestId('module-footer')).toContainText('address');
  });

  test('refuses a user without the address permission', async ({ page }) => {
    await page.goto(`${base}/login`);
    await logIn(page, DEMO.carrier);
    // Signed in, the module's home is /address, which this account may not open.
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  });
});
