import type { RouteObject } from '@freight/router';
import { Screen } from './Screen';

/** Route trees keyed by the shell's base paths (libs/frame route table); children are relative. */
export const routes: Record<string, RouteObject[]> = {
  '/order': [
    { index: true, element: <Screen titleKey="screens.salesOrders" /> },
    { path: 'add', element: <Screen titleKey="screens.createQuote" /> },
    { path: 'list', element: <Screen titleKey="screens.salesOrders" /> },
    { path: 'purchase-orders/list', element: <Screen titleKey="screens.purchaseOrderList" /> },
    { path: 'history', element: <Screen titleKey="screens.history" /> },
  ],
  '/calendar': [
    { index: true, element: <Screen titleKey="screens.calendar" /> },
    { path: 'confirm-order-date-update/:id', element: <Screen titleKey="screens.confirmDate" /> },
  ],
  '/delivery-schedule': [
    { index: true, element: <Screen titleKey="screens.deliverySchedule" /> },
  ],
};
