import { exampleOf, propertiesOf, type IdResolver, type Schema } from './schema';

/**
 * Malformed inputs derived from a route's declared schemas: for the body, every property gets wrong types, a
 * missing value (when required), huge, empty and unicode strings, SQL and script fragments, negative, fractional
 * and enormous numbers, null, arrays and objects where scalars are expected; the body as a whole gets malformed
 * JSON, non-object JSON, prototype-pollution keys, unknown fields and deep nesting. Path parameters and query
 * values get the string attacks. Each case keeps the rest of the request valid, so the one broken part is what
 * the server has to catch.
 */

export interface InputCase {
  label: string;
  /** Where the broken part is. */
  part: 'body' | 'params' | 'query';
  /** The value to send (JSON-encoded by the harness) ... */
  body?: unknown;
  /** ... or the raw text of the body (malformed JSON and numbers JSON cannot express). */
  rawBody?: string;
  /** Send no body at all. */
  noBody?: boolean;
  params?: Record<string, string>;
  /** A path segment sent as is (not percent-encoded), e.g. broken percent-encoding. */
  rawParams?: Record<string, string>;
  query?: Record<string, string | string[]>;
}

/** Strings that have broken servers: injection fragments, unicode oddities, path tricks, lookalikes of values. */
const STRING_ATTACKS: readonly string[] = [
  // SQL
  "' OR '1'='1",
  "'; DROP TABLE loads; --",
  '1; SELECT pg_sleep(5)--',
  "admin'--",
  '" OR ""="',
  '1 UNION SELECT password_hash FROM users',
  "'); DELETE FROM companies; --",
  '%',
  '_',
  '\\',
  // Script and templates
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '<%= 7*7 %>',
  // Paths and protocols
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  // Unicode
  '日本語のテキスト',
  '😀🚚📦🇨🇦',
  'Z̴̡͉a̷l̶g̶o̶ t̸e̷x̶t̵',
  '\u202Eevil\u202C',
  'a\u0000b',
  '\uFEFFbom',
  '\t\n\r',
  '   ',
  'Ω≈ç√∫˜µ≤≥÷',
  // Values of the wrong kind, as text
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e308',
  '[]',
  '{}',
  '__proto__',
  // Lookalikes of ids
  '00000000-0000-0000-0000-00000000000g',
  '00000000000000000000000000000000',
  '{00000000-0000-4000-8000-000000000000}',
  '00000000-0000-4000-8000-000000000000x',
  'L-100001; --',
  // Long
  'x'.repeat(300),
  'é'.repeat(5_000),
];

/** Values of every JSON type, and the numbers that break arithmetic and databases. */
const WRONG_VALUES: ReadonlyArray<[string, unknown]> = [
  ['string', 'text'],
  ['empty string', ''],
  ['zero', 0],
  ['negative number', -1],
  ['fraction', 1.5],
  ['tiny negative fraction', -0.0001],
  ['enormous number', 1e20],
  ['enormous negative number', -1e20],
  ['largest double', 1.7976931348623157e308],
  ['int32 overflow', 2_147_483_648],
  ['true', true],
  ['false', false],
  ['null', null],
  ['empty array', []],
  ['array of values', [1, 'a', null]],
  ['empty object', {}],
  ['object', { $gt: '' }],
  ['huge array', Array.from({ length: 1_000 }, () => 0)],
];

const RAW_NUMBERS: ReadonlyArray<[string, string]> = [
  ['beyond the safe integers', '9007199254740993'],
  ['1e400 (Infinity once parsed)', '1e400'],
  ['-1e400', '-1e400'],
  ['-0', '-0'],
];

