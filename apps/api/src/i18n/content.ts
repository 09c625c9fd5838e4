import { formatMinutes, type LanguageCode, type NotificationList, type Plan } from '@freight/contracts';
import type { ServerTranslation } from './catalogue';
import { createTranslator } from './translate';

/**
 * Texts the product itself writes into its data, stored in English and translated when read, in the caller's
 * language: the plans' descriptions and features (seed/reference.ts) and the notifications the API and the seed
 * create (title and body; bodies carry ids and names, so most are patterns). Plan names are brand names and stay.
 * `test/i18n/content.spec.ts` fails when a seeded plan or notification text has no sp and fr here.
 */

export const PLAN_TEXTS: Readonly<Record<string, ServerTranslation>> = {
  'For small fleets and shippers getting started.': {
    sp: 'Para flotas pequeñas y cargadores que empiezan.',
    fr: 'Pour les petites flottes et les expéditeurs qui débutent.',
  },
  'For growing shippers and carriers.': { sp: 'Para cargadores y transportistas en crecimiento.', fr: 'Pour les expéditeurs et transporteurs en croissance.' },
  'Unlimited users and trucks, SSO and a dedicated manager.': {
    sp: 'Usuarios y camiones ilimitados, inicio de sesión único y un gestor dedicado.',
    fr: 'Utilisateurs et camions illimités, authentification unique et un gestionnaire dédié.',
  },
  'Loads and quotes': { sp: 'Cargas y cotizaciones', fr: 'Chargements et devis' },
  'Address book and lanes': { sp: 'Libreta de direcciones y rutas', fr: "Carnet d'adresses et lignes" },
  'Up to {count} trucks': { sp: 'Hasta {count} camiones', fr: "Jusqu'à {count} camions" },
  'E-mail support': { sp: 'Soporte por correo electrónico', fr: 'Assistance par e-mail' },
  'Everything in {plan}': { sp: 'Todo lo de {plan}', fr: 'Tout ce que comprend {plan}' },
  'Purchase orders and container tracking': { sp: 'Órdenes de compra y seguimiento de contenedores', fr: 'Bons de commande et suivi des conteneurs' },
  'Sales orders and ERP': { sp: 'Pedidos de venta y ERP', fr: 'Commandes clients et ERP' },
  'Unlimited users and trucks': { sp: 'Usuarios y camiones ilimitados', fr: 'Utilisateurs et camions illimités' },
  'Single sign-on': { sp: 'Inicio de sesión único', fr: 'Authentification unique' },
  'Dedicated account manager': { sp: 'Gestor de cuenta dedicado', fr: 'Gestionnaire de compte dédié' },
};

/**
 * The in-app notifications' texts. A risk notice's body keeps its delay as a count of minutes in the stored English
 * ("closed 135 min ago"); its `en` display and the translations write it for the reader ("closed 2 hr, 15 min ago",
 * "hace 2 h y 15 min"): `formatMinutes` on the `{minutes}` placeholder (`notificationTexts` below).
 */
