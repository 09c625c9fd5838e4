import { routesByBase } from '@freight/router';
import { paths } from './paths';
import { Screen } from './Screen';
import { PurchaseOrderFormPage } from './form/PurchaseOrderFormPage';
import { PurchaseOrdersPage } from './list/PurchaseOrdersPage';
import { BoardPage } from './board/BoardPage';

/** Route trees keyed by the shell's base paths (libs/frame route table), built from the typed paths. */
export const routes = routesByBase([
  [paths.purchaseOrders, <PurchaseOrdersPage />],
  [paths.add, <PurchaseOrderFormPage />],
  [paths.track, <Screen titleKey="screens.trackPurchaseOrder" />],
  [paths.edit, <PurchaseOrderFormPage />],
  [paths.mapView, <Screen titleKey="screens.mapView" />],
  [paths.microView, <BoardPage />],
]);
