import type { LoadStatus, OrderDetailStatus, OrderStatus, PurchaseOrderStatus } from '@freight/contracts';
import { defineTexts } from './index';

/**
 * The statuses of loads, orders, assignments and purchase orders as a refusal names them (`{status}`, `{from}`, `{to}`),
 * in the reader's words: one word per status, whichever record has it. A status the reader sees as a code stays as
 * it is in every language.
 */
const STATUS_TEXTS = {
  word: defineTexts('status.word', {
    pending: { en: 'pending', sp: 'pending', fr: 'pending' },
    quoted: { en: 'quoted', sp: 'quoted', fr: 'quoted' },
    tendered: { en: 'tendered', sp: 'licitada', fr: 'attribué' },
    new: { en: 'new', sp: 'nuevo', fr: 'nouvelle' },
    accepted: { en: 'accepted', sp: 'aceptada', fr: 'accepté' },
    assigned: { en: 'assigned', sp: 'asignada', fr: 'affecté' },
    at_pickup: { en: 'at_pickup', sp: 'en el punto de recogida', fr: "au point d'enlèvement" },
    in_transit: { en: 'in_transit', sp: 'en tránsito', fr: 'en transit' },
    at_delivery: { en: 'at_delivery', sp: 'en el punto de entrega', fr: 'au point de livraison' },
    delivered: { en: 'delivered', sp: 'entregada', fr: 'livré' },
    invoiced: { en: 'invoiced', sp: 'facturada', fr: 'facturé' },
    paid: { en: 'paid', sp: 'pagada', fr: 'payé' },
    rejected: { en: 'rejected', sp: 'rechazado', fr: 'refusée' },
    cancelled: { en: 'cancelled', sp: 'cancelada', fr: 'annulé' },
    open: { en: 'open', sp: 'open', fr: 'open' },
    booked: { en: 'booked', sp: 'booked', fr: 'booked' },
    at_port: { en: 'at_port', sp: 'at_port', fr: 'at_port' },
    closed: { en: 'closed', sp: 'closed', fr: 'closed' },
  } satisfies Record<LoadStatus | OrderStatus | OrderDetailStatus | PurchaseOrderStatus, unknown>),
};

type NamedStatus = keyof typeof STATUS_TEXTS.word;

/** A status as a value of a text, in the reader's words (an unknown one as it came). */
export const statusText = (status: string) => (Object.hasOwn(STATUS_TEXTS.word, status) ? STATUS_TEXTS.word[status as NamedStatus]() : status);
