import type { RoutesPlugin } from '../../../types';

/**
 * Container tracking routes of the purchase-manager (get-vizion-container, get-vizion-container-location/{_id},
 * container-locations, open-board, the Vizion webhook). Registered by ../routes.ts. docs/modules/purchase-orders.md.
 */
export const containerTrackingRoutes: RoutesPlugin = async () => {};
