import type { RouteObject } from '@freight/router';
import { Screen } from './Screen';

/** Route trees keyed by the shell's base paths (libs/frame route table); children are relative. */
export const routes: Record<string, RouteObject[]> = {
  '/loads': [
    { index: true, element: <Screen titleKey="screens.loadList" /> },
    { path: 'addload', element: <Screen titleKey="screens.addLoad" /> },
    { path: 'editload/:id', element: <Screen titleKey="screens.editLoad" /> },
    { path: 'near-truck/:id', element: <Screen titleKey="screens.nearTruck" /> },
  ],
  '/searchload': [
    { index: true, element: <Screen titleKey="screens.searchLoad" /> },
  ],
  '/quotes': [
    { index: true, element: <Screen titleKey="screens.quotes" /> },
    { path: 'viewQuote', element: <Screen titleKey="screens.viewQuote" /> },
  ],
  '/quotelist': [
    { index: true, element: <Screen titleKey="screens.quoteList" /> },
  ],
  '/bulk-loads-schedule': [
    { index: true, element: <Screen titleKey="screens.bulkSchedule" /> },
  ],
  '/carrierdetail': [
    { index: true, element: <Screen titleKey="screens.carrierDetail" /> },
  ],
  '/confirmQuote': [
    { index: true, element: <Screen titleKey="screens.confirmQuote" /> },
  ],
  '/orders/tracking/:loadId': [
    { index: true, element: <Screen titleKey="screens.tracking" /> },
  ],
  '/tracking/share/:loadIdEncode': [
    { index: true, element: <Screen titleKey="screens.sharedTracking" /> },
  ],
  '/orderDelivery': [
    { index: true, element: <Screen titleKey="screens.orderDelivery" /> },
  ],
  '/orderPickup': [
    { index: true, element: <Screen titleKey="screens.orderPickup" /> },
  ],
};
