import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import i18next, { type TFunction } from 'i18next';
import { formatMinutes, localeOf } from '@freight/contracts';

/**
 * Numbers, distances, statuses and units as the user reads them, in the user's language: one place, so a screen
 * never prints a raw status ("in_transit"), a raw unit ("bag") or a number formatted for another country
 * ("1644.54 km" in French).
 */

/** The Intl locale of each language and the durations: one definition with the API's (`@freight/contracts` locale.ts). */
export { formatMinutes, localeOf } from '@freight/contracts';

export function formatNumber(value: number, language: string, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(localeOf(language), options).format(value);
}

/** Spaces a number may be grouped with: the space, the no-break space (fr-CA's) and the narrow no-break space. */
const SPACES = /[\s\u00a0\u202f]/g;

/**
 * A number as the user types it in their language, written plainly ("-1795.5"), or undefined when it is none. The
 * language's own thousands and decimal separators are read (en and sp "1,795.5", fr "1 795,5"); so is a plain
 * number ("1795.5", "1795,5"), a separator with 1 or 2 digits after it at the end being the decimal one; a leading
 * "-" is kept. Every typed number is read here: weights, quantities and temperatures (`parseNumber`), and amounts
 * (`normaliseAmount`).
 */
export function normaliseNumber(text: string, language: string): string | undefined {
  const parts = new Intl.NumberFormat(localeOf(language)).formatToParts(12345.6);
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const group = decimal === ',' ? ' ' : ',';
  const signed = text.trim().replace(SPACES, ' ');
  const sign = signed.startsWith('-') ? '-' : '';
  const typed = signed.slice(sign.length);
  if (!typed) return undefined;
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const grouped = new RegExp(`^(\\d{1,3}(?:${escape(group)}\\d{3})+|\\d+)(?:${escape(decimal)}(\\d+))?$`).exec(typed);
  if (grouped) return `${sign}${grouped[1]!.replaceAll(group, '')}${grouped[2] ? `.${grouped[2]}` : ''}`;
  const plain = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(typed.replace(/ /g, ''));
  return plain ? `${sign}${plain[1]}${plain[2] ? `.${plain[2]}` : ''}` : undefined;
}

/** A number typed in the user's language (normaliseNumber) as a number, or undefined. */
export function parseNumber(text: string, language: string): number | undefined {
  const plain = normaliseNumber(text, language);
  return plain === undefined ? undefined : Number(plain);
}

/** parseNumber in the language the app shows now: what a form's rule and its submit read of a typed number. */
export const parseTypedNumber = (text: string): number | undefined => parseNumber(text, i18next.language);

/**
 * A stored number as the user types it (no grouping, the language's decimal separator: fr "1795,5"): what a form
 * shows of it, so that parseNumber reads it back as it was.
 */
export const typedNumberText = (value: number, language = i18next.language): string =>
  formatNumber(value, language, { useGrouping: false, maximumFractionDigits: 20 });

/**
 * An amount as the user types it in their language, written plainly ("1795.50"), or undefined when it is none: a
 * number (normaliseNumber) that is not negative. Every form that takes an amount parses it here (`parseAmount`, the
 * order detail's cents).
 */
export function normaliseAmount(text: string, language: string): string | undefined {
  const plain = normaliseNumber(text, language);
  return plain?.startsWith('-') ? undefined : plain;
}

/** An amount typed in the user's language as a number (normaliseAmount), or undefined. */
export function parseAmount(text: string, language: string): number | undefined {
  const plain = normaliseAmount(text, language);
  return plain === undefined ? undefined : Number(plain);
}

/** parseAmount in the language the app shows now: what a form's rule and its submit read of a typed amount. */
export const parseTypedAmount = (text: string): number | undefined => parseAmount(text, i18next.language);

/**
 * An amount typed in `language` (normaliseAmount) as exact integer cents, without floating point ("1,795.5" →
 * 179550); undefined when it is none, has more than 2 decimals or more than 9 digits before them.
 */
