import { Type } from '@sinclair/typebox';

/**
 * Response schemas of the routes that do not answer the JSON envelope, so they are described (OpenAPI) like the
 * others. Fastify does not serialize a string sent as text/html, so these only document.
 */
export const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } });

/** A redirect: no body (`type: 'null'`), the target in `Location`. */
export const redirect = (description: string) => ({ description, type: 'null', headers: { location: Type.String() } }) as const;
