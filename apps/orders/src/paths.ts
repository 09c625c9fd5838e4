import { modulePath } from '@freight/router';

/** Every screen of the orders remote, typed (`paths.confirmDate.getHref({ id })`); routes.tsx mounts them. */
export const paths = {
  orders: modulePath('/order'),
  createQuote: modulePath('/order', 'add'),
  salesOrders: modulePath('/order', 'list'),
  purchaseOrderList: modulePath('/order', 'purchase-orders/list'),
  history: modulePath('/order', 'history'),
  calendar: modulePath('/calendar'),
  confirmDate: modulePath('/calendar', 'confirm-order-date-update/:id'),
  deliverySchedule: modulePath('/delivery-schedule'),
} as const;