export const NOTIFICATION_TEXTS: Readonly<Record<string, ServerTranslation & { en?: string }>> = {
  'Payment Verified Successfully': { sp: 'Pago verificado correctamente', fr: 'Paiement vérifié avec succès' },
  'Your company now has full access to the portal.': {
    sp: 'Su empresa ya tiene acceso completo al portal.',
    fr: 'Votre entreprise a maintenant un accès complet au portail.',
  },
  'New quote received': { sp: 'Nueva cotización recibida', fr: 'Nouveau devis reçu' },
  '{carrier} quoted {load}': { sp: '{carrier} cotizó {load}', fr: '{carrier} a proposé un devis pour {load}' },
  // Quotes (quotes/notify.ts)
  'Quote declined': { sp: 'Cotización rechazada', fr: 'Devis refusé' },
  '{carrier} declined {load}': { sp: '{carrier} rechazó {load}', fr: '{carrier} a refusé {load}' },
  'New comment on a quote': { sp: 'Nuevo comentario en una cotización', fr: 'Nouveau commentaire sur un devis' },
  '{carrier} commented on {quote}': { sp: '{carrier} comentó en {quote}', fr: '{carrier} a commenté {quote}' },
  'Load delayed': { sp: 'Carga retrasada', fr: 'Chargement retardé' },
  '{load}: {reason}': { sp: '{load}: {reason}', fr: '{load} : {reason}' },
  'New order for your fleet': { sp: 'Nuevo pedido para su flota', fr: 'Nouvelle commande pour votre flotte' },
  '{order} is waiting for acceptance': { sp: '{order} espera su aceptación', fr: '{order} attend votre acceptation' },
  'New order': { sp: 'Nuevo pedido', fr: 'Nouvelle commande' },
  '{order} from {company}': { sp: '{order} de {company}', fr: '{order} de {company}' },
  // Driver pages (shipments/driver-steps.ts): a driver's step, to the shipper.
  'Driver arrived at pickup': { sp: 'El conductor llegó a la recogida', fr: "Le chauffeur est arrivé à l'enlèvement" },
  'Load picked up': { sp: 'Carga recogida', fr: 'Chargement enlevé' },
  'Driver arrived at delivery': { sp: 'El conductor llegó a la entrega', fr: 'Le chauffeur est arrivé à la livraison' },
  'Load delivered': { sp: 'Carga entregada', fr: 'Chargement livré' },
  '{load}, truck {truck}': { sp: '{load}, camión {truck}', fr: '{load}, camion {truck}' },
  // Calendar (schedule/date-changes.ts): a date move asked of the other party, and its decision.
  'Date change requested': { sp: 'Cambio de fecha solicitado', fr: 'Changement de date demandé' },
  '{company} asks to move the pickup of {load} to {date}': {
    sp: '{company} pide mover la recogida de {load} al {date}',
    fr: "{company} demande de déplacer l'enlèvement de {load} au {date}",
  },
  '{company} asks to move the delivery of {load} to {date}': {
    sp: '{company} pide mover la entrega de {load} al {date}',
    fr: '{company} demande de déplacer la livraison de {load} au {date}',
  },
  'Date change confirmed': { sp: 'Cambio de fecha confirmado', fr: 'Changement de date confirmé' },
  'Date change declined': { sp: 'Cambio de fecha rechazado', fr: 'Changement de date refusé' },
  '{load}, pickup: {from} → {to}': { sp: '{load}, recogida: {from} → {to}', fr: '{load}, enlèvement : {from} → {to}' },
  '{load}, delivery: {from} → {to}': { sp: '{load}, entrega: {from} → {to}', fr: '{load}, livraison : {from} → {to}' },
  // Delay and risk of delay (insight/risk-job.ts, RISK_NOTICES): to the shipper when a load becomes late or at risk.
  'Load at risk of delay': { sp: 'Carga en riesgo de retraso', fr: 'Chargement à risque de retard' },
  '{load}: not picked up, the pickup window closed {minutes} min ago': {
    en: '{load}: not picked up, the pickup window closed {minutes} ago',
    sp: '{load}: no recogida, la ventana de recogida cerró hace {minutes}',
    fr: "{load} : non enlevé, la fenêtre d'enlèvement s'est fermée il y a {minutes}",
  },
  '{load}: not delivered, the delivery window closed {minutes} min ago': {
    en: '{load}: not delivered, the delivery window closed {minutes} ago',
    sp: '{load}: no entregada, la ventana de entrega cerró hace {minutes}',
    fr: "{load} : non livré, la fenêtre de livraison s'est fermée il y a {minutes}",
  },
  '{load}: the truck is expected at pickup {minutes} min after the window': {
    en: '{load}: the truck is expected at pickup {minutes} after the window',
    sp: '{load}: se espera el camión en la recogida {minutes} después de la ventana',
    fr: "{load} : le camion est attendu à l'enlèvement {minutes} après la fenêtre",
  },
  '{load}: expected at delivery {minutes} min after the window': {
    en: '{load}: expected at delivery {minutes} after the window',
    sp: '{load}: se espera en la entrega {minutes} después de la ventana',
    fr: '{load} : attendu à la livraison {minutes} après la fenêtre',
  },
  '{load}: no truck assigned, the pickup window closes within {hours} h': {
    sp: '{load}: sin camión asignado, la ventana de recogida cierra en menos de {hours} h',
    fr: "{load} : aucun camion attribué, la fenêtre d'enlèvement se ferme dans moins de {hours} h",
  },
  '{load}: its ocean container comes {minutes} min after the window': {
    en: '{load}: its ocean container comes {minutes} after the window',
    sp: '{load}: su contenedor marítimo llega {minutes} después de la ventana',
    fr: '{load} : son conteneur maritime arrive {minutes} après la fenêtre',
  },
  // Container ETA changed (purchase-manager/replan): to the importer when a container's ETA moves past the threshold.
  'Container ETA changed': { sp: 'Cambió la ETA del contenedor', fr: "L'ETA du conteneur a changé" },
  // How far, against which ETA (replan/notify.ts etaNoticeBody), and "arrived" once the new ETA is past.
  '{container} of {order} is now expected {minutes} min later, on {eta} (expected before: {previous})': {
    en: '{container} of {order} is now expected {minutes} later, on {eta} (expected before: {previous})',
    sp: '{container} de {order} ahora se espera {minutes} más tarde, el {eta} (se esperaba el {previous})',
    fr: '{container} de {order} est maintenant attendu {minutes} plus tard, le {eta} (attendu auparavant le {previous})',
  },
  '{container} of {order} is now expected {minutes} min earlier, on {eta} (expected before: {previous})': {
    en: '{container} of {order} is now expected {minutes} earlier, on {eta} (expected before: {previous})',
    sp: '{container} de {order} ahora se espera {minutes} antes, el {eta} (se esperaba el {previous})',
    fr: '{container} de {order} est maintenant attendu {minutes} plus tôt, le {eta} (attendu auparavant le {previous})',
  },
  '{container} of {order} arrived {minutes} min later than expected, on {eta} (expected {previous})': {
    en: '{container} of {order} arrived {minutes} later than expected, on {eta} (expected {previous})',
    sp: '{container} de {order} llegó {minutes} más tarde de lo previsto, el {eta} (se esperaba el {previous})',
    fr: '{container} de {order} est arrivé {minutes} plus tard que prévu, le {eta} (attendu le {previous})',
  },
  '{container} of {order} arrived {minutes} min earlier than expected, on {eta} (expected {previous})': {
    en: '{container} of {order} arrived {minutes} earlier than expected, on {eta} (expected {previous})',
    sp: '{container} de {order} llegó {minutes} antes de lo previsto, el {eta} (se esperaba el {previous})',
    fr: '{container} de {order} est arrivé {minutes} plus tôt que prévu, le {eta} (attendu le {previous})',
  },
  // Notices stored before that wording (still read from the database).
  '{container} of {order} arrives {hours} h later: ETA {eta}': {
    sp: '{container} de {order} llega {hours} h más tarde: ETA {eta}',
    fr: '{container} de {order} arrive {hours} h plus tard : ETA {eta}',
  },
  '{container} of {order} arrives {hours} h earlier: ETA {eta}': {
    sp: '{container} de {order} llega {hours} h antes: ETA {eta}',
    fr: '{container} de {order} arrive {hours} h plus tôt : ETA {eta}',
  },
  'Subscription renewed': { sp: 'Suscripción renovada', fr: 'Abonnement renouvelé' },
  'Your {plan} plan was renewed.': { sp: 'Su plan {plan} se renovó.', fr: 'Votre forfait {plan} a été renouvelé.' },
};

