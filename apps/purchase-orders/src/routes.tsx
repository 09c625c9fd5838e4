import type { RouteObject } from '@freight/router';
import { Screen } from './Screen';

/** Route trees keyed by the shell's base paths (libs/frame route table); children are relative. */
export const routes: Record<string, RouteObject[]> = {
  '/purchase-orders': [
    { index: true, element: <Screen titleKey="screens.purchaseOrders" /> },
    { path: 'add', element: <Screen titleKey="screens.addPurchaseOrder" /> },
    { path: 'track', element: <Screen titleKey="screens.trackPurchaseOrder" /> },
    { path: 'edit/:id', element: <Screen titleKey="screens.editPurchaseOrder" /> },
  ],
  '/mapbox': [
    { index: true, element: <Screen titleKey="screens.mapView" /> },
  ],
  '/micro-view': [
    { index: true, element: <Screen titleKey="screens.microView" /> },
  ],
};
