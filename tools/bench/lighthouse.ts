/**
 * Lighthouse (mobile: its default emulated phone, simulated slow 4G and 4× CPU slowdown) on `/login` and on
 * `/dashboard` signed in, in Debian's Chromium. The dashboard run keeps the session (cookies and storage) of a
 * sign-in made in the same browser just before, but starts from an empty HTTP cache, as the login run does.
 *
 * Alone: `npx tsx tools/bench/lighthouse.ts --url http://127.0.0.1:4200` prints the lines `npm run bench` prints;
 * `--report <dir>` also writes both JSON reports there.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { BENCH_CHROMIUM_ARGS } from './login-transfer';

interface LighthouseScores {
  performance: number;
  accessibility: number;
  /** The metrics behind the performance score, in milliseconds (CLS unitless). */
  metrics: Record<'fcp' | 'lcp' | 'tbt' | 'cls' | 'si', number>;
  /** Failed accessibility audits (id: title). */
  accessibilityFailures: string[];
  report: unknown;
}

interface LighthouseResult {
  lhr: {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { id: string; title: string; score: number | null; scoreDisplayMode: string; numericValue?: number }>;
  };
}

const METRIC_AUDITS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
} as const;

function scoresOf({ lhr }: LighthouseResult): LighthouseScores {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const metrics = Object.fromEntries(
    Object.entries(METRIC_AUDITS).map(([name, audit]) => [name, lhr.audits[audit]?.numericValue ?? Number.NaN]),
  ) as LighthouseScores['metrics'];
  const accessibilityFailures = Object.values(lhr.audits)
    .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0 && ACCESSIBILITY_AUDITS.has(audit.id))
    .map((audit) => `${audit.id}: ${audit.title}`);
  return { performance: score('performance'), accessibility: score('accessibility'), metrics, accessibilityFailures, report: lhr };
}

let ACCESSIBILITY_AUDITS = new Set<string>();

export interface LighthouseRun {
  login: LighthouseScores;
  dashboard: LighthouseScores;
}

/** Runs both pages; `signIn` fills the login form of a page in the same browser. */
export async function runLighthouse(
  baseUrl: string,
  credentials: { email: string; password: string } = { email: 'admin@demo.test', password: 'demo1234' },
): Promise<LighthouseRun> {
  // Both packages are ES modules only.
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse, defaultConfig } = await import('lighthouse');
  ACCESSIBILITY_AUDITS = new Set((defaultConfig.categories?.accessibility?.auditRefs ?? []).map((ref: { id: string }) => ref.id));
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...BENCH_CHROMIUM_ARGS],
  });
  try {
    const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: ['performance', 'accessibility'] };
    const login = await lighthouse(`${baseUrl}/login`, flags);
    if (!login) throw new Error('Lighthouse returned nothing for /login');

    // Sign in in the same browser, then drop its HTTP cache (not its cookies or storage) for a cold dashboard.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(credentials.email);
    await page.getByLabel('Password').fill(credentials.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByTestId('module-footer').waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
    await browser.close();

    const dashboard = await lighthouse(`${baseUrl}/dashboard`, { ...flags, disableStorageReset: true });
    if (!dashboard) throw new Error('Lighthouse returned nothing for /dashboard');
    const finalUrl = (dashboard.lhr as { finalDisplayedUrl?: string }).finalDisplayedUrl ?? '';
    if (!finalUrl.endsWith('/dashboard')) throw new Error(`The dashboard run was not signed in: it ended on ${finalUrl}`);
    return { login: scoresOf(login as unknown as LighthouseResult), dashboard: scoresOf(dashboard as unknown as LighthouseResult) };
  } finally {
    chrome.kill();
  }
}

export function printLighthouse(run: LighthouseRun, print: (name: string, value: number, unit: string) => void): void {
  for (const [page, scores] of Object.entries(run)) {
    const { fcp, lcp, tbt, cls, si } = scores.metrics;
    print(
      `lighthouse_${page}`,
      scores.performance,
      `/100 (FCP ${Math.round(fcp)} ms, LCP ${Math.round(lcp)} ms, TBT ${Math.round(tbt)} ms, CLS ${cls.toFixed(3)}, SI ${Math.round(si)} ms)`,
    );
    const failures = scores.accessibilityFailures.length ? ` (failed: ${scores.accessibilityFailures.join('; ')})` : '';
    print(`lighthouse_${page}_accessibility`, scores.accessibility, `/100${failures}`);
  }
}

async function main() {
  const index = process.argv.indexOf('--url');
  const baseUrl = index > 0 ? process.argv[index + 1]! : 'http://127.0.0.1:4200';
  const run = await runLighthouse(baseUrl);
  printLighthouse(run, (name, value, unit) => console.log(`${name}: ${value} ${unit}`));
  const reportIndex = process.argv.indexOf('--report');
  if (reportIndex > 0) {
    const dir = process.argv[reportIndex + 1]!;
    mkdirSync(dir, { recursive: true });
    for (const [page, scores] of Object.entries(run)) writeFileSync(path.join(dir, `lighthouse-${page}.json`), JSON.stringify(scores.report));
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
