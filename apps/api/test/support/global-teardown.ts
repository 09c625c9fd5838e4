import fs from 'node:fs';

/** Stops the test PostgreSQL and removes its temporary directory. */
export default async function globalTeardown(): Promise<void> {
  const state = globalThis.__freightTestPostgres;
  if (!state) return;
  globalThis.__freightTestPostgres = undefined;
  try {
    await state.server.stop();
  } finally {
    fs.rmSync(state.dir, { recursive: true, force: true });
  }
}
