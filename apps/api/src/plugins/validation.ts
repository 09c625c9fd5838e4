import type { FastifySchemaValidationError } from 'fastify';
import type { FieldFailure } from './envelope';
import { SHARED_TEXTS } from '../texts/shared';
import { PROTOCOL } from '../texts/protocol';
import type { TextRef } from '../texts';

/**
 * Turns Ajv's errors (Fastify runs Ajv with allErrors) into one `{ field, message }` per failing field.
 * `field` is a dotted path prefixed by the request part: `body.email`, `query.tag`, `params.userId`.
 */

const PART_NAMES: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

const decodePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function fieldOf(prefix: string, error: FastifySchemaValidationError): string {
  const segments = error.instancePath ? error.instancePath.split('/').slice(1).map(decodePointer) : [];
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    segments.push(params.missingProperty);
  } else if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    segments.push(params.additionalProperty);
  }
  return [prefix, ...segments].join('.');
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const has = <T extends object>(record: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(record, key);
/** A JSON type or a format in the reader's words when we name it; anything else as it is. */
const typeText = (type: string): string | TextRef => (has(SHARED_TEXTS.type, type) ? SHARED_TEXTS.type[type]() : type);
const formatText = (format: string): string | TextRef => (has(SHARED_TEXTS.format, format) ? SHARED_TEXTS.format[format]() : format);

/** A validator's own English (a rule we have no text for): "Must be > 0" reads as our "Must be {article} {type}". */
function writtenText(text: string): TextRef {
  const mustBe = /^Must be (.+?) (.+?)$/s.exec(text);
  return mustBe ? SHARED_TEXTS.validation.mustBe({ article: mustBe[1]!, type: typeText(mustBe[2]!) }) : SHARED_TEXTS.validation.asWritten({ text });
}

function messageOf(error: FastifySchemaValidationError): TextRef {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return PROTOCOL.required();
    case 'additionalProperties':
      return SHARED_TEXTS.validation.unknownField();
    case 'format':
      if (params.format === 'email') return SHARED_TEXTS.validation.invalidEmail();
      if (params.format === 'uuid') return SHARED_TEXTS.validation.invalidId();
      return SHARED_TEXTS.validation.invalidOfFormat({ format: formatText(String(params.format)) });
    case 'minLength':
      return SHARED_TEXTS.validation.tooShort();
    case 'maxLength':
      return SHARED_TEXTS.validation.atMost({ limit: String(params.limit) });
    case 'type': {
      const type = String(params.type).split(',')[0] ?? 'value';
      return SHARED_TEXTS.validation.mustBe({ article: article(type), type: typeText(type) });
    }
    case 'enum':
      return Array.isArray(params.allowedValues)
        ? SHARED_TEXTS.validation.oneOf({ values: params.allowedValues.map(String).join(', ') })
        : SHARED_TEXTS.validation.invalidValue();
    case 'const':
      return SHARED_TEXTS.validation.invalidValue();
    case 'pattern':
      return SHARED_TEXTS.validation.invalidFormat();
    case 'anyOf':
    case 'oneOf':
      return SHARED_TEXTS.validation.invalidValue();
    default: {
      if (error.message === undefined) return SHARED_TEXTS.validation.invalidValue();
      return writtenText(error.message.charAt(0).toUpperCase() + error.message.slice(1));
    }
  }
}

interface Mapped extends FieldFailure {
  fromUnion: boolean;
}

export function mapValidationErrors(errors: readonly FastifySchemaValidationError[], context: string | undefined): FieldFailure[] {
  const prefix = PART_NAMES[context ?? 'body'] ?? String(context);
  const mapped: Mapped[] = errors.map((error) => ({
    field: fieldOf(prefix, error),
    message: messageOf(error),
    // Errors of a union's branches (e.g. "must be null" for `null | {...}`) explain less than the errors
    // found inside the branch that was meant; they are dropped when a deeper error exists.
    fromUnion: /\/(anyOf|oneOf)(\/|$)/.test(error.schemaPath),
  }));
  const kept = mapped.filter((entry) => !entry.fromUnion || !mapped.some((other) => other.field.startsWith(`${entry.field}.`)));
  const byField = new Map<string, FieldFailure>();
  for (const { field, message } of kept) {
    if (!byField.has(field)) byField.set(field, { field, message });
  }
  return [...byField.values()];
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL character anywhere in the input would reach the database as an error
 * (a 5xx). Found by the bad-input harness; refused up front for every route, as bad input.
 * Returns the dotted path of the first string holding one, or undefined. Iterative: deeply nested bodies are fine.
 */
export function findNulCharacter(value: unknown, prefix: string): string | undefined {
  const stack: Array<[unknown, string]> = [[value, prefix]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path;
    } else if (Array.isArray(current)) {
      current.forEach((item, index) => stack.push([item, `${path}.${index}`]));
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (key.includes('\u0000')) return `${path}.${key}`;
        stack.push([item, `${path}.${key}`]);
      }
    }
  }
  return undefined;
}
