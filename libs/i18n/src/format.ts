import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

/**
 * Numbers, distances, statuses and units as the user reads them, in the user's language: one place, so a screen
 * never prints a raw status ("in_transit"), a raw unit ("bag") or a number formatted for another country
 * ("1644.54 km" in French).
 */

/** The Intl locale of each language of the product. */
const LOCALES: Record<string, string> = { en: 'en-US', sp: 'es', fr: 'fr' };
export const localeOf = (language: string): string => LOCALES[language] ?? 'en-US';

export function formatNumber(value: number, language: string, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(localeOf(language), options).format(value);
}

/** A distance is shown in one unit per user: miles or kilometres. */
export type DistanceUnit = 'mi' | 'km';
export const DISTANCE_UNITS: readonly DistanceUnit[] = ['mi', 'km'];
export const KM_PER_MILE = 1.609344;

/**
 * The unit a user sees until they choose one: miles in the USA, kilometres in Canada, from the company's country.
 * (The preference itself is stored by the settings module's issue; until then this default is all there is.)
 */
export const defaultDistanceUnit = (country: string | undefined): DistanceUnit => (country === 'CANADA' ? 'km' : 'mi');

/** A distance known in km or in miles, in `unit`, one decimal, grouped per language: "2,829.5 mi", "4 553,7 km". */
export function formatDistance(distance: { km: number } | { miles: number }, unit: DistanceUnit, language: string): string {
  const km = 'km' in distance ? distance.km : distance.miles * KM_PER_MILE;
  const value = unit === 'km' ? km : km / KM_PER_MILE;
  return `${formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} ${unit}`;
}

/** A raw value as words when no translation exists ("in_transit" → "in transit"). */
const words = (value: string) => value.replace(/_/g, ' ');

/** The translated label of a status value (`labels.status.<value>`): "tendered" → "Tendered" / "Ofertada" / "Proposée". */
export const statusLabel = (t: TFunction, value: string): string => t(`labels.status.${value}`, { ns: 'common', defaultValue: words(value) });

/**
 * A quantity with its unit, the unit's name agreeing with the number in the user's language: "1 bag", "120 bags",
 * "120 sacos". Plural categories come from Intl (`labels.unit.<unit>.one|other`).
 */
export function quantityLabel(t: TFunction, quantity: number, unit: string, language: string): string {
  const form = new Intl.PluralRules(localeOf(language)).select(quantity) === 'one' ? 'one' : 'other';
  const name = t(`labels.unit.${unit}.${form}`, { ns: 'common', defaultValue: words(unit) });
  return `${formatNumber(quantity, language)} ${name}`;
}

/** The helpers above bound to the current language (re-rendered when it changes). */
export function useFormat() {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  return useMemo(
    () => ({
      language,
      number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
      distance: (distance: { km: number } | { miles: number }, unit: DistanceUnit) => formatDistance(distance, unit, language),
      status: (value: string) => statusLabel(t, value),
      quantity: (quantity: number, unit: string) => quantityLabel(t, quantity, unit, language),
    }),
    [t, language],
  );
}
