/**
 * `npm start`: builds what is missing, then serves the shell at /, each remote under
 * /remotes/<name>/ and the API under /v1/api from one origin (default http://localhost:4200).
 */
import { buildWebApps, webRoot } from './workspace';

async function main() {
  await buildWebApps();
  process.env.PORT ??= '4200';
  process.env.WEB_ROOT ??= webRoot;
  await import('../apps/api/src/main');
}

void main();
