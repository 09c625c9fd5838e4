import { addArea, i18next, type AreaResources } from '@freight/i18n';
import en from './i18n/en.json';
import sp from './i18n/sp.json';
import fr from './i18n/fr.json';

/** The lib's translation area (i18next namespace `charts`), in the three languages. */
const CHARTS_AREA = 'charts';
export const chartsTranslations: AreaResources = { en, sp, fr };

/** Adds the area the first time a chart is drawn (any remote may use the charts, so no remote's module ships it). */
export function ensureChartTexts(): void {
  if (!i18next.isInitialized || i18next.hasResourceBundle(i18next.language || 'en', CHARTS_AREA)) return;
  addArea(CHARTS_AREA, chartsTranslations);
}
