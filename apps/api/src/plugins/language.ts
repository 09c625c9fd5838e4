import type { FastifyRequest } from 'fastify';
import { LANGUAGE_CODES, type LanguageCode } from '@freight/contracts';

/**
 * The caller's language from the `language` header every client call carries (spec section 7; case and spaces
 * ignored); else English. The API's texts follow it (texts by id, rendered by plugins/envelope.ts).
 */
export function headerLanguage(request: FastifyRequest): LanguageCode {
  const header = request.headers.language;
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  return (LANGUAGE_CODES as readonly string[]).includes(value) ? (value as LanguageCode) : 'en';
}
