import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/test';
import { moduleFooter } from './support/app';

const root = path.resolve(__dirname, '../../..');
const dist = path.join(root, 'dist/apps');

/** Every built file of the other apps with its modification time. */
function snapshotExcept(app: string): Record<string, number> {
  const files: Record<string, number> = {};
  for (const folder of readdirSync(dist).filter((f) => f !== app)) {
    for (const file of readdirSync(path.join(dist, folder))) {
      files[`${folder}/${file}`] = statSync(path.join(dist, folder, file)).mtimeMs;
    }
  }
  return files;
}

function buildAddress(version: string) {
  execFileSync(path.join(root, 'node_modules/.bin/rspack'), ['build', '-c', 'apps/address/rspack.config.ts', '--mode', 'production'], {
    cwd: root,
    env: { ...process.env, APP_VERSION: version },
    stdio: 'pipe',
  });
}

test.use({ role: 'shipper' });

test('one remote is released alone: a reload of the running shell serves its new text', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/address');
  await expect(moduleFooter(page)).toHaveText(/address · 0\.1\.0/);

  const before = snapshotExcept('address');
  const release = `release-${Date.now()}`;
  try {
    buildAddress(release);
    await page.reload();
    await expect(moduleFooter(page)).toHaveText(`address · ${release}`);
    await page.goto('/versions');
    await expect(page.getByRole('row', { name: new RegExp(`address ${release}`) })).toBeVisible();
    // Neither the shell nor any other remote was rebuilt.
    expect(snapshotExcept('address')).toEqual(before);
  } finally {
    buildAddress(process.env.APP_VERSION ?? '0.1.0');
  }
});
