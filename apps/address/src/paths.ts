import { modulePath } from '@freight/router';

/**
 * Every screen of the address module, typed (`paths.editLane.getHref({ id })`): the one place its paths are
 * written. routes.tsx mounts them; links and the sagas' navigations use `getHref`.
 */
export const paths = {
  book: modulePath('/address'),
  addAddress: modulePath('/address', 'add'),
  editAddress: modulePath('/address', 'edit/:id'),
  addLane: modulePath('/address', 'add-lanes'),
  editLane: modulePath('/address', 'edit-lanes/:id'),
  addWarehouse: modulePath('/address', 'add-warehouse'),
  editWarehouse: modulePath('/address', 'edit-warehouse/:id'),
} as const;

export const BOOK_TABS = ['addresses', 'lanes', 'warehouses'] as const;
export type BookTab = (typeof BOOK_TABS)[number];

/** The address book on one tab (`?tab=lanes`), with a list's query (page, search, filters) when given. */
export function bookHref(tab: BookTab, query?: URLSearchParams): string {
  return paths.book.getHref({ ...(tab === 'addresses' ? {} : { tab }), ...Object.fromEntries(query ?? []) });
}
