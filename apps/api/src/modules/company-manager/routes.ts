import type { RoutesPlugin } from '../../types';

/** STUB (wiring only): routes of company-manager, implemented by issue 5. */
export const companyManagerRoutes: RoutesPlugin = async () => undefined;
