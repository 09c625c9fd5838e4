import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type BuildValidator = NonNullable<NonNullable<SchemaController['compilersFactory']>['buildValidator']>;

interface RouteSchema {
  method: string;
  url: string;
  httpPart?: string;
  httpStatus?: string;
  schema?: unknown;
}
type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Serialize = (data: unknown) => string;

/**
 * Fastify lower-cases the property names of a headers schema unless the validator compiler is its own; with this
 * one it is not, so a headers schema must name its headers in lower case (as requests carry them).
 */
function assertLowerCaseHeaders(route: RouteSchema): void {
  const properties = (route.schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  const named = Object.keys(properties).find((name) => name !== name.toLowerCase());
  if (named) throw new Error(`${route.method} ${route.url}: the headers schema names '${named}'; header names are lower case`);
}

/** `compile` run once, on the first call of the returned function. */
function once<F>(compile: () => F): () => F {
  let compiled: F | undefined;
  return () => (compiled ??= compile());
}

/**
 * Fastify's own compilers (Ajv for the requests, fast-json-stringify for the answers), each route's schema compiled
 * on its first use instead of while the server starts. Compiling the 200-odd routes' schemas is most of a start
 * (seconds of CPU) and a test's server uses a few routes: the test servers build this way. The service compiles them
 * all as it starts (Fastify's default), so a schema that does not compile stops it there, and every test that starts
 * the service proves them all compilable.
 */
export function lazySchemaController(): SchemaController {
  const buildValidator = AjvCompiler();
  const buildSerializer = SerializerSelector();
  return {
    compilersFactory: {
      buildValidator: ((externalSchemas: Parameters<typeof buildValidator>[0], options: Parameters<typeof buildValidator>[1]) => {
        const compile = buildValidator(externalSchemas, options) as unknown as (route: RouteSchema) => Validate;
        return (route: RouteSchema) => {
          if (route.httpPart === 'headers') assertLowerCaseHeaders(route);
          const validator = once(() => compile(route));
          // Fastify reads `errors` from the function it called once that returned false.
          const validate: Validate = (data) => {
            const run = validator();
            const valid = run(data);
            validate.errors = run.errors;
            return valid;
          };
          return validate;
        };
      }) as unknown as BuildValidator,
      buildSerializer: (externalSchemas, options) => {
        const compile = buildSerializer(externalSchemas, options) as (route: RouteSchema) => Serialize;
        return (route) => {
          const serializer = once(() => compile(route as RouteSchema));
          return (data: unknown) => serializer()(data);
        };
      },
    },
  };
}
