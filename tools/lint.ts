/**
 * `npm run lint`: the workspace's own checks (tools/checks/: the API's environment reads and its domains' cycles), the
 * format (Prettier), knip (knip.ts: unused files, exports and dependencies), then ESLint over the workspace. The module-boundary rule
 * needs Nx's project graph and silently skips itself when none is cached (a fresh clone), so the graph is computed first.
 */
import { checkDomainCycles } from './checks/api-domains';
import { checkProcessEnv, describeUse } from './checks/process-env';
import { bin, nx, runOrExit, workspaceRoot } from './workspace';

/** Only apps/api/src/config.ts reads the environment (tools/checks/process-env.ts). */
function checkApiEnvironment() {
  const uses = checkProcessEnv(workspaceRoot);
  if (uses.length === 0) return;
  for (const use of uses) console.error(describeUse(use));
  console.error(`\n✖ ${uses.length} use${uses.length === 1 ? '' : 's'} of process.env outside apps/api/src/config.ts`);
  process.exit(1);
}

/** The API's domains import one another without a cycle (tools/checks/api-domains.ts). */
function checkApiDomains() {
  const cycles = checkDomainCycles(workspaceRoot);
  if (cycles.length === 0) return;
  for (const cycle of cycles) console.error(`apps/api/src: the domains import one another in a cycle: ${cycle}`);
  console.error(`\n✖ ${cycles.length} cycle${cycles.length === 1 ? '' : 's'} between the API's domains (docs/ARCHITECTURE.md, "The API's domains")`);
  process.exit(1);
}

/** The files Prettier formats: the code (the docs, the JSON records and the styles keep their own layout). */
const FORMATTED = '**/*.{ts,tsx,mts,mjs,cjs,js}';

async function main() {
  checkApiEnvironment();
  checkApiDomains();
  // One format (.prettierrc.json); `npm run format` writes it.
  await runOrExit(bin('prettier'), ['--check', '--log-level=warn', FORMATTED]);
  await runOrExit(bin('knip'), ['--no-progress']);
  await nx(['show', 'projects'], { stdio: 'ignore' });
  await runOrExit(bin('eslint'), ['.', '--max-warnings=0', ...process.argv.slice(2)]);
}

void main();
