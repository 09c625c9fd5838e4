import type { RoutesPlugin } from '../../../types';

/** GET integration-manager/purchase-order-tracking/{bill_of_lading}: registered under integration-manager (its spec path). */
export const billOfLadingTrackingRoutes: RoutesPlugin = async () => {};
