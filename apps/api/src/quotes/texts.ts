import { defineTexts } from '../texts';

/** The English of the quotes' texts (their tests compare answers with it). */
export const QUOTE_MESSAGES = {
  confirmed: 'Quote is now confirmed. Please wait for Quote to be Approved',
  declined: 'Quote is now declined. Thank You',
  approved: 'Quote is now Approved',
  allCancelled: 'All Quotes are cancelled. Thank You',
  passcodeValid: 'Passcode verified',
  fetched: 'Quote fetched',
  notFound: 'Quote not found',
  loadNotFound: 'Load not found',
  wrongPasscode: 'Wrong passcode',
  /** The field's 400 of a wrong passcode, with the tries left before the lock (`wrongPasscodeLastTry` for one). */
  wrongPasscodeTriesLeft: 'Wrong passcode: {count} tries left before this quote is locked for 24 hours',
  wrongPasscodeLastTry: 'Wrong passcode: 1 try left before this quote is locked for 24 hours',
  locked: 'Too many wrong passcodes: this quote is locked. Please ask the shipper for a new quote request',
  cannotConfirm: 'This quote can no longer be confirmed',
  cannotDecline: 'This quote can no longer be declined',
  cannotApprove: 'Only a confirmed quote can be approved',
  loadCannotBeTendered: 'This load can no longer be given to a carrier',
  noOpenQuotes: 'This load has no open quotes to cancel',
  inThePast: 'Must be in the future',
  sentToUsers: 'Quote Successfully Send to Users',
  recipientsFetched: 'Quote recipients fetched',
  listFetched: 'Quotes fetched',
  commentSent: 'Comment sent',
  noRecipient: 'Choose at least one recipient',
  notPartnerUser: 'Not a user of a partner carrier',
  notOwnerOperator: 'Not an owner-operator of your company',
  loadNotQuotable: 'Quotes can only be requested for a pending or quoted load',
  alreadyQuoted: '{email} has already sent a price for this load',
  expired: 'This quote has expired: please ask the carrier for a new price',
  closedForComments: 'This quote is closed: comments are no longer possible',
} as const;

