import fs from 'node:fs';
import path from 'node:path';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import * as schema from './index';

/**
 * The committed migrations are the schema: what `npm run db:generate` would write (the schema files against the
 * latest snapshot in apps/api/drizzle/meta) is nothing. A schema edit without its migration, or a refactor of the
 * schema files that changes a table, fails here.
 */
describe('db schema and migrations', () => {
  it('the schema files need no new migration', async () => {
    const meta = path.join(__dirname, '..', '..', '..', 'drizzle', 'meta');
    const journal = JSON.parse(fs.readFileSync(path.join(meta, '_journal.json'), 'utf8')) as { entries: Array<{ idx: number; tag: string }> };
    const last = journal.entries.at(-1)!;
    const snapshot = JSON.parse(fs.readFileSync(path.join(meta, `${String(last.idx).padStart(4, '0')}_snapshot.json`), 'utf8')) as DrizzleSnapshotJSON;
    const current = generateDrizzleJson(schema as Record<string, unknown>, snapshot.id);
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });
});
