import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { appSettings } from './schema';

/** Server-wide settings (`app_settings`); not tenant data, so not scoped by company. */
async function getSetting(db: DbOrTx, key: string): Promise<string | undefined> {
  const rows = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key)).limit(1);
  return rows[0]?.value;
}

/** Returns the stored value, storing `make()` first if there is none. Safe when several processes race. */
export async function getOrCreateSetting(db: DbOrTx, key: string, make: () => string): Promise<string> {
  const existing = await getSetting(db, key);
  if (existing !== undefined) return existing;
  await db.insert(appSettings).values({ key, value: make() }).onConflictDoNothing({ target: appSettings.key });
  const stored = await getSetting(db, key);
  if (stored === undefined) throw new Error(`Setting ${key} could not be stored`);
  return stored;
}
