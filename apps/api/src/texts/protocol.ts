import { CROSS_SITE_MESSAGE, NO_PORTAL_MESSAGE, PASSWORD_CHANGED_MESSAGE, TOKEN_EXPIRED_MESSAGE, TOKEN_INVALID_MESSAGE } from '@freight/contracts';
import { defineTexts } from './index';

/**
 * The protocol's own texts, below the domains: the envelope's "Invalid request", the error handler's, the router's,
 * the request parser's and the session check's (plugins/auth.ts). The English is the spec's (the contracts' where
 * the client compares it).
 */
export const PROTOCOL = defineTexts('protocol', {
  invalidRequest: {
    en: 'Invalid request',
    sp: 'Solicitud no válida',
    fr: 'Requête invalide',
  },
  forbidden: {
    en: 'You do not have permission to access this resource',
    sp: 'No tiene permiso para acceder a este recurso',
    fr: "Vous n'avez pas l'autorisation d'accéder à cette ressource",
  },
  routeNotFound: {
    en: 'Route not found',
    sp: 'Ruta de la API no encontrada',
    fr: "Route de l'API introuvable",
  },
  internal: {
    en: 'Internal server error',
    sp: 'Error interno del servidor',
    fr: 'Erreur interne du serveur',
  },
  bodyTooLarge: {
    en: 'Request body is too large',
    sp: 'El cuerpo de la solicitud es demasiado grande',
    fr: 'Le corps de la requête est trop volumineux',
  },
  unsupportedMediaType: {
    en: 'Unsupported content type: send application/json',
    sp: 'Tipo de contenido no admitido: envíe application/json',
    fr: 'Type de contenu non pris en charge : envoyez application/json',
  },
  malformedJson: {
    en: 'Malformed JSON',
    sp: 'JSON mal formado',
    fr: 'JSON mal formé',
  },
  malformedUrl: {
    en: 'Malformed URL',
    sp: 'URL mal formada',
    fr: 'URL mal formée',
  },
  invalidContentLength: {
    en: 'Invalid content length',
    sp: 'Longitud de contenido no válida',
    fr: 'Longueur de contenu invalide',
  },
  /** A field left empty: the validation's and the handlers' own checks. */
  required: { en: 'Required', sp: 'Obligatorio', fr: 'Obligatoire' },
  tooLong: { en: 'Too Long!', sp: '¡Demasiado largo!', fr: 'Trop long !' },
  // The session refusals the client recognises to end a session (spec section 8, libs/api-client/src/client.ts): sent
  // as they are in every language, protocol rather than prose; the client shows its own translated text.
  tokenInvalid: { en: TOKEN_INVALID_MESSAGE, sp: TOKEN_INVALID_MESSAGE, fr: TOKEN_INVALID_MESSAGE },
  tokenExpired: { en: TOKEN_EXPIRED_MESSAGE, sp: TOKEN_EXPIRED_MESSAGE, fr: TOKEN_EXPIRED_MESSAGE },
  passwordChanged: { en: PASSWORD_CHANGED_MESSAGE, sp: PASSWORD_CHANGED_MESSAGE, fr: PASSWORD_CHANGED_MESSAGE },
  crossSite: { en: CROSS_SITE_MESSAGE, sp: 'Solicitud entre sitios rechazada', fr: 'Requête intersite refusée' },
  noPortal: { en: NO_PORTAL_MESSAGE, sp: 'Su cuenta no tiene acceso al portal', fr: "Votre compte n'a pas accès au portail" },
});
