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
/** Each step's time, printed again at the end. */
const times: Array<[string, number]> = [];

function step(title: string) {
  console.log(`\n━━ ${title} ━━`);
}

function finish(code: number): never {
  console.log(`\n━━ Times ━━\n${times.map(([title, seconds]) => `${seconds.toFixed(1).padStart(8)} s  ${title}`).join('\n')}`);
  console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
  process.exit(code);
}

async function must(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  step(title);
  const started = Date.now();
  const code = await run(command, args, { env: { ...process.env, ...env } });
  const seconds = (Date.now() - started) / 1000;
  times.push([title, seconds]);
  console.log(`${title}: ${code === 0 ? 'ok' : `failed (exit ${code})`} in ${seconds.toFixed(1)} s`);
  return code;
}

/** The ten slowest of (name, seconds), one line each. */
function printSlowest(title: string, entries: Array<[string, number]>) {
  const slowest = [...entries].sort((a, b) => b[1] - a[1]).slice(0, 10);
  console.log(`\nThe ten slowest ${title}:\n${slowest.map(([name, seconds]) => `${seconds.toFixed(1).padStart(8)} s  ${name}`).join('\n')}`);
}

const relative = (file: string) => path.relative(workspaceRoot, file);

interface JestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{ name: string; startTime: number; endTime: number }>;
}

interface PlaywrightSuite {
  file: string;
  specs?: Array<{ tests: Array<{ results: Array<{ duration: number }> }> }>;
  suites?: PlaywrightSuite[];
}

/** Seconds per spec file of a Playwright JSON report (every test's runs, retries included). */
function e2eFileTimes(suites: PlaywrightSuite[]): Array<[string, number]> {
  const totals = new Map<string, number>();
  const walk = (suite: PlaywrightSuite) => {
    const ms = (suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((test) => test.results.map((result) => result.duration))).reduce((a, b) => a + b, 0);
    totals.set(suite.file, (totals.get(suite.file) ?? 0) + ms / 1000);
    (suite.suites ?? []).forEach(walk);
  };
  suites.forEach(walk);
  return [...totals];
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
  const jest = readJson<JestReport>(jestFile);
  if (jest)
    printSlowest(
      'jest suites',
      jest.testResults.map((suite) => [relative(suite.name), (suite.endTime - suite.startTime) / 1000]),
    );
  tally.passed += jest?.numPassedTests ?? 0;
  tally.failed += jest?.numFailedTests ?? (jestCode === 0 ? 0 : 1);
  if (jestCode !== 0) finish(jestCode);

  step('Production build');
  const buildStarted = Date.now();
  await buildWebApps();
  times.push(['Production build', (Date.now() - buildStarted) / 1000]);

  const e2eFile = path.join(results, 'e2e.json');
  const e2eCode = await must('End-to-end tests (Playwright, Chromium)', bin('tsx'), ['tools/e2e.ts'], { E2E_JSON_REPORT: e2eFile });
  const e2e = readJson<{ stats: { expected: number; unexpected: number; flaky: number }; suites?: PlaywrightSuite[] }>(e2eFile);
  if (e2e?.suites) printSlowest('e2e specs', e2eFileTimes(e2e.suites));
  tally.passed += (e2e?.stats.expected ?? 0) + (e2e?.stats.flaky ?? 0);
  tally.failed += e2e?.stats.unexpected ?? (e2eCode === 0 ? 0 : 1);
  finish(e2eCode);
}

void main();
