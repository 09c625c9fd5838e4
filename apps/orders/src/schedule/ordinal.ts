import type { TFunction } from 'i18next';
import { localeOf } from '@freight/i18n';

/**
 * A week's ordinal label in the user's language (spec section 9: "week labels as ordinals like 1st week"): the
 * language's ordinal plural category (Intl.PluralRules, type ordinal) picks the text: '1st week', '2nd week', '3rd
 * week', '11th week' in English; '1.ª semana' in Spanish; '1re semaine', '2e semaine' in French.
 */
const ORDINAL_CATEGORIES = ['one', 'two', 'few', 'other'] as const;
type OrdinalCategory = (typeof ORDINAL_CATEGORIES)[number];

export function weekOrdinal(t: TFunction, ordinal: number, language: string): string {
  const category = new Intl.PluralRules(localeOf(language), { type: 'ordinal' }).select(ordinal);
  const key: OrdinalCategory = (ORDINAL_CATEGORIES as readonly string[]).includes(category) ? (category as OrdinalCategory) : 'other';
  return t(`calendar.schedule.weekOrdinal.${key}`, { ns: 'orders', n: ordinal, lng: language });
}
