import { modulePath } from '@freight/router';

/**
 * Every screen of the loads remote, typed (`paths.editLoad.getHref({ id })`); routes.tsx mounts them. The pages reached
 * without signing in (a carrier's quote, tracking, the driver's pages) are the public-pages remote's: link to them with
 * `links` of @freight/contracts.
 */
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
} as const;
