import type { FastifyInstance } from 'fastify';
import { badRequest } from './envelope';
import { findNulCharacter } from './validation';
import { SHARED_TEXTS } from '../texts/shared';

/**
 * Checks every request's input before schema validation (preValidation): a NUL character in the body, query or
 * path parameters is a 400 `{ field, message: 'Invalid character' }` (PostgreSQL text cannot hold it).
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = findNulCharacter(request.params, 'params') ?? findNulCharacter(request.query, 'query') ?? findNulCharacter(request.body, 'body');
    if (field) throw badRequest([{ field, message: SHARED_TEXTS.validation.invalidCharacter() }]);
  });
}
