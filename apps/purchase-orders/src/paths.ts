import { modulePath } from '@freight/router';

/** Every screen of the purchase-orders remote, typed (`paths.edit.getHref({ id })`); routes.tsx mounts them. */
export const paths = {
  purchaseOrders: modulePath('/purchase-orders'),
  add: modulePath('/purchase-orders', 'add'),
  track: modulePath('/purchase-orders', 'track'),
  edit: modulePath('/purchase-orders', 'edit/:id'),
  mapView: modulePath('/mapbox'),
  microView: modulePath('/micro-view'),
} as const;
