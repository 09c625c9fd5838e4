import { PURCHASE_ORDER_MESSAGES } from '../texts';

/** A text's English with its `{name}` values filled in: what an answer in English carries. */
export const fillText = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export const transitionNotAllowedText = (from: string, to: string) => fillText(PURCHASE_ORDER_MESSAGES.transitionNotAllowed, { from, to });
export const duplicateContainerText = (number: string) => fillText(PURCHASE_ORDER_MESSAGES.duplicateContainer, { number });
export const alreadyImportedText = (poNumber: string) => fillText(PURCHASE_ORDER_MESSAGES.alreadyImported, { poNumber });
export const splitQuantityText = (max: number) => fillText(PURCHASE_ORDER_MESSAGES.splitQuantity, { max });
export const wrongCheckDigitText = (digit: number) => fillText(PURCHASE_ORDER_MESSAGES.wrongCheckDigit, { digit });
export const containerHasHistoryText = (number: string) => fillText(PURCHASE_ORDER_MESSAGES.containerHasHistory, { number });
