import { formatMinutes, type LanguageCode, type NotificationList } from '@freight/contracts';
import { defineTexts, type TextRef } from './index';
import { storedTexts } from './stored';

/**
 * The in-app notifications' texts (`notifications.content.<key>`). The API and the seed store a notification's title
 * and body in English (written by quotes, shipments, schedule, insight, purchase-orders and companies; read through
 * accounts' notification list), and each is read back by id in the reader's language (texts/stored.ts): bodies carry
 * ids and names, so most are patterns. Here, below the domains, because writers and readers are in several of them.
 *
 * A risk notice's body keeps its delay as a count of minutes in the stored English ("closed 135 min ago"); its `en`
 * and the translations write it for the reader ("closed 2 hr, 15 min ago", "hace 2 h y 15 min"): `formatMinutes` on
 * the `{minutes}` placeholder.
 */
const NOTICES = {
  paymentVerified: { en: 'Payment Verified Successfully', sp: 'Pago verificado correctamente', fr: 'Paiement vérifié avec succès' },
  fullAccess: {
    en: 'Your company now has full access to the portal.',
    sp: 'Su empresa ya tiene acceso completo al portal.',
    fr: 'Votre entreprise a maintenant un accès complet au portail.',
  },
  quoteReceived: { en: 'New quote received', sp: 'Nueva cotización recibida', fr: 'Nouveau devis reçu' },
  quoted: { en: '{carrier} quoted {load}', sp: '{carrier} cotizó {load}', fr: '{carrier} a proposé un devis pour {load}' },
  // Quotes (quotes/notify.ts)
  quoteDeclined: { en: 'Quote declined', sp: 'Cotización rechazada', fr: 'Devis refusé' },
  declined: { en: '{carrier} declined {load}', sp: '{carrier} rechazó {load}', fr: '{carrier} a refusé {load}' },
  quoteComment: { en: 'New comment on a quote', sp: 'Nuevo comentario en una cotización', fr: 'Nouveau commentaire sur un devis' },
  commented: { en: '{carrier} commented on {quote}', sp: '{carrier} comentó en {quote}', fr: '{carrier} a commenté {quote}' },
  loadDelayed: { en: 'Load delayed', sp: 'Carga retrasada', fr: 'Chargement retardé' },
  delayReason: { en: '{load}: {reason}', sp: '{load}: {reason}', fr: '{load} : {reason}' },
  fleetOrder: { en: 'New order for your fleet', sp: 'Nuevo pedido para su flota', fr: 'Nouvelle commande pour votre flotte' },
  awaitingAcceptance: { en: '{order} is waiting for acceptance', sp: '{order} espera su aceptación', fr: '{order} attend votre acceptation' },
  newOrder: { en: 'New order', sp: 'Nuevo pedido', fr: 'Nouvelle commande' },
  orderFrom: { en: '{order} from {company}', sp: '{order} de {company}', fr: '{order} de {company}' },
  // Driver pages (shipments/driver-steps.ts): a driver's step, to the shipper.
  atPickup: { en: 'Driver arrived at pickup', sp: 'El conductor llegó a la recogida', fr: "Le chauffeur est arrivé à l'enlèvement" },
  pickedUp: { en: 'Load picked up', sp: 'Carga recogida', fr: 'Chargement enlevé' },
  atDelivery: { en: 'Driver arrived at delivery', sp: 'El conductor llegó a la entrega', fr: 'Le chauffeur est arrivé à la livraison' },
  delivered: { en: 'Load delivered', sp: 'Carga entregada', fr: 'Chargement livré' },
  loadTruck: { en: '{load}, truck {truck}', sp: '{load}, camión {truck}', fr: '{load}, camion {truck}' },
  // Calendar (schedule/date-changes.ts): a date move asked of the other party, and its decision.
  dateChangeRequested: { en: 'Date change requested', sp: 'Cambio de fecha solicitado', fr: 'Changement de date demandé' },
  movePickup: {
    en: '{company} asks to move the pickup of {load} to {date}',
    sp: '{company} pide mover la recogida de {load} al {date}',
    fr: "{company} demande de déplacer l'enlèvement de {load} au {date}",
  },
  moveDelivery: {
    en: '{company} asks to move the delivery of {load} to {date}',
    sp: '{company} pide mover la entrega de {load} al {date}',
    fr: '{company} demande de déplacer la livraison de {load} au {date}',
  },
  dateChangeConfirmed: { en: 'Date change confirmed', sp: 'Cambio de fecha confirmado', fr: 'Changement de date confirmé' },
  dateChangeDeclined: { en: 'Date change declined', sp: 'Cambio de fecha rechazado', fr: 'Changement de date refusé' },
  pickupMoved: { en: '{load}, pickup: {from} → {to}', sp: '{load}, recogida: {from} → {to}', fr: '{load}, enlèvement : {from} → {to}' },
  deliveryMoved: { en: '{load}, delivery: {from} → {to}', sp: '{load}, entrega: {from} → {to}', fr: '{load}, livraison : {from} → {to}' },
  // Delay and risk of delay (insight/risk-job.ts, RISK_NOTICES): to the shipper when a load becomes late or at risk.
  atRisk: { en: 'Load at risk of delay', sp: 'Carga en riesgo de retraso', fr: 'Chargement à risque de retard' },
  pickupClosed: {
    en: '{load}: not picked up, the pickup window closed {minutes} ago',
    sp: '{load}: no recogida, la ventana de recogida cerró hace {minutes}',
    fr: "{load} : non enlevé, la fenêtre d'enlèvement s'est fermée il y a {minutes}",
  },
  deliveryClosed: {
    en: '{load}: not delivered, the delivery window closed {minutes} ago',
    sp: '{load}: no entregada, la ventana de entrega cerró hace {minutes}',
    fr: "{load} : non livré, la fenêtre de livraison s'est fermée il y a {minutes}",
  },
  pickupEta: {
    en: '{load}: the truck is expected at pickup {minutes} after the window',
    sp: '{load}: se espera el camión en la recogida {minutes} después de la ventana',
    fr: "{load} : le camion est attendu à l'enlèvement {minutes} après la fenêtre",
  },
  deliveryEta: {
    en: '{load}: expected at delivery {minutes} after the window',
    sp: '{load}: se espera en la entrega {minutes} después de la ventana',
    fr: '{load} : attendu à la livraison {minutes} après la fenêtre',
  },
  noTruck: {
    en: '{load}: no truck assigned, the pickup window closes within {hours} h',
    sp: '{load}: sin camión asignado, la ventana de recogida cierra en menos de {hours} h',
    fr: "{load} : aucun camion attribué, la fenêtre d'enlèvement se ferme dans moins de {hours} h",
  },
  containerLate: {
    en: '{load}: its ocean container comes {minutes} after the window',
    sp: '{load}: su contenedor marítimo llega {minutes} después de la ventana',
    fr: '{load} : son conteneur maritime arrive {minutes} après la fenêtre',
  },
  // Container ETA changed (purchase-orders/replan): to the importer when a container's ETA moves past the threshold.
  etaChanged: { en: 'Container ETA changed', sp: 'Cambió la ETA del contenedor', fr: "L'ETA du conteneur a changé" },
  // How far, against which ETA (replan/notify.ts etaNoticeBody), and "arrived" once the new ETA is past.
  expectedLater: {
    en: '{container} of {order} is now expected {minutes} later, on {eta} (expected before: {previous})',
    sp: '{container} de {order} ahora se espera {minutes} más tarde, el {eta} (se esperaba el {previous})',
    fr: '{container} de {order} est maintenant attendu {minutes} plus tard, le {eta} (attendu auparavant le {previous})',
  },
  expectedEarlier: {
    en: '{container} of {order} is now expected {minutes} earlier, on {eta} (expected before: {previous})',
    sp: '{container} de {order} ahora se espera {minutes} antes, el {eta} (se esperaba el {previous})',
    fr: '{container} de {order} est maintenant attendu {minutes} plus tôt, le {eta} (attendu auparavant le {previous})',
  },
  arrivedLater: {
    en: '{container} of {order} arrived {minutes} later than expected, on {eta} (expected {previous})',
    sp: '{container} de {order} llegó {minutes} más tarde de lo previsto, el {eta} (se esperaba el {previous})',
    fr: '{container} de {order} est arrivé {minutes} plus tard que prévu, le {eta} (attendu le {previous})',
  },
  arrivedEarlier: {
    en: '{container} of {order} arrived {minutes} earlier than expected, on {eta} (expected {previous})',
    sp: '{container} de {order} llegó {minutes} antes de lo previsto, el {eta} (se esperaba el {previous})',
    fr: '{container} de {order} est arrivé {minutes} plus tôt que prévu, le {eta} (attendu le {previous})',
  },
  // Notices stored before that wording (still read from the database).
  arrivesLater: {
    en: '{container} of {order} arrives {hours} h later: ETA {eta}',
    sp: '{container} de {order} llega {hours} h más tarde: ETA {eta}',
    fr: '{container} de {order} arrive {hours} h plus tard : ETA {eta}',
  },
  arrivesEarlier: {
    en: '{container} of {order} arrives {hours} h earlier: ETA {eta}',
    sp: '{container} de {order} llega {hours} h antes: ETA {eta}',
    fr: '{container} de {order} arrive {hours} h plus tôt : ETA {eta}',
  },
  renewed: { en: 'Subscription renewed', sp: 'Suscripción renovada', fr: 'Abonnement renouvelé' },
  planRenewed: { en: 'Your {plan} plan was renewed.', sp: 'Su plan {plan} se renovó.', fr: 'Votre forfait {plan} a été renouvelé.' },
} as const;

