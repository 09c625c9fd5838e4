import type { RoutesPlugin } from '../../../types';

/** create-drayage-load/{_id} (and the warehouse's expected arrivals): registered by ../routes.ts. */
export const replanRoutes: RoutesPlugin = async () => {};