function deepNesting(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Cases per route beyond which each property gets fewer of each kind (the kinds and every attack still appear). */
const ROUTE_BUDGET = 100;
/** 1 MB bodies cost the most: at most this many per route, shorter huge strings (20 KB) for the other fields. */
const MEGABYTE_CASES_PER_ROUTE = 2;

/** Malformed bodies for an object body schema, each based on a valid body. */
export function bodyCases(schema: Schema, resolveId: IdResolver): InputCase[] {
  const valid = exampleOf(schema, '', resolveId) as Record<string, unknown>;
  const cases: InputCase[] = [
    { part: 'body', label: 'no body', noBody: true },
    { part: 'body', label: 'empty JSON body', rawBody: '' },
    { part: 'body', label: 'JSON null', rawBody: 'null' },
    { part: 'body', label: 'JSON array', rawBody: '[]' },
    { part: 'body', label: 'JSON string', rawBody: '"text"' },
    { part: 'body', label: 'JSON number', rawBody: '123' },
    { part: 'body', label: 'JSON true', rawBody: 'true' },
    { part: 'body', label: 'truncated JSON', rawBody: '{' },
    { part: 'body', label: 'broken JSON', rawBody: '{"a":}' },
    { part: 'body', label: 'single-quoted JSON', rawBody: "{'a': 1}" },
    { part: 'body', label: 'trailing comma', rawBody: '{"a": 1,}' },
    { part: 'body', label: '__proto__ pollution', rawBody: `{"__proto__": {"isAdmin": true}}` },
    { part: 'body', label: 'constructor.prototype pollution', rawBody: `{"constructor": {"prototype": {"isAdmin": true}}}` },
    { part: 'body', label: 'nested 2000 levels', rawBody: deepNesting(2_000) },
    { part: 'body', label: 'unknown field', body: { ...valid, unexpected: 1 } },
    { part: 'body', label: 'unknown field $where', body: { ...valid, $where: '1 == 1' } },
    { part: 'body', label: 'unknown field with emoji name', body: { ...valid, '😀': 'x' } },
    { part: 'body', label: 'unknown field with SQL name', body: { ...valid, "' OR 1=1 --": 1 } },
    { part: 'body', label: 'companyId smuggled in', body: { ...valid, companyId: '00000000-0000-4000-8000-000000000000' } },
    { part: 'body', label: 'unknown field holding 1 MB', body: { ...valid, unexpected: 'a'.repeat(1_000_000) } },
  ];
  const properties = collectProperties(valid, [], schema, resolveId, 0);
  const perProperty = Math.max(10, Math.floor(ROUTE_BUDGET / Math.max(1, properties.length)));
  let megabytes = 0;
  properties.forEach((property, index) => {
    const name = property.path.join('.');
    const at = (value: unknown) => withValue(property.valid, property.path, value);
    // The kinds of bad value, each a list; taken round-robin until the property's share is used.
    const kinds: InputCase[][] = [
      property.required ? [{ part: 'body', label: `${name}: missing`, body: without(property.valid, property.path) }] : [],
      rotate(WRONG_VALUES, index * 5).map(([label, value]) => ({ part: 'body', label: `${name}: ${label}`, body: at(value) })),
      rotate(STRING_ATTACKS, index * 7).map((value) => ({ part: 'body', label: `${name}: ${JSON.stringify(value).slice(0, 40)}`, body: at(value) })),
      [
        megabytes++ < MEGABYTE_CASES_PER_ROUTE
          ? { part: 'body', label: `${name}: 1 MB string`, body: at('a'.repeat(1_000_000)) }
          : { part: 'body', label: `${name}: 20 KB multi-byte string`, body: at('ü'.repeat(20_000)) },
      ],
      rotate(RAW_NUMBERS, index).map(([label, raw]) => {
        const marker = '"__harness_raw__"';
        return { part: 'body' as const, label: `${name}: ${label}`, rawBody: JSON.stringify(at('__harness_raw__')).replace(marker, raw) };
      }),
    ];
    cases.push(...roundRobin(kinds, perProperty));
  });
  return cases;
}

interface PropertyTarget {
  path: string[];
  required: boolean;
  /** A valid body in which this property's parent object exists. */
  valid: Record<string, unknown>;
}

/** Every property, and one level into nested objects and array items. */
function collectProperties(valid: Record<string, unknown>, path: string[], schema: Schema, resolveId: IdResolver, depth: number): PropertyTarget[] {
  const out: PropertyTarget[] = [];
  for (const [key, property, required] of propertiesOf(schema)) {
    const here = [...path, key];
    out.push({ path: here, required, valid });
    if (depth < 1 && propertiesOf(property).length > 0) {
      const nestedValid = withValue(valid, here, exampleOf(property, key, resolveId));
      out.push(...collectProperties(nestedValid, here, property, resolveId, depth + 1));
    }
    if (depth < 1 && property.type === 'array' && property.items) {
      out.push({ path: [...here, '0'], required: false, valid: withValue(valid, here, [exampleOf(property.items, key, resolveId)]) });
    }
  }
  return out;
}

function rotate<T>(items: readonly T[], by: number): T[] {
  const shift = items.length === 0 ? 0 : by % items.length;
  return [...items.slice(shift), ...items.slice(0, shift)];
}

/** Takes one of each kind in turn until `budget` cases are taken or every kind is used up. */
function roundRobin<T>(kinds: T[][], budget: number): T[] {
  const taken: T[] = [];
  const cursors = kinds.map(() => 0);
  while (taken.length < budget) {
    let progressed = false;
    kinds.forEach((kind, index) => {
      if (taken.length < budget && cursors[index]! < kind.length) {
        taken.push(kind[cursors[index]!]!);
        cursors[index]!++;
        progressed = true;
      }
    });
    if (!progressed) break;
  }
  return taken;
}

function withValue(base: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[path[path.length - 1]!] = value;
  return copy;
}

function without(base: Record<string, unknown>, path: string[]): Record<string, unknown> {
  const copy = structuredClone(base);
  let target = copy;
  for (const key of path.slice(0, -1)) target = (target[key] ?? {}) as Record<string, unknown>;
  delete target[path[path.length - 1]!];
  return copy;
}

/** Malformed path parameters: the string attacks, broken percent-encoding and an over-long segment. */
export function paramCases(schema: Schema, validParams: Record<string, string>): InputCase[] {
  const cases: InputCase[] = [];
  for (const [key] of propertiesOf(schema)) {
    for (const value of STRING_ATTACKS) {
      if (value.length === 0) continue;
      cases.push({ part: 'params', label: `params.${key}: ${JSON.stringify(value).slice(0, 40)}`, params: { ...validParams, [key]: value } });
    }
    cases.push(
      { part: 'params', label: `params.${key}: 1 MB`, params: { ...validParams, [key]: 'a'.repeat(1_000_000) } },
      { part: 'params', label: `params.${key}: broken percent-encoding`, rawParams: { ...encodeAll(validParams), [key]: '%zz' } },
      { part: 'params', label: `params.${key}: truncated UTF-8`, rawParams: { ...encodeAll(validParams), [key]: '%E0%A4%A' } },
      { part: 'params', label: `params.${key}: encoded slash`, rawParams: { ...encodeAll(validParams), [key]: '..%2F..%2Fetc' } },
    );
  }
  return cases;
}

/** Malformed query strings: unknown keys, repeated keys (arrays), and the string attacks per declared key. */
export function queryCases(schema: Schema, validQuery: Record<string, string>): InputCase[] {
  const cases: InputCase[] = [
    { part: 'query', label: 'query: unknown key', query: { ...validQuery, unexpected: '1' } },
    { part: 'query', label: 'query: $where', query: { ...validQuery, $where: '1' } },
  ];
  for (const [key, , required] of propertiesOf(schema)) {
    if (required) {
      const rest = { ...validQuery };
      delete rest[key];
      cases.push({ part: 'query', label: `query.${key}: missing`, query: rest });
    }
    cases.push({ part: 'query', label: `query.${key}: repeated`, query: { ...validQuery, [key]: ['a', 'b'] } });
    for (const value of STRING_ATTACKS) {
      const label = JSON.stringify(value).slice(0, 40);
      cases.push(
        { part: 'query', label: `query.${key}: ${label}`, query: { ...validQuery, [key]: value } },
        // Repeated keys arrive as an array, never a string.
        { part: 'query', label: `query.${key}: repeated ${label}`, query: { ...validQuery, [key]: [value, value] } },
        // Unknown keys named after the attack.
        { part: 'query', label: `query: unknown key ${label}`, query: { ...validQuery, [`${key}${value}`]: '1' } },
      );
    }
    cases.push(
      { part: 'query', label: `query.${key}: 10 KB`, query: { ...validQuery, [key]: 'a'.repeat(10_000) } },
      { part: 'query', label: `query.${key}: 100 KB`, query: { ...validQuery, [key]: 'a'.repeat(100_000) } },
    );
  }
  return cases;
}

const encodeAll = (params: Record<string, string>) => Object.fromEntries(Object.entries(params).map(([key, value]) => [key, encodeURIComponent(value)]));