/** The stored English of the texts whose `en` writes their delay for the reader. */
const STORED = {
  pickupClosed: '{load}: not picked up, the pickup window closed {minutes} min ago',
  deliveryClosed: '{load}: not delivered, the delivery window closed {minutes} min ago',
  pickupEta: '{load}: the truck is expected at pickup {minutes} min after the window',
  deliveryEta: '{load}: expected at delivery {minutes} min after the window',
  containerLate: '{load}: its ocean container comes {minutes} min after the window',
  expectedLater: '{container} of {order} is now expected {minutes} min later, on {eta} (expected before: {previous})',
  expectedEarlier: '{container} of {order} is now expected {minutes} min earlier, on {eta} (expected before: {previous})',
  arrivedLater: '{container} of {order} arrived {minutes} min later than expected, on {eta} (expected {previous})',
  arrivedEarlier: '{container} of {order} arrived {minutes} min earlier than expected, on {eta} (expected {previous})',
} as const;

/** Values inside those texts that are themselves the product's words (the delay reasons of reference/names.ts). */
const REASONS = {
  traffic: { en: 'Heavy traffic on the interstate', sp: 'Tráfico intenso en la autopista interestatal', fr: "Circulation dense sur l'autoroute" },
  winterStorm: {
    en: 'Winter storm: chain control in effect',
    sp: 'Tormenta invernal: uso obligatorio de cadenas',
    fr: 'Tempête hivernale : chaînes obligatoires',
  },
  lateLoading: { en: 'Late loading at the shipper', sp: 'Carga tardía en el cargador', fr: "Chargement tardif chez l'expéditeur" },
  breakdown: {
    en: 'Truck breakdown: waiting for roadside service',
    sp: 'Avería del camión: esperando asistencia en carretera',
    fr: 'Panne du camion : en attente du dépannage',
  },
  hoursOfService: { en: 'Hours-of-service reset', sp: 'Descanso obligatorio de horas de servicio', fr: 'Repos obligatoire (heures de service)' },
  border: { en: 'Border crossing inspection', sp: 'Inspección en el cruce fronterizo', fr: 'Inspection au passage de la frontière' },
  detention: { en: 'Detention at the previous stop', sp: 'Retención en la parada anterior', fr: "Immobilisation à l'arrêt précédent" },
} as const;

