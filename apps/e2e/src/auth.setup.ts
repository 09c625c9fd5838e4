import { expect, test as setup } from './support/test';
import { logIn } from './support/app';
import { DEMO, storageStateFile, type Role } from './support/env';

/** Each demo account signs in once per run; the other tests start from its saved state (`test.use({ role })`). */
const LANDING: Record<Role, RegExp> = {
  admin: /\/dashboard$/,
  shipper: /\/dashboard$/,
  carrier: /\/dashboard$/,
  pending: /\/checkout$/,
  interstate: /\/dashboard$/,
};

for (const role of Object.keys(DEMO) as Role[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await logIn(page, DEMO[role]);
    await expect(page).toHaveURL(LANDING[role]);
    await page.context().storageState({ path: storageStateFile(role) });
  });
}
