import type { RoutesPlugin } from '../../types';

/** STUB (wiring only): routes of push, implemented by issue 5. */
export const pushRoutes: RoutesPlugin = async () => undefined;