/** The quotes domain's texts by id (`quotes.<group>.<key>`): a quote's carrier and shipper calls, and the quote requests. */
export const QUOTE_TEXTS = {
  /** One quote: the carrier's passcode calls, confirm, decline, approve, cancel and comments. */
  quote: defineTexts('quotes.quote', {
    confirmed: {
      en: QUOTE_MESSAGES.confirmed,
      sp: 'La cotización está confirmada. Espere a que sea aprobada',
      fr: "Le devis est confirmé. Veuillez attendre qu'il soit approuvé",
    },
    declined: { en: QUOTE_MESSAGES.declined, sp: 'La cotización fue rechazada. Gracias', fr: 'Le devis est refusé. Merci' },
    approved: { en: QUOTE_MESSAGES.approved, sp: 'La cotización está aprobada', fr: 'Le devis est approuvé' },
    allCancelled: { en: QUOTE_MESSAGES.allCancelled, sp: 'Todas las cotizaciones fueron canceladas. Gracias', fr: 'Tous les devis sont annulés. Merci' },
    passcodeValid: { en: QUOTE_MESSAGES.passcodeValid, sp: 'Código de acceso verificado', fr: "Code d'accès vérifié" },
    fetched: { en: QUOTE_MESSAGES.fetched, sp: 'Cotización obtenida', fr: 'Devis récupéré' },
    notFound: { en: QUOTE_MESSAGES.notFound, sp: 'Cotización no encontrada', fr: 'Devis introuvable' },
    loadNotFound: { en: QUOTE_MESSAGES.loadNotFound, sp: 'Carga no encontrada', fr: 'Chargement introuvable' },
    wrongPasscode: { en: QUOTE_MESSAGES.wrongPasscode, sp: 'Código de acceso incorrecto', fr: "Code d'accès incorrect" },
    wrongPasscodeTriesLeft: {
      en: QUOTE_MESSAGES.wrongPasscodeTriesLeft,
      sp: 'Código de acceso incorrecto: le quedan {count} intentos antes de que esta cotización se bloquee durante 24 horas',
      fr: "Code d'accès incorrect : il vous reste {count} essais avant que ce devis soit verrouillé pendant 24 heures",
    },
    wrongPasscodeLastTry: {
      en: QUOTE_MESSAGES.wrongPasscodeLastTry,
      sp: 'Código de acceso incorrecto: le queda 1 intento antes de que esta cotización se bloquee durante 24 horas',
      fr: "Code d'accès incorrect : il vous reste 1 essai avant que ce devis soit verrouillé pendant 24 heures",
    },
    locked: {
      en: QUOTE_MESSAGES.locked,
      sp: 'Demasiados códigos de acceso incorrectos: esta cotización está bloqueada. Pida al remitente una nueva solicitud de cotización',
      fr: "Trop de codes d'accès incorrects : ce devis est verrouillé. Demandez à l'expéditeur une nouvelle demande de devis",
    },
    cannotConfirm: { en: QUOTE_MESSAGES.cannotConfirm, sp: 'Esta cotización ya no se puede confirmar', fr: 'Ce devis ne peut plus être confirmé' },
    cannotDecline: { en: QUOTE_MESSAGES.cannotDecline, sp: 'Esta cotización ya no se puede rechazar', fr: 'Ce devis ne peut plus être refusé' },
    cannotApprove: { en: QUOTE_MESSAGES.cannotApprove, sp: 'Solo se puede aprobar una cotización confirmada', fr: 'Seul un devis confirmé peut être approuvé' },
    loadCannotBeTendered: {
      en: QUOTE_MESSAGES.loadCannotBeTendered,
      sp: 'Esta carga ya no se puede asignar a un transportista',
      fr: 'Ce chargement ne peut plus être confié à un transporteur',
    },
    noOpenQuotes: {
      en: QUOTE_MESSAGES.noOpenQuotes,
      sp: 'Esta carga no tiene cotizaciones abiertas para cancelar',
      fr: "Ce chargement n'a aucun devis ouvert à annuler",
    },
    inThePast: { en: QUOTE_MESSAGES.inThePast, sp: 'Debe ser una fecha futura', fr: 'Doit être dans le futur' },
    expired: {
      en: QUOTE_MESSAGES.expired,
      sp: 'Esta cotización ha caducado: pida al transportista un precio nuevo',
      fr: 'Ce devis a expiré : demandez un nouveau prix au transporteur',
    },
    closedForComments: {
      en: QUOTE_MESSAGES.closedForComments,
      sp: 'Esta cotización está cerrada: ya no se pueden enviar comentarios',
      fr: "Ce devis est clos : il n'est plus possible de commenter",
    },
    commentSent: { en: QUOTE_MESSAGES.commentSent, sp: 'Comentario enviado', fr: 'Commentaire envoyé' },
  }),
  /** The shipper's quote requests: send-quote-users, its recipients and the quotes list. */
  requests: defineTexts('quotes.requests', {
    sentToUsers: {
      en: QUOTE_MESSAGES.sentToUsers,
      sp: 'Cotización enviada a los usuarios correctamente',
      fr: 'Devis envoyé aux utilisateurs avec succès',
    },
    recipientsFetched: { en: QUOTE_MESSAGES.recipientsFetched, sp: 'Destinatarios de la cotización obtenidos', fr: 'Destinataires du devis récupérés' },
    listFetched: { en: QUOTE_MESSAGES.listFetched, sp: 'Cotizaciones obtenidas', fr: 'Devis récupérés' },
    noRecipient: { en: QUOTE_MESSAGES.noRecipient, sp: 'Elija al menos un destinatario', fr: 'Choisissez au moins un destinataire' },
    notPartnerUser: {
      en: QUOTE_MESSAGES.notPartnerUser,
      sp: 'No es un usuario de un transportista asociado',
      fr: "Ce n'est pas un utilisateur d'un transporteur partenaire",
    },
    notOwnerOperator: {
      en: QUOTE_MESSAGES.notOwnerOperator,
      sp: 'No es un propietario-operador de su empresa',
      fr: "Ce n'est pas un artisan transporteur de votre entreprise",
    },
    loadNotQuotable: {
      en: QUOTE_MESSAGES.loadNotQuotable,
      sp: 'Solo se pueden pedir cotizaciones para una carga pendiente o cotizada',
      fr: 'Les devis ne peuvent être demandés que pour un chargement en attente ou déjà chiffré',
    },
    alreadyQuoted: {
      en: QUOTE_MESSAGES.alreadyQuoted,
      sp: '{email} ya envió un precio para esta carga',
      fr: '{email} a déjà envoyé un prix pour ce chargement',
    },
  }),
};