/** Values inside those texts that are themselves the product's words (the delay reasons of reference/names.ts). */
export const CONTENT_TERMS: Readonly<Record<string, ServerTranslation>> = {
  'Heavy traffic on the interstate': { sp: 'Tráfico intenso en la autopista interestatal', fr: "Circulation dense sur l'autoroute" },
  'Winter storm: chain control in effect': { sp: 'Tormenta invernal: uso obligatorio de cadenas', fr: 'Tempête hivernale : chaînes obligatoires' },
  'Late loading at the shipper': { sp: 'Carga tardía en el cargador', fr: "Chargement tardif chez l'expéditeur" },
  'Truck breakdown: waiting for roadside service': {
    sp: 'Avería del camión: esperando asistencia en carretera',
    fr: 'Panne du camion : en attente du dépannage',
  },
  'Hours-of-service reset': { sp: 'Descanso obligatorio de horas de servicio', fr: 'Repos obligatoire (heures de service)' },
  'Border crossing inspection': { sp: 'Inspección en el cruce fronterizo', fr: 'Inspection au passage de la frontière' },
  'Detention at the previous stop': { sp: 'Retención en la parada anterior', fr: "Immobilisation à l'arrêt précédent" },
};

// Activity log: `activity_logs.meta` = { key, params } written by shipments/moves.ts `recordMove` and
// the seed (seed/load-generator/activity.ts); logs-manager renders the key in the reader's language, `message` keeps the English.
export const ACTIVITY_TEXTS: Readonly<Record<string, { en: string } & ServerTranslation>> = {
  'order.new': {
    en: 'Order {order} ({load}) back to new',
    sp: 'Pedido {order} ({load}) de vuelta a nuevo',
    fr: 'Commande {order} ({load}) revenue à nouvelle',
  },
  'order.accepted': { en: 'Order {order} ({load}) accepted', sp: 'Pedido {order} ({load}) aceptado', fr: 'Commande {order} ({load}) acceptée' },
  'order.rejected': { en: 'Order {order} ({load}) rejected', sp: 'Pedido {order} ({load}) rechazado', fr: 'Commande {order} ({load}) refusée' },
  'order.cancelled': { en: 'Order {order} ({load}) cancelled', sp: 'Pedido {order} ({load}) cancelado', fr: 'Commande {order} ({load}) annulée' },
  'order.invoiced': { en: 'Order {order} ({load}) invoiced', sp: 'Pedido {order} ({load}) facturado', fr: 'Commande {order} ({load}) facturée' },
  'order.paid': {
    en: 'Order {order} ({load}) marked paid',
    sp: 'Pedido {order} ({load}) marcado como pagado',
    fr: 'Commande {order} ({load}) marquée comme payée',
  },
  'order.unassigned': {
    en: 'Order {order} ({load}) back to accepted: no truck assigned',
    sp: 'Pedido {order} ({load}) de vuelta a aceptado: sin camión asignado',
    fr: 'Commande {order} ({load}) revenue à acceptée : aucun camion attribué',
  },
  'order.assignment_rejected': {
    en: 'Truck assignment rejected on order {order} ({load})',
    sp: 'Asignación de camión rechazada en el pedido {order} ({load})',
    fr: 'Attribution du camion refusée sur la commande {order} ({load})',
  },
  'order.assignment_cancelled': {
    en: 'Truck assignment cancelled on order {order} ({load})',
    sp: 'Asignación de camión cancelada en el pedido {order} ({load})',
    fr: 'Attribution du camion annulée sur la commande {order} ({load})',
  },
  'order.status': { en: 'Order {order} ({load}): {status}', sp: 'Pedido {order} ({load}): {status}', fr: 'Commande {order} ({load}) : {status}' },
  // The seed's order lines (seed/load-generator/activity.ts `withActivity`).
  'order.tendered': { en: 'Order {order} tendered to {carrier}', sp: 'Pedido {order} ofrecido a {carrier}', fr: 'Commande {order} proposée à {carrier}' },
  'order.received': { en: 'New order {order} ({lane})', sp: 'Nuevo pedido {order} ({lane})', fr: 'Nouvelle commande {order} ({lane})' },
  'order.accepted_by': {
    en: 'Order {order} accepted by {carrier}',
    sp: 'Pedido {order} aceptado por {carrier}',
    fr: 'Commande {order} acceptée par {carrier}',
  },
  'order.truck_assigned': {
    en: 'Truck {truck} ({driver}) assigned to {order}',
    sp: 'Camión {truck} ({driver}) asignado a {order}',
    fr: 'Camion {truck} ({driver}) attribué à {order}',
  },
  'order.picked_up': { en: '{load} picked up in {place}', sp: '{load} recogida en {place}', fr: '{load} enlevé à {place}' },
  'order.delivered': { en: '{load} delivered in {place}', sp: '{load} entregada en {place}', fr: '{load} livré à {place}' },
  'order.invoice_received': {
    en: 'Invoice {invoice} received for {order}',
    sp: 'Factura {invoice} recibida para {order}',
    fr: 'Facture {invoice} reçue pour {order}',
  },
  'order.marked_paid': { en: 'Order {order} marked paid', sp: 'Pedido {order} marcado como pagado', fr: 'Commande {order} marquée comme payée' },
  // Purchase orders (po-api: purchase-orders/writes.ts and split.ts, `recordPurchaseOrderActivity`).
  'purchase_order.created': {
    en: 'Purchase order {po} created ({supplier})',
    sp: 'Orden de compra {po} creada ({supplier})',
    fr: 'Bon de commande {po} créé ({supplier})',
  },
  'purchase_order.updated': { en: 'Purchase order {po} updated', sp: 'Orden de compra {po} actualizada', fr: 'Bon de commande {po} mis à jour' },
  'purchase_order.bill_of_lading': {
    en: 'Bill of lading {bol} on purchase order {po}',
    sp: 'Conocimiento de embarque {bol} en la orden de compra {po}',
    fr: 'Connaissement {bol} sur le bon de commande {po}',
  },
  'purchase_order.container_updated': {
    en: 'Container {container} of purchase order {po} updated',
    sp: 'Contenedor {container} de la orden de compra {po} actualizado',
    fr: 'Conteneur {container} du bon de commande {po} mis à jour',
  },
  'purchase_order.closed': { en: 'Purchase order {po} closed', sp: 'Orden de compra {po} cerrada', fr: 'Bon de commande {po} clôturé' },
  'purchase_order.split_off': { en: 'Purchase order {po} split off', sp: 'Orden de compra {po} separada', fr: 'Bon de commande {po} détaché' },
  'purchase_order.split_into': {
    en: 'Purchase order {po} split into {child}',
    sp: 'Orden de compra {po} dividida en {child}',
    fr: 'Bon de commande {po} scindé en {child}',
  },
};

