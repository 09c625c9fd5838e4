/** Module permission keys (spec section 6). The UI guards and the API routes use the same keys. */
export const MODULE_KEYS = ['dashboard', 'purchaseOrders', 'address', 'carrier', 'schedule', 'salesOrders'] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

export const isModuleKey = (value: string): value is ModuleKey => (MODULE_KEYS as readonly string[]).includes(value);
