/**
 * @jest-environment node
 *
 * The architecture's import rules hold because lint enforces them: sample files placed in the
 * real projects are linted, and the module-boundary rules must refuse the wrong imports.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const BOUNDARY_RULES = ['@nx/enforce-module-boundaries', 'no-restricted-imports', 'no-restricted-syntax'];

/** The tag rule's refusal names the source's tag; the samples below check which constraint refused them. */
const tagged = (tag: string) => new RegExp(`project tagged with "${tag}" can only depend on libs tagged with`);
/** The links rule's refusal (tools/eslint/links.mjs). */
const pathLiteral = /link to it with `links` of @freight\/contracts/;
/** The module-state rule's refusal (tools/eslint/links.mjs). */
const moduleStateImport = /A screen folder reads its own part of the module's state/;
/** The API layer rule's refusal names the layer. */
const apiLayer = (layer: string) => new RegExp(`The ${layer} layer of the API imports only from the layers below it`);

interface Sample {
  name: string;
  file: string;
  code: string;
  refused: boolean;
  /** For a refused sample: the refusal must be this one (not, say, a circular dependency). */
  because?: RegExp;
}

const SAMPLES: Sample[] = [
  {
    name: 'a remote importing another remote',
    file: 'apps/address/src/bad.ts',
    code: "import d from '../../dashboard/src/module';\nexport const x = d;\n",
    refused: true,
  },
  {
    name: 'a remote importing the shell',
    file: 'apps/loads/src/bad.ts',
    code: "import { ShellRoutes } from '../../shell/src/routes/ShellRoutes';\nexport const x = ShellRoutes;\n",
    refused: true,
  },
  {
    name: 'a lib importing an app',
    file: 'libs/ui/src/bad.ts',
    code: "import m from '../../../apps/address/src/module';\nexport const x = m;\n",
    refused: true,
  },
  {
    name: 'the API importing a browser lib',
    file: 'apps/api/src/bad.ts',
    code: "import { http } from '@freight/api-client';\nexport const x = http;\n",
    refused: true,
  },
  {
    name: 'react-router outside @freight/router',
    file: 'apps/address/src/bad.ts',
    code: "import { Link } from 'react-router';\nexport const x = Link;\n",
    refused: true,
  },
  {
    name: 'a remote importing libs',
    file: 'apps/address/src/ok.ts',
    code: "import { ComingSoon } from '@freight/ui';\nexport const x = ComingSoon;\n",
    refused: false,
  },
  // Kinds of libs (type:util < data-access < ui < feature).
  {
    name: 'a util lib (i18n) importing a data-access lib',
    file: 'libs/i18n/src/bad.ts',
    code: "import * as client from '@freight/api-client';\nexport const x = client;\n",
    refused: true,
    because: tagged('type:util'),
  },
  {
    name: 'a data-access lib (api-client) importing a ui lib',
    file: 'libs/api-client/src/bad.ts',
    code: "import * as ui from '@freight/ui';\nexport const x = ui;\n",
    refused: true,
    because: tagged('type:data-access'),
  },
  {
    name: 'a ui lib (table) importing a feature lib',
    file: 'libs/table/src/bad.ts',
    code: "import * as auth from '@freight/auth';\nexport const x = auth;\n",
    refused: true,
    because: tagged('type:ui'),
  },
  {
    name: 'a ui lib importing a util lib',
    file: 'libs/table/src/ok.ts',
    code: "import * as i18n from '@freight/i18n';\nexport const x = i18n;\n",
    refused: false,
  },
  {
    name: 'a data-access lib importing a data-access lib',
    file: 'libs/store/src/ok.ts',
    code: "import * as client from '@freight/api-client';\nexport const x = client;\n",
    refused: false,
  },
  {
    name: 'a feature lib importing a ui lib',
    file: 'libs/frame/src/ok.ts',
    code: "import * as map from '@freight/map';\nexport const x = map;\n",
    refused: false,
  },
  // Scopes: the address domain (libs/address) serves only the remotes that use addresses.
  {
    name: 'the trucks remote importing the address domain',
    file: 'apps/trucks/src/bad.ts',
    code: "import * as address from '@freight/address';\nexport const x = address;\n",
    refused: true,
    because: tagged('scope:trucks'),
  },
  {
    name: 'a shared lib (frame) importing the address domain',
    file: 'libs/frame/src/bad.ts',
    code: "import * as address from '@freight/address';\nexport const x = address;\n",
    refused: true,
    because: tagged('scope:shared'),
  },
  {
    name: 'the loads remote importing the address domain',
    file: 'apps/loads/src/ok.ts',
    code: "import * as address from '@freight/address';\nexport const x = address;\n",
    refused: false,
  },
  // The test kit (type:testing) is for tests only.
  {
    name: 'production code importing the test kit',
    file: 'apps/loads/src/bad.ts',
    code: "import * as testing from '@freight/testing';\nexport const x = testing;\n",
    refused: true,
    because: tagged('type:remote'),
  },
  {
    name: 'a test importing the test kit',
    file: 'apps/loads/src/ok.spec.ts',
    code: "import * as testing from '@freight/testing';\nexport const x = testing;\n",
    refused: false,
  },
  // Links to another module's page come from `links` of @freight/contracts (tools/eslint/links.mjs).
  {
    name: "a remote writing another remote's page as a path literal",
    file: 'apps/address/src/bad.ts',
    code: 'export const x = (id: string) => `/loads/editload/${id}`;\n',
    refused: true,
    because: pathLiteral,
  },
  {
    name: "a remote writing a public page's path",
    file: 'apps/loads/src/bad.ts',
    code: "export const x = '/orders/tracking/L-1';\n",
    refused: true,
    because: pathLiteral,
  },
  {
    name: "a lib writing a remote's page as a path literal",
    file: 'libs/ui/src/bad.ts',
    code: "export const x = '/dashboard';\n",
    refused: true,
    because: pathLiteral,
  },
  {
    name: "a remote writing its own pages' paths",
    file: 'apps/loads/src/ok.ts',
    code: "export const x = ['/loads/addload', '/quotes?load=1'];\n",
    refused: false,
  },
  {
    name: "a remote linking to another remote's page through the table",
    file: 'apps/address/src/ok.ts',
    code: "import { links } from '@freight/contracts';\nexport const x = links.editLoad('1');\n",
    refused: false,
  },
  {
    name: "the API's notification linking to a page as a path literal",
    file: 'apps/api/src/quotes/bad.ts',
    code: 'export const link = (id: string) => `/quotes/viewQuote?quoteId=${id}`;\n',
    refused: true,
    because: pathLiteral,
  },
  {
    name: "the API's e-mail linking to a page through the table",
    file: 'apps/api/src/quotes/ok.ts',
    code: "import { links } from '@freight/contracts';\nexport const link = links.viewQuote('Q-1');\n",
    refused: false,
  },
  { name: "a shell page's path in a lib (not a remote's page)", file: 'libs/ui/src/ok.ts', code: "export const x = '/login';\n", refused: false },
  // A remote's screen folders never import back its combined state, saga or module (no import cycle).
  {
    name: "a loads screen folder importing the module's combined state",
    file: 'apps/loads/src/quotes/bad.ts',
    code: "import { loadsReducer } from '../state';\nexport const x = loadsReducer;\n",
    refused: true,
    because: moduleStateImport,
  },
  {
    name: 'a public page folder importing the module',
    file: 'apps/public-pages/src/tracking/bad.ts',
    code: "import m from '../module';\nexport const x = m;\n",
    refused: true,
    because: moduleStateImport,
  },
  {
    name: "a loads screen folder importing the module's look-ups and its own part's key",
    file: 'apps/loads/src/quotes/ok.ts',
    code: "import { resources } from '../resources';\nimport { FEATURE_KEY } from '../module-state';\nexport const x = [resources, FEATURE_KEY];\n",
    refused: false,
  },
  {
    name: 'a test of a screen folder importing the module',
    file: 'apps/loads/src/quotes/ok.spec.ts',
    code: "import { loadsFeature } from '../module';\nexport const x = loadsFeature;\n",
    refused: false,
  },
  // The API's layers (tools/eslint/api-layers.mjs): reference, db, infrastructure, domains, then seed and the tools.
  {
    name: 'a provider importing the seed',
    file: 'apps/api/src/providers/erp/bad.ts',
    code: "import { seedDemoData } from '../../seed/demo';\nexport const x = seedDemoData;\n",
    refused: true,
    because: apiLayer('infrastructure'),
  },
  {
    name: 'db importing a domain',
    file: 'apps/api/src/db/bad.ts',
    code: "import { createUserRepository } from '../accounts/users-repository';\nexport const x = createUserRepository;\n",
    refused: true,
    because: apiLayer('db'),
  },
  {
    name: 'the auth plugin importing a domain',
    file: 'apps/api/src/plugins/bad.ts',
    code: "import * as users from '../accounts/users-repository';\nexport const x = users;\n",
    refused: true,
    because: apiLayer('infrastructure'),
  },
  {
    name: 'reference data importing db',
    file: 'apps/api/src/reference/bad.ts',
    code: "import * as schema from '../db/schema';\nexport const x = schema;\n",
    refused: true,
    because: apiLayer('reference'),
  },
  {
    name: 'a domain importing the seed',
    file: 'apps/api/src/insight/bad.ts',
    code: "import * as demo from '../seed/demo';\nexport const x = demo;\n",
    refused: true,
    because: apiLayer('domain'),
  },
  {
    name: 'db importing the server',
    file: 'apps/api/src/db/bad2.ts',
    code: "import { buildServer } from '../server';\nexport const x = buildServer;\n",
    refused: true,
    because: apiLayer('db'),
  },
  {
    name: 'a provider importing reference data',
    file: 'apps/api/src/providers/erp/ok.ts',
    code: "import { PRODUCTS } from '../../reference/names';\nexport const x = PRODUCTS;\n",
    refused: false,
  },
  {
    name: 'a domain importing db and sessions',
    file: 'apps/api/src/insight/ok.ts',
    code: "import * as schema from '../db/schema';\nimport * as sessions from '../sessions/store';\nexport const x = [schema, sessions];\n",
    refused: false,
  },
  {
    name: 'the seed importing a domain',
    file: 'apps/api/src/seed/ok.ts',
    code: "import * as users from '../accounts/users-repository';\nexport const x = users;\n",
    refused: false,
  },
  // Between domains: only through the other's index.ts (tools/eslint/api-layers.mjs; cycles: api-domains.spec.ts).
  {
    name: "a domain reaching into another's files",
    file: 'apps/api/src/quotes/bad.ts',
    code: "import { awardLoad } from '../shipments/award';\nexport const x = awardLoad;\n",
    refused: true,
    because: /A domain is used by the others only through its index.ts/,
  },
  {
    name: "a domain's sub-folder reaching into another's files",
    file: 'apps/api/src/purchase-orders/replan/bad.ts',
    code: "import { checkLoadInput } from '../../loads/load-input';\nexport const x = checkLoadInput;\n",
    refused: true,
    because: /only through its index.ts/,
  },
  {
    name: 'a domain using another through its index',
    file: 'apps/api/src/quotes/ok.ts',
    code: "import { awardLoad } from '../shipments';\nexport const x = awardLoad;\n",
    refused: false,
  },
  {
    name: 'a domain importing its own files',
    file: 'apps/api/src/quotes/ok2.ts',
    code: "import { createQuoteQueries } from './quotes';\nexport const x = createQuoteQueries;\n",
    refused: false,
  },
];

