import type { Db } from '../db/client';
import { seedDemoData, upsertModules } from './demo';

export interface SeedStepOptions {
  /** The demo companies, accounts and world, created when missing; otherwise only the reference rows. */
  demo: boolean;
  log?: (message: string) => void;
}

/**
 * The seed, a step of its own after the migrations (db/migrate.ts runs it under the start-up lock): the reference
 * rows every database needs (the module catalogue, plans, equipment), and with `demo` the demo data.
 */
export function seedStep({ demo, log }: SeedStepOptions): (db: Db) => Promise<void> {
  return async (db) => {
    if (!demo) {
      await upsertModules(db);
      return;
    }
    const started = Date.now();
    const created = await seedDemoData(db);
    if (created.accounts) log?.('Demo accounts created (their sign-in is in the README)');
    if (created.world) {
      const counts = Object.entries(created.world)
        .map(([name, count]) => `${count} ${name}`)
        .join(', ');
      log?.(`Demo world created in ${Date.now() - started} ms: ${counts}`);
    }
  };
}
