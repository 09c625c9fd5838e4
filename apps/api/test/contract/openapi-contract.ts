import { createHash } from 'node:crypto';

/**
 * The API's public contract as a reviewable record: every operation (`POST /v1/api/...`) and every shared schema with
 * a digest of its whole description (parameters, body, responses, security). A change to any of them shows up by
 * name in the record's diff; `npm run api:contract` writes the record again when the change is meant.
 */
export interface ContractRecord {
  openapi: string;
  operations: Record<string, string>;
  schemas: Record<string, string>;
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

export function contractOf(document: OpenApiDocument): ContractRecord {
  const operations: Record<string, string> = {};
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) operations[`${method.toUpperCase()} ${path}`] = digest(operation);
  }
  const schemas = Object.fromEntries(Object.entries(document.components?.schemas ?? {}).map(([name, schema]) => [name, digest(schema)]));
  const sorted = (record: Record<string, string>) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
  return { openapi: document.openapi, operations: sorted(operations), schemas: sorted(schemas) };
}
