/**
 * `npm test`: type check, lint, jest (libs, remotes, tools and the API against a real embedded
 * PostgreSQL), then Playwright against the production build. Stops at the first failing step
 * and ends with one summary line: 'N passed, N failed'.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bin, buildWebApps, run, workspaceRoot } from './workspace';

const results = path.join(workspaceRoot, 'tmp/test-results');
const tally = { passed: 0, failed: 0 };

function step(title: string) {
  console.log(`\n━━ ${title} ━━`);
}

function finish(code: number): never {
  console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
  process.exit(code);
}

async function must(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  step(title);
  const started = Date.now();
  const code = await run(command, args, { env: { ...process.env, ...env } });
  console.log(`${title}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return code;
}

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

async function main() {
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });

  if ((await must('Type check', bin('tsc'), ['-p', 'tsconfig.json'])) !== 0) finish(1);
  if ((await must('Lint', bin('tsx'), ['tools/lint.ts'])) !== 0) finish(1);

  const jestFile = path.join(results, 'jest.json');
  const jestCode = await must('Unit and API tests (jest)', bin('jest'), ['--ci', '--json', `--outputFile=${jestFile}`]);
  const jest = readJson<{ numPassedTests: number; numFailedTests: number }>(jestFile);
  tally.passed += jest?.numPassedTests ?? 0;
  tally.failed += jest?.numFailedTests ?? (jestCode === 0 ? 0 : 1);
  if (jestCode !== 0) finish(jestCode);

  step('Production build');
  await buildWebApps();

  const e2eFile = path.join(results, 'e2e.json');
  const e2eCode = await must(
    'End-to-end tests (Playwright, Chromium)',
    bin('tsx'),
    ['tools/e2e.ts'],
    { E2E_JSON_REPORT: e2eFile },
  );
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(e2eFile);
  tally.passed += (e2e?.stats.expected ?? 0) + (e2e?.stats.flaky ?? 0);
  tally.failed += e2e?.stats.unexpected ?? (e2eCode === 0 ? 0 : 1);
  finish(e2eCode);
}

void main();