const NOTICE_TEXTS = {
  content: defineTexts('notifications.content', NOTICES),
  reason: defineTexts('notifications.reason', REASONS),
};

type ReasonKey = keyof typeof REASONS;
const REASON_BY_ENGLISH = new Map(Object.entries(REASONS).map(([key, entry]) => [entry.en as string, key as ReasonKey]));

/** A count of minutes (a risk notice's delay) as the reader says it; anything else as it came. */
const minutesForReader = (value: string, language: LanguageCode) => (/^\d+$/.test(value) ? formatMinutes(Number(value), language) : value);

/** The notifications' stored English read in the reader's language (`translate`), and whether a text is known (`has`). */
export const notificationTexts = storedTexts(
  NOTICES,
  (key, values) => (NOTICE_TEXTS.content[key] as (values: Record<string, string | TextRef>) => TextRef)(values),
  {
    stored: STORED,
    term: (value) => {
      const reason = REASON_BY_ENGLISH.get(value);
      return reason === undefined ? undefined : NOTICE_TEXTS.reason[reason]();
    },
    formats: { minutes: minutesForReader },
  },
);

/** The caller's notifications with their titles and bodies in `language`. */
export function translateNotifications(list: NotificationList, language: LanguageCode): NotificationList {
  return {
    ...list,
    items: list.items.map((item) => ({
      ...item,
      title: notificationTexts.translate(item.title, language),
      body: notificationTexts.translate(item.body, language),
    })),
  };
}
