import type { LanguageCode } from '@freight/contracts';
import { defineTexts, renderText, type TextEntry, type TextRef } from './index';

/**
 * The activity log's lines by id (`activity.<group>.<key>`): `activity_logs.meta` = { key: 'order.accepted', params },
 * written by shipments (moves.ts `recordMove`), purchase-orders (`recordPurchaseOrderActivity`) and the seed
 * (seed/load-generator/activity.ts); insight's log renders the key in the reader's language, `message` keeps the
 * English. Here, below the domains, because the writers and the reader are different domains.
 */
const ORDER = {
  new: { en: 'Order {order} ({load}) back to new', sp: 'Pedido {order} ({load}) de vuelta a nuevo', fr: 'Commande {order} ({load}) revenue à nouvelle' },
  accepted: { en: 'Order {order} ({load}) accepted', sp: 'Pedido {order} ({load}) aceptado', fr: 'Commande {order} ({load}) acceptée' },
  rejected: { en: 'Order {order} ({load}) rejected', sp: 'Pedido {order} ({load}) rechazado', fr: 'Commande {order} ({load}) refusée' },
  cancelled: { en: 'Order {order} ({load}) cancelled', sp: 'Pedido {order} ({load}) cancelado', fr: 'Commande {order} ({load}) annulée' },
  invoiced: { en: 'Order {order} ({load}) invoiced', sp: 'Pedido {order} ({load}) facturado', fr: 'Commande {order} ({load}) facturée' },
  paid: { en: 'Order {order} ({load}) marked paid', sp: 'Pedido {order} ({load}) marcado como pagado', fr: 'Commande {order} ({load}) marquée comme payée' },
  unassigned: {
    en: 'Order {order} ({load}) back to accepted: no truck assigned',
    sp: 'Pedido {order} ({load}) de vuelta a aceptado: sin camión asignado',
    fr: 'Commande {order} ({load}) revenue à acceptée : aucun camion attribué',
  },
  assignment_rejected: {
    en: 'Truck assignment rejected on order {order} ({load})',
    sp: 'Asignación de camión rechazada en el pedido {order} ({load})',
    fr: 'Attribution du camion refusée sur la commande {order} ({load})',
  },
  assignment_cancelled: {
    en: 'Truck assignment cancelled on order {order} ({load})',
    sp: 'Asignación de camión cancelada en el pedido {order} ({load})',
    fr: 'Attribution du camion annulée sur la commande {order} ({load})',
  },
  status: { en: 'Order {order} ({load}): {status}', sp: 'Pedido {order} ({load}): {status}', fr: 'Commande {order} ({load}) : {status}' },
  // The seed's order lines (seed/load-generator/activity.ts `withActivity`).
  tendered: { en: 'Order {order} tendered to {carrier}', sp: 'Pedido {order} ofrecido a {carrier}', fr: 'Commande {order} proposée à {carrier}' },
  received: { en: 'New order {order} ({lane})', sp: 'Nuevo pedido {order} ({lane})', fr: 'Nouvelle commande {order} ({lane})' },
  accepted_by: { en: 'Order {order} accepted by {carrier}', sp: 'Pedido {order} aceptado por {carrier}', fr: 'Commande {order} acceptée par {carrier}' },
  truck_assigned: {
    en: 'Truck {truck} ({driver}) assigned to {order}',
    sp: 'Camión {truck} ({driver}) asignado a {order}',
    fr: 'Camion {truck} ({driver}) attribué à {order}',
  },
  picked_up: { en: '{load} picked up in {place}', sp: '{load} recogida en {place}', fr: '{load} enlevé à {place}' },
  delivered: { en: '{load} delivered in {place}', sp: '{load} entregada en {place}', fr: '{load} livré à {place}' },
  invoice_received: { en: 'Invoice {invoice} received for {order}', sp: 'Factura {invoice} recibida para {order}', fr: 'Facture {invoice} reçue pour {order}' },
  marked_paid: { en: 'Order {order} marked paid', sp: 'Pedido {order} marcado como pagado', fr: 'Commande {order} marquée comme payée' },
} as const;

// Purchase orders (purchase-orders/writes.ts and split.ts, `recordPurchaseOrderActivity`).
const PURCHASE_ORDER = {
  created: { en: 'Purchase order {po} created ({supplier})', sp: 'Orden de compra {po} creada ({supplier})', fr: 'Bon de commande {po} créé ({supplier})' },
  updated: { en: 'Purchase order {po} updated', sp: 'Orden de compra {po} actualizada', fr: 'Bon de commande {po} mis à jour' },
  bill_of_lading: {
    en: 'Bill of lading {bol} on purchase order {po}',
    sp: 'Conocimiento de embarque {bol} en la orden de compra {po}',
    fr: 'Connaissement {bol} sur le bon de commande {po}',
  },
  container_updated: {
    en: 'Container {container} of purchase order {po} updated',
    sp: 'Contenedor {container} de la orden de compra {po} actualizado',
    fr: 'Conteneur {container} du bon de commande {po} mis à jour',
  },
  closed: { en: 'Purchase order {po} closed', sp: 'Orden de compra {po} cerrada', fr: 'Bon de commande {po} clôturé' },
  split_off: { en: 'Purchase order {po} split off', sp: 'Orden de compra {po} separada', fr: 'Bon de commande {po} détaché' },
  split_into: { en: 'Purchase order {po} split into {child}', sp: 'Orden de compra {po} dividida en {child}', fr: 'Bon de commande {po} scindé en {child}' },
} as const;

const ACTIVITY_LINE_TEXTS = {
  order: defineTexts('activity.order', ORDER),
  purchase_order: defineTexts('activity.purchase_order', PURCHASE_ORDER),
};

type OrderKey = keyof typeof ORDER;
type PurchaseOrderKey = keyof typeof PURCHASE_ORDER;

/** Every activity line's text by its stored key ('order.accepted'), its English what the writers store as `message`. */
export const ACTIVITY_TEXTS: Readonly<Record<string, TextEntry>> = Object.fromEntries([
  ...Object.entries(ORDER).map(([key, entry]) => [`order.${key}`, entry]),
  ...Object.entries(PURCHASE_ORDER).map(([key, entry]) => [`purchase_order.${key}`, entry]),
]);

type Values = Record<string, string>;
/** The reference of a stored key ('purchase_order.closed'), or undefined for a key no text has. */
function activityRef(key: string, values: Values): TextRef | undefined {
  const [group, name] = key.split('.') as [string, string | undefined];
  if (name === undefined || !Object.hasOwn(ACTIVITY_TEXTS, key)) return undefined;
  const make = group === 'order' ? ACTIVITY_LINE_TEXTS.order[name as OrderKey] : ACTIVITY_LINE_TEXTS.purchase_order[name as PurchaseOrderKey];
  return (make as (values: Values) => TextRef)(values);
}

/** An activity line's text in `language` from its key and parameters; null for an unknown key or a missing parameter. */
export function activityText(key: unknown, params: unknown, language: LanguageCode): string | null {
  const entry = typeof key === 'string' && Object.hasOwn(ACTIVITY_TEXTS, key) ? ACTIVITY_TEXTS[key] : undefined;
  if (!entry || typeof params !== 'object' || params === null) return null;
  const given = params as Record<string, unknown>;
  const values: Values = {};
  for (const [, name] of entry[language].matchAll(/\{(\w+)\}/g)) {
    const value = given[name!];
    if (value === undefined || value === null) return null;
    values[name!] = String(value);
  }
  return renderText(activityRef(key as string, values)!, language);
}
