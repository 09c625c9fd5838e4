import { routesByBase } from '@freight/router';
import { paths } from './paths';
import { Screen } from './Screen';

/** Route trees keyed by the shell's base paths (libs/frame route table), built from the typed paths. */
export const routes = routesByBase([
  [paths.purchaseOrders, <Screen titleKey="screens.purchaseOrders" />],
  [paths.add, <Screen titleKey="screens.addPurchaseOrder" />],
  [paths.track, <Screen titleKey="screens.trackPurchaseOrder" />],
  [paths.edit, <Screen titleKey="screens.editPurchaseOrder" />],
  [paths.mapView, <Screen titleKey="screens.mapView" />],
  [paths.microView, <Screen titleKey="screens.microView" />],
]);
