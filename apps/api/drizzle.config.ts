import path from 'node:path';
import { defineConfig } from 'drizzle-kit';

// Generates versioned SQL migrations from src/db/schema/ (index.ts re-exports one file per domain) into
// apps/api/drizzle/ (run `npm run db:generate` from the workspace root). They are committed and applied at start-up by src/db/migrate.ts.
// Paths are relative to the workspace root, where the root script runs drizzle-kit.
export default defineConfig({
  dialect: 'postgresql',
  schema: path.relative(process.cwd(), path.join(__dirname, 'src', 'db', 'schema', 'index.ts')),
  out: path.relative(process.cwd(), path.join(__dirname, 'drizzle')),
  strict: true,
  verbose: true,
});
