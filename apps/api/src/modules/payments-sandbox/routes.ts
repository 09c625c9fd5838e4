import type { RoutesPlugin } from '../../types';

/** STUB (wiring only): routes of payments-sandbox, implemented by issue 5. */
export const paymentsSandboxRoutes: RoutesPlugin = async () => undefined;
