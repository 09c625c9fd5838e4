/**
 * `npm run lint`: ESLint over the workspace. The module-boundary rule needs Nx's project graph and
 * silently skips itself when none is cached (a fresh clone), so the graph is computed first.
 */
import { bin, nx, runOrExit } from './workspace';

async function main() {
  await nx(['show', 'projects'], { stdio: 'ignore' });
  await runOrExit(bin('eslint'), ['.', '--max-warnings=0', ...process.argv.slice(2)]);
}

void main();
