import type { RoutesPlugin } from '../../types';

/** STUB (wiring only): routes of app-config, implemented by issue 5. */
export const appConfigRoutes: RoutesPlugin = async () => undefined;