export function parseAmountCents(text: string, language = i18next.language): number | undefined {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(normaliseAmount(text, language) ?? '');
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** A distance is shown in one unit per user: miles or kilometres. */
export type DistanceUnit = 'mi' | 'km';
export const DISTANCE_UNITS: readonly DistanceUnit[] = ['mi', 'km'];
export const KM_PER_MILE = 1.609344;

/**
 * The unit a user sees until they choose one: miles in the USA, kilometres in Canada, from the company's country.
 * (No screen stores a preference yet, so this default is all there is.)
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
 * A quote's status in words (`labels.quoteStatus.<status>`), else `fallback`: its own labels, the noun "quote" may differ
 * in gender from the load's ("Votre devis · Confirmé", not "Confirmée"). Used by the shipper's quote screens and the
 * carrier's public quote page alike.
 */
export const quoteStatusLabel = (t: (key: string, options: { ns: string; defaultValue: string }) => string, status: string, fallback: string): string =>
  t(`labels.quoteStatus.${status}`, { ns: 'common', defaultValue: fallback });

/**
 * Reference data by its key in the user's language (the names the API stores are English): an equipment type
 * (`labels.equipment.<key>`: "Dry Van 53 ft" / "Caja seca 53 pies"), a load mode (`labels.mode.<mode>`: "DRAYAGE" →
 * "Drayage" / "Acarreo portuario (drayage)"), a plan (`labels.plan.<key>`). An unknown key shows the stored name.
 */
export const equipmentLabel = (t: TFunction, equipment: { key: string; name: string }): string =>
  t(`labels.equipment.${equipment.key}`, { ns: 'common', defaultValue: equipment.name });
export const modeLabel = (t: TFunction, mode: string): string => t(`labels.mode.${mode}`, { ns: 'common', defaultValue: mode });
export const planLabel = (t: TFunction, plan: { key: string | null; name: string | null }): string =>
  plan.key ? t(`labels.plan.${plan.key}`, { ns: 'common', defaultValue: plan.name ?? plan.key }) : (plan.name ?? '');

/**
 * A plan's description and features by its key (`labels.planDescription.<key>`, `labels.planFeatures.<key>`): read
 * in the language shown now, not the one the plans were fetched in, and naming the other plans as `planLabel` does.
 * A plan without texts shows what the API sent.
 */
export function planTexts(
  t: TFunction,
  plan: { planKey: string; description: string; features: readonly string[] },
): { description: string; features: string[] } {
  const features: unknown = t(`labels.planFeatures.${plan.planKey}`, { ns: 'common', returnObjects: true });
  return {
    description: t(`labels.planDescription.${plan.planKey}`, { ns: 'common', defaultValue: plan.description }),
    features: Array.isArray(features) ? features.map(String) : [...plan.features],
  };
}

/**
 * A quantity with its unit, the unit's name agreeing with the number in the user's language: "1 bag", "120 bags",
 * "120 sacos". Plural categories come from Intl (`labels.unit.<unit>.one|other`).
 */
export function quantityLabel(t: TFunction, quantity: number, unit: string, language: string): string {
  const form = new Intl.PluralRules(localeOf(language)).select(quantity) === 'one' ? 'one' : 'other';
  const name = t(`labels.unit.${unit}.${form}`, { ns: 'common', defaultValue: words(unit) });
  return `${formatNumber(quantity, language)} ${name}`;
}

/** An amount in its currency's units: "$2,450.00", "2 450,00 $CA" (an unknown currency code is written after it). */
export function formatAmount(amount: number, currency: string, language: string): string {
  const locale = localeOf(language);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}

/** Integer cents (every order and report amount) in their currency: `185000, 'USD'` → "$1,850.00". */
export const formatCents = (cents: number, currency: string, language: string): string => formatAmount(cents / 100, currency, language);

/** A moment in the reader's time zone: "Nov 24, 2026, 3:05 PM" / "24 nov 2026, 15:05". */
export const formatDateTime = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * A day: a plain day (YYYY-MM-DD) is that calendar day wherever the reader is (read in UTC); a moment is its day in
 * the reader's time zone. Anything unreadable is shown as given.
 */
export function formatDay(value: string, language: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const plain = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(plain ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(language), plain ? { ...options, timeZone: 'UTC' } : options).format(date);
}

/** A share (0-1) as a percentage: "87%" / "87 %". */
export const formatPercent = (share: number, language: string, digits = 0): string =>
  formatNumber(share, language, { style: 'percent', maximumFractionDigits: digits });

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
      equipment: (equipment: { key: string; name: string }) => equipmentLabel(t, equipment),
      mode: (mode: string) => modeLabel(t, mode),
      plan: (plan: { key: string | null; name: string | null }) => planLabel(t, plan),
      quantity: (quantity: number, unit: string) => quantityLabel(t, quantity, unit, language),
      /** An amount in its currency's units. */
      money: (amount: number, currency: string) => formatAmount(amount, currency, language),
      /** Integer cents. */
      cents: (cents: number, currency: string) => formatCents(cents, currency, language),
      dateTime: (iso: string) => formatDateTime(iso, language),
      day: (value: string, options?: Intl.DateTimeFormatOptions) => formatDay(value, language, options),
      percent: (share: number, digits?: number) => formatPercent(share, language, digits),
      minutes: (minutes: number) => formatMinutes(minutes, language),
    }),
    [t, language],
  );
}
