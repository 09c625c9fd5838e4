import { routesByBase } from '@freight/router';
import { paths } from './paths';
import { PurchaseOrderFormPage } from './form/PurchaseOrderFormPage';
import { PurchaseOrdersPage } from './list/PurchaseOrdersPage';
import { BoardPage } from './board/BoardPage';
import { TrackPage } from './track/TrackPage';
import { ContainerMapPage } from './map/ContainerMapPage';

/** Route trees keyed by the shell's base paths (libs/frame route table), built from the typed paths. */
export const routes = routesByBase([
  [paths.purchaseOrders, <PurchaseOrdersPage />],
  [paths.add, <PurchaseOrderFormPage />],
  [paths.track, <TrackPage />],
  [paths.edit, <PurchaseOrderFormPage />],
  [paths.mapView, <ContainerMapPage />],
  [paths.microView, <BoardPage />],
]);
