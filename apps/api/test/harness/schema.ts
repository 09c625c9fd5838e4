import crypto from 'node:crypto';
import AjvCompiler from '@fastify/ajv-compiler';
import { AJV_CUSTOM_OPTIONS } from '../../src/server';

/**
 * JSON-schema helpers for the harnesses: a valid example for a schema (to build a request that passes
 * validation), and the validator Fastify itself uses (@fastify/ajv-compiler with the server's Ajv options), so
 * "is this input malformed?" has the server's exact answer.
 */

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
  examples?: unknown[];
};

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

const buildCompiler = AjvCompiler()({}, { customOptions: { ...AJV_CUSTOM_OPTIONS } }) as unknown as (route: {
  schema: unknown;
  method: string;
  url: string;
  httpPart: string;
}) => Validate;

const compiled = new WeakMap<object, Validate>();

/**
 * True when the server's validation accepts `value` for `schema`. Ajv applies defaults to what it validates, so a
 * copy is validated unless `fresh` says the value is a throw-away (e.g. just parsed).
 */
export function isValid(schema: unknown, value: unknown, fresh = false): boolean {
  let validate = compiled.get(schema as object);
  if (!validate) {
    validate = buildCompiler({ schema, method: 'POST', url: '/harness', httpPart: 'body' });
    compiled.set(schema as object, validate);
  }
  return validate(value === undefined || fresh ? value : structuredClone(value));
}

/** Resolves a real id for a field or path parameter (by its name), or undefined to make one up. */
export type IdResolver = (name: string) => string | undefined;

const isObject = (schema: Schema) => schema.type === 'object' || (!schema.type && schema.properties !== undefined);

/** A value the schema accepts: declared examples first, then the smallest value that satisfies it. */
export function exampleOf(schema: Schema, name = '', resolveId: IdResolver = () => undefined): unknown {
  if (schema.examples && schema.examples.length > 0) return structuredClone(schema.examples[0]);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return structuredClone(schema.default);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) {
    const branch = union.find((candidate) => candidate.type !== 'null') ?? union[0]!;
    return exampleOf(branch, name, resolveId);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (isObject(schema)) {
    const out: Record<string, unknown> = {};
    for (const key of schema.required ?? []) {
      const property = schema.properties?.[key];
      if (property) out[key] = exampleOf(property, key, resolveId);
    }
    return out;
  }
  switch (type) {
    case 'string': {
      if (schema.format === 'uuid') return resolveId(name) ?? crypto.randomUUID();
      if (schema.format === 'email') return 'harness@example.com';
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      const real = resolveId(name);
      if (real !== undefined) return real;
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}, name, resolveId));
    case 'null':
      return null;
    default:
      return null;
  }
}

/** The object properties of a schema (an object schema's `properties`), or none. */
export function propertiesOf(schema: Schema | undefined): Array<[string, Schema, boolean]> {
  if (!schema || !isObject(schema) || !schema.properties) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties).map(([key, property]) => [key, property, required.has(key)]);
}
