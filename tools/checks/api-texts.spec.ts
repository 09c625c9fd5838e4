/**
 * @jest-environment node
 *
 * The API sends texts by id because lint refuses the English (tools/eslint/api-texts.mjs): sample files placed in
 * the API's folders are linted, and a handler sending an English string must be refused.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const byId = /The API sends texts by id/;
const ENVELOPE = "import { HttpError, badRequest, notFound, ok } from '../plugins/envelope';\n";
const LOAD_TEXTS = "import { LOAD_TEXTS } from './texts';\n";

interface Sample {
  name: string;
  file: string;
  code: string;
  refused: boolean;
}

const SAMPLES: Sample[] = [
  // Literals: refused in every folder of the API.
  {
    name: 'new HttpError with a literal',
    file: 'apps/api/src/quotes/bad.ts',
    code: `${ENVELOPE}export const x = () => new HttpError(409, 'Quote is closed');\n`,
    refused: true,
  },
  {
    name: 'new HttpError with a template literal',
    file: 'apps/api/src/fleet/bad.ts',
    code: `${ENVELOPE}export const x = (s: string) => new HttpError(409, \`Truck is \${s}\`);\n`,
    refused: true,
  },
  {
    name: 'ok with a literal',
    file: 'apps/api/src/sales/bad.ts',
    code: `${ENVELOPE}export const x = () => ok('Sales fetched', []);\n`,
    refused: true,
  },
  {
    name: 'notFound with a literal',
    file: 'apps/api/src/chat/bad.ts',
    code: `${ENVELOPE}export const x = () => notFound('Thread not found');\n`,
    refused: true,
  },
  {
    name: 'badRequest with a literal message',
    file: 'apps/api/src/schedule/bad.ts',
    code: `${ENVELOPE}export const x = () => badRequest([], 'Bad dates');\n`,
    refused: true,
  },
  {
    name: 'a field error with a literal message',
    file: 'apps/api/src/tracking/bad.ts',
    code: `${ENVELOPE}export const x = () => badRequest([{ field: 'body.code', message: 'Required' }]);\n`,
    refused: true,
  },
  {
    name: 'an envelope written by hand with a literal message',
    file: 'apps/api/src/insight/bad.ts',
    code: "export const x = () => ({ status: false, message: 'Report failed' });\n",
    refused: true,
  },
  {
    name: 'an infrastructure plugin with a literal',
    file: 'apps/api/src/plugins/bad.ts',
    code: "import { HttpError } from './envelope';\nexport const x = () => new HttpError(400, 'Nope');\n",
    refused: true,
  },
  // English constants: refused too, in every folder of the API.
  {
    name: 'a moved domain sending an English constant',
    file: 'apps/api/src/loads/bad.ts',
    code: `import { LOAD_WRITE_MESSAGES } from '@freight/contracts';\n${ENVELOPE}export const x = () => notFound(LOAD_WRITE_MESSAGES.notFound);\n`,
    refused: true,
  },
  {
    name: 'a moved domain filling an English constant',
    file: 'apps/api/src/loads/bad.ts',
    code: `import { LOAD_WRITE_MESSAGES } from '@freight/contracts';\n${ENVELOPE}export const x = (status: string) => new HttpError(409, LOAD_WRITE_MESSAGES.notEditable.replace('{status}', status));\n`,
    refused: true,
  },
  {
    name: 'a moved domain with an English constant as a field error',
    file: 'apps/api/src/loads/bad.ts',
    code: `import { LOAD_WRITE_MESSAGES } from '@freight/contracts';\n${ENVELOPE}export const x = () => badRequest([{ field: 'body.stops', message: LOAD_WRITE_MESSAGES.needsPickup }]);\n`,
    refused: true,
  },
  {
    name: 'an infrastructure folder sending an English constant',
    file: 'apps/api/src/sessions/bad.ts',
    code: `import { DRIVER_MESSAGES } from '@freight/contracts';\nimport { unauthorized } from '../plugins/envelope';\nexport const x = () => unauthorized(DRIVER_MESSAGES.linkInvalid);\n`,
    refused: true,
  },
  // References: accepted.
  {
    name: 'a text reference with its values',
    file: 'apps/api/src/loads/ok.ts',
    code: `${ENVELOPE}${LOAD_TEXTS}export const x = (status: string) => new HttpError(409, LOAD_TEXTS.write.notEditable({ status }));\n`,
    refused: false,
  },
  {
    name: 'ok and a field error by reference',
    file: 'apps/api/src/loads/ok.ts',
    code: `${ENVELOPE}${LOAD_TEXTS}export const x = () => [ok(LOAD_TEXTS.write.fetched(), 1), badRequest([{ field: 'body.stops', message: LOAD_TEXTS.write.needsPickup() }])];\n`,
    refused: false,
  },
  {
    name: 'a message read from data (not a literal)',
    file: 'apps/api/src/chat/ok.ts',
    code: 'export const x = (row: { body: string }) => ({ message: row.body });\n',
    refused: false,
  },
  {
    name: 'a test sending a literal',
    file: 'apps/api/src/quotes/ok.spec.ts',
    code: `${ENVELOPE}export const x = () => notFound('Quote not found');\n`,
    refused: false,
  },
];

let results: Array<Array<{ ruleId: string | null; message: string }>>;
beforeAll(() => {
  const folder = mkdtempSync(path.join(tmpdir(), 'lint-samples-'));
  const out = path.join(folder, 'results.json');
  execFileSync(process.execPath, [path.join(__dirname, 'lint-samples.mjs'), out], {
    cwd: root,
    input: JSON.stringify(
      SAMPLES.map(({ file, code }) => ({
        file: path.join(root, file),
        code,
      })),
    ),
    stdio: ['pipe', 'ignore', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  results = JSON.parse(readFileSync(out, 'utf8')) as typeof results;
  rmSync(folder, { recursive: true, force: true });
}, 120_000);

describe('the API sends texts by id (lint)', () => {
  it.each(SAMPLES.map((sample, index) => ({ ...sample, index })))('$name: refused=$refused', ({ index, refused }) => {
    const hits = results[index]!.filter((message) => message.ruleId === 'no-restricted-syntax' && byId.test(message.message));
    expect(hits.length > 0).toBe(refused);
  });
});
