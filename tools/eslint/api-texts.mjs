// @ts-check
/**
 * The API sends texts by id (apps/api/src/texts, apps/api/src/<domain>/texts.ts): a handler passes a reference
 * (`LOAD_TEXTS.write.notEditable({ status })`), never an English sentence. Refused as the message of `new HttpError`,
 * `ok`, `badRequest`, `unauthorized`, `forbidden`, `notFound`, `conflict` and as a `message` property, everywhere in
 * apps/api/src but the tests, the seed and the database's folder: a string or template literal, an English constant
 * (`X_MESSAGES.y`, `X_TEXTS.y`) and a `.replace(...)` filling one. The texts files, which declare the English, are
 * refused the literals only.
 */
const API = 'apps/api/src';
const NOT_SENDING = ['**/*.spec.ts', '**/test/**', `${API}/seed/**`, `${API}/db/**`];
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

/**
 * ESLint config blocks: English constants and literals refused in the API, literals only in its texts files. `also`:
 * the selectors of the other refusals of the same rule on these files (links to pages).
 */
export function apiTextBlocks(/** @type {object[]} */ also = []) {
  return [
    {
      files: [`${API}/**/*.ts`],
      ignores: NOT_SENDING,
      rules: { 'no-restricted-syntax': refusing(LITERAL, also) },
    },
    {
      files: [`${API}/**/*.ts`],
      ignores: [...NOT_SENDING, '**/texts.ts', `${API}/texts/*.ts`],
      rules: { 'no-restricted-syntax': refusing(ENGLISH, also) },
    },
  ];
}
