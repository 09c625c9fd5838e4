import { modulePath } from '@freight/router';

/** Every screen of the loads remote, typed (`paths.editLoad.getHref({ id })`); routes.tsx mounts them. */
export const paths = {
  loads: modulePath('/loads'),
  addLoad: modulePath('/loads', 'addload'),
  editLoad: modulePath('/loads', 'editload/:id'),
  nearTruck: modulePath('/loads', 'near-truck/:id'),
  searchLoad: modulePath('/searchload'),
  quotes: modulePath('/quotes'),
  viewQuote: modulePath('/quotes', 'viewQuote'),
  quoteList: modulePath('/quotelist'),
  bulkSchedule: modulePath('/bulk-loads-schedule'),
  carrierDetail: modulePath('/carrierdetail'),
  // Public pages (no sign-in): a carrier's quote, tracking, delivery and pickup confirmations.
  confirmQuote: modulePath('/confirmQuote'),
  tracking: modulePath('/orders/tracking/:loadId'),
  sharedTracking: modulePath('/tracking/share/:loadIdEncode'),
  orderDelivery: modulePath('/orderDelivery'),
  orderPickup: modulePath('/orderPickup'),
} as const;