let results: Array<Array<{ ruleId: string | null; message: string }>>;
beforeAll(() => {
  // The boundary rule skips itself without Nx's project graph: compute it (a fresh clone has none).
  execFileSync(path.join(root, 'node_modules/.bin/nx'), ['show', 'projects'], { cwd: root, stdio: 'ignore', env: { ...process.env, NX_DAEMON: 'false' } });
  const folder = mkdtempSync(path.join(tmpdir(), 'lint-samples-'));
  const out = path.join(folder, 'results.json');
  execFileSync(process.execPath, [path.join(__dirname, 'lint-samples.mjs'), out], {
    cwd: root,
    input: JSON.stringify(SAMPLES.map(({ file, code }) => ({ file: path.join(root, file), code }))),
    stdio: ['pipe', 'ignore', 'inherit'],
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  results = JSON.parse(readFileSync(out, 'utf8')) as typeof results;
  rmSync(folder, { recursive: true, force: true });
}, 120_000);

describe('module boundaries', () => {
  it.each(SAMPLES.map((sample, index) => ({ ...sample, index })))('$name: refused=$refused', ({ index, refused, because }) => {
    const hits = results[index]!.filter((message) => message.ruleId !== null && BOUNDARY_RULES.includes(message.ruleId));
    expect(hits.length > 0).toBe(refused);
    if (because) expect(hits.map((hit) => hit.message)).toContainEqual(expect.stringMatching(because));
  });
});
