/**
 * @jest-environment node
 *
 * The architecture's import rules hold because lint enforces them: sample files placed in the
 * real projects are linted, and the module-boundary rules must refuse the wrong imports.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const BOUNDARY_RULES = ['@nx/enforce-module-boundaries', 'no-restricted-imports'];

const SAMPLES = [
  { name: 'a remote importing another remote', file: 'apps/address/src/bad.ts', code: "import d from '../../dashboard/src/module';\nexport const x = d;\n", refused: true },
  { name: 'a remote importing the shell', file: 'apps/loads/src/bad.ts', code: "import { ShellRoutes } from '../../shell/src/routes/ShellRoutes';\nexport const x = ShellRoutes;\n", refused: true },
  { name: 'a lib importing an app', file: 'libs/ui/src/bad.ts', code: "import m from '../../../apps/address/src/module';\nexport const x = m;\n", refused: true },
  { name: 'the API importing a browser lib', file: 'apps/api/src/bad.ts', code: "import { http } from '@freight/api-client';\nexport const x = http;\n", refused: true },
  { name: 'react-router outside @freight/router', file: 'apps/address/src/bad.ts', code: "import { Link } from 'react-router';\nexport const x = Link;\n", refused: true },
  { name: 'a remote importing libs', file: 'apps/address/src/ok.ts', code: "import { ComingSoon } from '@freight/ui';\nexport const x = ComingSoon;\n", refused: false },
];

let results: string[][];
beforeAll(() => {
  // The boundary rule skips itself without Nx's project graph: compute it (a fresh clone has none).
  execFileSync(path.join(root, 'node_modules/.bin/nx'), ['show', 'projects'], { cwd: root, stdio: 'ignore', env: { ...process.env, NX_DAEMON: 'false' } });
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'lint-samples-')), 'results.json');
  execFileSync(process.execPath, [path.join(__dirname, 'lint-samples.mjs'), out], {
    cwd: root,
    input: JSON.stringify(SAMPLES.map(({ file, code }) => ({ file: path.join(root, file), code }))),
    stdio: ['pipe', 'ignore', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  results = JSON.parse(readFileSync(out, 'utf8')) as string[][];
}, 120_000);

describe('module boundaries', () => {
  it.each(SAMPLES.map((sample, index) => ({ ...sample, index })))('$name: refused=$refused', ({ index, refused }) => {
    const hits = results[index]!.filter((rule) => BOUNDARY_RULES.includes(rule));
    expect(hits.length > 0).toBe(refused);
  });
});
