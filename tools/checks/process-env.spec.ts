/**
 * @jest-environment node
 *
 * The API reads its environment only in apps/api/src/config.ts: `npm run lint` (tools/lint.ts) refuses any other
 * process.env in apps/api/src, and these samples show what it refuses and what it lets through.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkProcessEnv, describeUse, processEnvUses } from './process-env';

const root = path.resolve(__dirname, '../..');

describe('process.env outside config.ts', () => {
  it.each([
    ['a read', 'export const port = Number(process.env.PORT ?? 3333);\n', 'process.env'],
    ['an indexed read', "export const key = process['env'].SHIPPO_API_KEY;\n", "process['env']"],
    ['a destructured read', 'const { env } = process;\nexport const url = env.DATABASE_URL;\n', '{ env } = process'],
    ['a write', "process.env.SIMULATE_TRUCKS = 'false';\n", 'process.env'],
    ['the whole environment handed on', 'export const child = { ...process.env };\n', 'process.env'],
    ['globalThis.process', 'export const level = globalThis.process.env.LOG_LEVEL;\n', 'globalThis.process.env'],
  ])('refuses %s in a module of the API', (_name, code, text) => {
    const uses = processEnvUses('apps/api/src/loads/sample.ts', code);
    expect(uses).toEqual([expect.objectContaining({ file: 'apps/api/src/loads/sample.ts', line: 1, text })]);
    expect(describeUse(uses[0]!)).toMatch(/^apps\/api\/src\/loads\/sample\.ts:1:\d+ .*only apps\/api\/src\/config\.ts reads the environment/);
  });

  it('lets through a module that takes its settings from the config, and words that only look alike', () => {
    expect(
      processEnvUses(
        'apps/api/src/loads/sample.ts',
        "// process.env is config.ts's\nexport const text = 'process.env';\nexport const port = (config: { port: number }) => config.port;\n",
      ),
    ).toEqual([]);
  });

  it('accepts config.ts, the one place that reads the environment', () => {
    const code = readFileSync(path.join(root, 'apps/api/src/config.ts'), 'utf8');
    expect(code).toContain('process.env');
    expect(processEnvUses('apps/api/src/config.ts', code)).toEqual([]);
  });

  it('accepts only the spread in db/embedded.ts (the watchdog gets the environment; nothing is read)', () => {
    const code = readFileSync(path.join(root, 'apps/api/src/db/embedded.ts'), 'utf8');
    expect(processEnvUses('apps/api/src/db/embedded.ts', code)).toEqual([]);
    expect(processEnvUses('apps/api/src/db/embedded.ts', 'export const dir = process.env.DATA_DIR;\n')).toHaveLength(1);
  });

  it('finds nothing in apps/api/src today', () => {
    expect(checkProcessEnv(root).map(describeUse)).toEqual([]);
  });
});
