import { addArea, i18next, type AreaResources } from '@freight/i18n';
import en from './i18n/en.json';
import sp from './i18n/sp.json';
import fr from './i18n/fr.json';

/** The lib's translation area (i18next namespace `orderDetail`), in the three languages. */
export const ORDER_DETAIL_AREA = 'orderDetail';
export const orderDetailTranslations: AreaResources = { en, sp, fr };

/**
 * Adds the area the first time the detail is used (any remote may host it, so no remote's module ships it).
 * Before i18next is initialised (a test's module import) it does nothing: the first render calls it again.
 */
export function ensureOrderDetailTexts(): void {
  if (!i18next.isInitialized || i18next.hasResourceBundle(i18next.language || 'en', ORDER_DETAIL_AREA)) return;
  addArea(ORDER_DETAIL_AREA, orderDetailTranslations);
}
