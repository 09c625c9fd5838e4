// @ts-check
/**
 * The API sends texts by id (apps/api/src/texts, apps/api/src/<domain>/texts.ts): a handler passes a reference
 * (`LOAD_TEXTS.write.notEditable({ status })`), never an English sentence. Refused as the message of `new HttpError`,
 * `ok`, `badRequest`, `unauthorized`, `forbidden`, `notFound`, `conflict` and as a `message` property:
 * - everywhere in apps/api/src: a string or template literal;
 * - in the folders whose texts carry ids (TEXTS_BY_ID): also an English constant (`X_MESSAGES.y`, `X_TEXTS.y`) and a
 *   `.replace(...)` filling one.
 * The folders still writing English constants go through the English catalogue (apps/api/src/i18n) until they move.
 */
const API = 'apps/api/src';
/** The folders (and files) of apps/api/src whose texts are all by id. */
const TEXTS_BY_ID = [
  'texts',
  'loads',
  'health',
  'address-book',
  'chat',
  'notifications',
  'tracking',
  'settings',
  'sales',
  'schedule',
  'companies',
  'accounts',
  'fleet',
  'documents',
  'pdf',
  'providers/labels',
  'quotes',
  'shipments',
  'purchase-orders',
  'insight',
  'plugins/envelope.ts',
  'plugins/validation.ts',
  'plugins/input-guards.ts',
  'plugins/attempt-limit.ts',
  'plugins/idempotency.ts',
  'providers/http.ts',
  'providers/maps',
  'providers/erp',
  'providers/containers',
  'providers/storage',
  'providers/payments',
  'mail',
  'http/own-record.ts',
];

/**
 * The files that still send an English literal (through the English catalogue of apps/api/src/i18n): each leaves this
 * list when its domain's texts move to ids. No file is added to it.
 */
const STILL_ENGLISH = [];
const MESSAGE_FIRST = ['ok', 'notFound', 'unauthorized', 'forbidden', 'conflict'];
const LITERAL = 'Literal[raw=/^[\'"]/], TemplateLiteral';
const ENGLISH = `${LITERAL}, MemberExpression[object.name=/_(MESSAGES|TEXTS)$/][computed=false], MemberExpression[object.object.name=/_(MESSAGES|TEXTS)$/], CallExpression[callee.property.name='replace']`;
const MESSAGE =
  'The API sends texts by id: pass a text reference from the domain’s texts.ts (docs/api.md, "Messages in the caller’s language"), not an English string.';

/** `no-restricted-syntax` entries refusing `kinds` (an esquery alternative list) as a message. */
const refusing = (kinds, also) => [
  'error',
  ...also,
  {
    selector: `NewExpression[callee.name='HttpError'] > :matches(${kinds}):nth-child(2)`,
    message: MESSAGE,
  },
  {
    selector: `CallExpression[callee.name=/^(${MESSAGE_FIRST.join('|')})$/] > :matches(${kinds}):first-child`,
    message: MESSAGE,
  },
  {
    selector: `CallExpression[callee.name='badRequest'] > :matches(${kinds}):nth-child(2)`,
    message: MESSAGE,
  },
  {
    selector: `Property[key.name='message'] > :matches(${kinds}).value`,
    message: MESSAGE,
  },
];

const target = (entry) => (entry.endsWith('.ts') ? `${API}/${entry}` : `${API}/${entry}/**/*.ts`);

/** ESLint config blocks: literals refused everywhere in the API, English constants too where texts are by id. */
/** `also`: the selectors of the other refusals of the same rule on these files (links to pages). */
export function apiTextBlocks(/** @type {object[]} */ also = []) {
  return [
    {
      files: [`${API}/**/*.ts`],
      ignores: ['**/*.spec.ts', '**/test/**', `${API}/seed/**`, `${API}/db/**`, ...STILL_ENGLISH.map((file) => `${API}/${file}`)],
      rules: { 'no-restricted-syntax': refusing(LITERAL, also) },
    },
    {
      files: TEXTS_BY_ID.map(target),
      ignores: [
        // A check whose result names its refusal by the contracts' English (its tests compare it): sent by id where it is answered.
        `${API}/settings/image.ts`,
        '**/*.spec.ts',
        '**/test/**',
        '**/texts.ts',
        `${API}/texts/*.ts`,
      ],
      rules: { 'no-restricted-syntax': refusing(ENGLISH, also) },
    },
  ];
}
