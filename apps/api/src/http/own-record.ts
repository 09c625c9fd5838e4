import type { FastifyRequest } from 'fastify';
import { notFound } from '../plugins/envelope';
import type { Message } from '../texts';
import { isUuid } from './params';

/**
 * A `preValidation` hook for writes to `:_id`: another company's (or no) record is a 404 before the body is
 * validated, so a stranger's id learns nothing from the validation errors. A malformed id is left to the schema.
 */
export function ownRecordOr404(exists: (companyId: string, id: string) => Promise<boolean>, message: Message) {
  return async (request: FastifyRequest) => {
    const id = (request.params as { _id?: unknown } | undefined)?._id;
    if (!isUuid(id) || !request.caller) return;
    if (!(await exists(request.caller.companyId, id))) throw notFound(message);
  };
}
