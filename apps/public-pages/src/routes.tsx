import { routesByBase } from '@freight/router';
import { lazyPage } from '@freight/ui';
import { paths } from './paths';

// Each page is its own chunk, fetched when first shown: a carrier opening a quote link does not download the
// tracking map (leaflet) or the driver's signature pad, nor a driver the quote forms.
const ConfirmQuotePage = lazyPage(async () => ({ default: (await import('./confirm-quote/ConfirmQuotePage')).ConfirmQuotePage }));
const TrackingPage = lazyPage(async () => ({ default: (await import('./tracking/TrackingPages')).TrackingPage }));
const SharedTrackingPage = lazyPage(async () => ({ default: (await import('./tracking/TrackingPages')).SharedTrackingPage }));
const DriverPage = lazyPage(async () => ({ default: (await import('./driver/DriverPage')).DriverPage }));

/** Route trees keyed by the shell's base paths (libs/frame route table), built from the typed paths. */
export const routes = routesByBase([
  [paths.confirmQuote, <ConfirmQuotePage />],
  [paths.tracking, <TrackingPage />],
  [paths.sharedTracking, <SharedTrackingPage />],
  [paths.orderDelivery, <DriverPage stage="delivery" />],
  [paths.orderPickup, <DriverPage stage="pickup" />],
]);
