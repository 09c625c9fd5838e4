import { defineTexts } from './index';

/** The English of the idempotency refusals (the tests compare the answers with it). */
export const IDEMPOTENCY_MESSAGES = {
  keyReused: 'This Idempotency-Key was already used for another request',
  inProgress: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
} as const;

/** The English of the database's refusals (the tests compare the answers with it). */
export const PG_VIOLATION_MESSAGES = {
  unique: 'This record already exists',
  foreignKey: 'A referenced record does not exist or is still in use',
  check: 'A value is not allowed',
  notNull: 'A required value is missing',
} as const;

/**
 * The texts no domain owns, by id (`shared.<group>.<key>`): the request validation's field errors (plugins/validation.ts,
 * plugins/input-guards.ts; 'Required' is PROTOCOL's), the attempt limits (plugins/attempt-limit.ts), idempotent
 * creates (plugins/idempotency.ts), the database's constraint refusals (db/errors.ts) and the providers' failures
 * that reach an answer.
 */
export const SHARED_TEXTS = {
  validation: defineTexts('shared.validation', {
    unknownField: { en: 'Unknown field', sp: 'Campo desconocido', fr: 'Champ inconnu' },
    invalidEmail: { en: 'Invalid email', sp: 'Correo electrónico no válido', fr: 'E-mail invalide' },
    invalidId: { en: 'Invalid id', sp: 'Identificador no válido', fr: 'Identifiant invalide' },
    /** `{format}`: the schema's format, in the reader's words when `format` names it (date-time, date, uri). */
    invalidOfFormat: { en: 'Invalid {format}', sp: 'Valor no válido ({format})', fr: 'Valeur invalide ({format})' },
    invalidFormat: { en: 'Invalid format', sp: 'Formato no válido', fr: 'Format invalide' },
    invalidValue: { en: 'Invalid value', sp: 'Valor no válido', fr: 'Valeur invalide' },
    tooShort: { en: 'Too Short!', sp: '¡Demasiado corto!', fr: 'Trop court !' },
    // The forms' own words for the limit (validation.maxLength).
    atMost: { en: 'At most {limit} characters', sp: 'Como máximo {limit} caracteres', fr: '{limit} caractères au maximum' },
    /** 'Must be an integer'; also a validator's own 'Must be > 0' (article '>', type '0'), as the answers always read. */
    mustBe: { en: 'Must be {article} {type}', sp: 'Debe ser {type}', fr: 'Doit être {type}' },
    oneOf: { en: 'Must be one of: {values}', sp: 'Debe ser uno de: {values}', fr: "Doit être l'une des valeurs : {values}" },
    /** A validator's own English for a rule without a text of ours: sent as it is in every language. */
    asWritten: { en: '{text}', sp: '{text}', fr: '{text}' },
    /** A NUL character in the input (PostgreSQL text cannot hold it). */
    invalidCharacter: { en: 'Invalid character', sp: 'Carácter no válido', fr: 'Caractère invalide' },
  }),
  /** The JSON types of "Must be a string" in the reader's words. */
  type: defineTexts('shared.type', {
    string: { en: 'string', sp: 'un texto', fr: 'un texte' },
    number: { en: 'number', sp: 'un número', fr: 'un nombre' },
    integer: { en: 'integer', sp: 'un número entero', fr: 'un nombre entier' },
    boolean: { en: 'boolean', sp: 'verdadero o falso', fr: 'vrai ou faux' },
    object: { en: 'object', sp: 'un objeto', fr: 'un objet' },
    array: { en: 'array', sp: 'una lista', fr: 'une liste' },
    null: { en: 'null', sp: 'nulo', fr: 'nul' },
    value: { en: 'value', sp: 'un valor', fr: 'une valeur' },
  }),
  /** The formats of "Invalid date-time" in the reader's words. */
  format: defineTexts('shared.format', {
    'date-time': { en: 'date-time', sp: 'fecha y hora', fr: 'date et heure' },
    date: { en: 'date', sp: 'fecha', fr: 'date' },
    uri: { en: 'uri', sp: 'dirección web', fr: 'adresse web' },
  }),
  limits: defineTexts('shared.limits', {
    /** 429 of an attempt limit; `{what}` one of `attempts` below. */
    seconds: {
      en: 'Too many {what}. Please try again in {seconds} seconds.',
      sp: 'Demasiados {what}. Inténtelo de nuevo en {seconds} segundos.',
      fr: 'Trop de {what}. Réessayez dans {seconds} secondes.',
    },
    /** The same for a wait longer than 90 seconds. */
    minutes: {
      en: 'Too many {what}. Please try again in {minutes} minutes.',
      sp: 'Demasiados {what}. Inténtelo de nuevo en {minutes} minutos.',
      fr: 'Trop de {what}. Réessayez dans {minutes} minutes.',
    },
  }),
  /** What an attempt limit counts ("Too many registrations"). */
  attempts: defineTexts('shared.attempts', {
    attempts: { en: 'attempts', sp: 'intentos', fr: 'tentatives' },
    login: { en: 'login attempts', sp: 'intentos de inicio de sesión', fr: 'tentatives de connexion' },
    registrations: { en: 'registrations', sp: 'registros', fr: "demandes d'inscription" },
    messages: { en: 'messages', sp: 'mensajes', fr: 'messages' },
    emailChanges: { en: 'e-mail changes', sp: 'cambios de correo electrónico', fr: "changements d'e-mail" },
  }),
  idempotency: defineTexts('shared.idempotency', {
    keyReused: {
      en: IDEMPOTENCY_MESSAGES.keyReused,
      sp: 'Esta Idempotency-Key ya se usó para otra solicitud',
      fr: 'Cette Idempotency-Key a déjà servi pour une autre requête',
    },
    inProgress: {
      en: IDEMPOTENCY_MESSAGES.inProgress,
      sp: 'Una solicitud con esta Idempotency-Key todavía se está procesando. Vuelva a intentarlo en un momento.',
      fr: 'Une requête avec cette Idempotency-Key est encore en cours de traitement. Veuillez réessayer dans un instant.',
    },
  }),
  /** A write the database refused that no route expected (db/errors.ts): unique → 409, the others → 400. */
  database: defineTexts('shared.database', {
    unique: { en: PG_VIOLATION_MESSAGES.unique, sp: 'Este registro ya existe', fr: 'Cet enregistrement existe déjà' },
    foreignKey: {
      en: PG_VIOLATION_MESSAGES.foreignKey,
      sp: 'Un registro referido no existe o todavía está en uso',
      fr: "Un enregistrement référencé n'existe pas ou est encore utilisé",
    },
    check: { en: PG_VIOLATION_MESSAGES.check, sp: 'Un valor no está permitido', fr: "Une valeur n'est pas autorisée" },
    notNull: { en: PG_VIOLATION_MESSAGES.notNull, sp: 'Falta un valor obligatorio', fr: 'Une valeur obligatoire manque' },
  }),
  /** A provider that failed or did not answer in time (502, 504). */
  providers: defineTexts('shared.providers', {
    maps: { en: 'Maps service unavailable', sp: 'El servicio de mapas no está disponible', fr: 'Le service de cartes est indisponible' },
    erp: { en: 'ERP service unavailable', sp: 'El servicio ERP no está disponible', fr: 'Le service ERP est indisponible' },
    containers: { en: 'Container tracking unavailable', sp: 'Seguimiento de contenedores no disponible', fr: 'Suivi des conteneurs indisponible' },
    storage: { en: 'File storage unavailable', sp: 'Almacenamiento de archivos no disponible', fr: 'Stockage des fichiers indisponible' },
    payments: {
      en: 'The payment service is unavailable. Please try again.',
      sp: 'El servicio de pagos no está disponible. Inténtelo de nuevo.',
      fr: 'Le service de paiement est indisponible. Veuillez réessayer.',
    },
  }),
};