/** An activity line's text in `language` from its key and parameters; null for an unknown key or a missing parameter. */
export function activityText(key: unknown, params: unknown, language: LanguageCode): string | null {
  const text = typeof key === 'string' && Object.hasOwn(ACTIVITY_TEXTS, key) ? ACTIVITY_TEXTS[key]![language] : undefined;
  if (!text || typeof params !== 'object' || params === null) return null;
  const values = params as Record<string, unknown>;
  let missing = false;
  const rendered = text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) missing = true;
    return String(value ?? '');
  });
  return missing ? null : rendered;
}

export const planTexts = createTranslator(PLAN_TEXTS);
/** A count of minutes (a risk notice's delay) as the reader says it; anything else as it came. */
const minutesForReader = (value: string, language: LanguageCode) => (/^\d+$/.test(value) ? formatMinutes(Number(value), language) : value);
export const notificationTexts = createTranslator(NOTIFICATION_TEXTS, CONTENT_TERMS, undefined, { minutes: minutesForReader });

/** A plan with its description and features in `language` (its name, a brand, as it is). */
export function translatePlan(plan: Plan, language: LanguageCode): Plan {
  if (language === 'en') return plan;
  return {
    ...plan,
    description: planTexts.translate(plan.description, language),
    features: plan.features.map((feature) => planTexts.translate(feature, language)),
  };
}

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
