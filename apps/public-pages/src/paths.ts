import { modulePath } from '@freight/router';

/**
 * Every screen of the public-pages remote, typed (`paths.tracking.getHref({ loadId })`); routes.tsx mounts them. These
 * pages open without signing in, from a link: a carrier's quote (e-mailed), a load's tracking (the loads list's
 * "Track", a notification, a shared link) and a driver's page (e-mailed or copied by the carrier). Other modules link
 * here through `links` of @freight/contracts, never with a path literal.
 */
export const paths = {
  confirmQuote: modulePath('/confirmQuote'),
  tracking: modulePath('/orders/tracking/:loadId'),
  sharedTracking: modulePath('/tracking/share/:loadIdEncode'),
  orderDelivery: modulePath('/orderDelivery'),
  orderPickup: modulePath('/orderPickup'),
} as const;
