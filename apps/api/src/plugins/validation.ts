import type { FastifySchemaValidationError } from 'fastify';
import type { FieldError } from '@freight/contracts';

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

function messageOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'Required';
    case 'additionalProperties':
      return 'Unknown field';
    case 'format':
      if (params.format === 'email') return 'Invalid email';
      if (params.format === 'uuid') return 'Invalid id';
      return `Invalid ${String(params.format)}`;
    case 'minLength':
      return 'Too Short!';
    case 'maxLength':
      // The forms' own words for the limit (validation.maxLength).
      return `At most ${String(params.limit)} characters`;
    case 'type': {
      const type = String(params.type).split(',')[0] ?? 'value';
      return `Must be ${article(type)} ${type}`;
    }
    case 'enum':
      return Array.isArray(params.allowedValues) ? `Must be one of: ${params.allowedValues.map(String).join(', ')}` : 'Invalid value';
    case 'const':
      return 'Invalid value';
    case 'pattern':
      return 'Invalid format';
    case 'anyOf':
    case 'oneOf':
      return 'Invalid value';
    default: {
      const text = error.message ?? 'Invalid value';
      return text.charAt(0).toUpperCase() + text.slice(1);
    }
  }
}

interface Mapped extends FieldError {
  fromUnion: boolean;
}

export function mapValidationErrors(errors: readonly FastifySchemaValidationError[], context: string | undefined): FieldError[] {
  const prefix = PART_NAMES[context ?? 'body'] ?? String(context);
  const mapped: Mapped[] = errors.map((error) => ({
    field: fieldOf(prefix, error),
    message: messageOf(error),
    // Errors of a union's branches (e.g. "must be null" for `null | {...}`) explain less than the errors
    // found inside the branch that was meant; they are dropped when a deeper error exists.
    fromUnion: /\/(anyOf|oneOf)(\/|$)/.test(error.schemaPath),
  }));
  const kept = mapped.filter((entry) => !entry.fromUnion || !mapped.some((other) => other.field.startsWith(`${entry.field}.`)));
  const byField = new Map<string, FieldError>();
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
