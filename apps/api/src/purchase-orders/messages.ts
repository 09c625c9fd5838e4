/**
 * The module's texts with values (PURCHASE_ORDER_TEXTS' `{{name}}` ones), as the API sends them. Written as template
 * literals so the catalogue test (test/i18n/message-sites.ts) sees their shape; purchase-orders/messages.spec.ts
 * checks each equals its PURCHASE_ORDER_TEXTS text with the values filled in. Catalogue keys: `{name}` placeholders.
 */

export const transitionNotAllowedText = (from: string, to: string) => `This purchase order cannot go from ${from} to ${to}`;
export const duplicateContainerText = (number: string) => `Container ${number} is already on an open purchase order`;
export const alreadyImportedText = (poNumber: string) => `This ERP purchase order is already imported as ${poNumber}`;
export const splitQuantityText = (max: number) => `Move between 1 and ${max}`;
export const wrongCheckDigitText = (digit: number) => `Wrong check digit: ISO 6346 gives ${digit}`;
export const containerHasHistoryText = (number: string) => `Container ${number} has tracking history: it cannot be removed or renumbered`;

/** A PURCHASE_ORDER_TEXTS text with its `{{name}}` values filled in (what the functions above must equal). */
export const fillText = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
