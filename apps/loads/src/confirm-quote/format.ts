import { localeOf } from '@freight/i18n';

/** A moment as the reader reads it: "Nov 24, 2026, 8:00 AM" / "24 nov 2026, 8:00". */
export const formatDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A day: "Nov 24, 2026". */
export const formatDay = (iso: string, language: string) => new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(new Date(iso));

/** An amount of money in its currency: "$2,450.00", "2 450,00 $CA". */
export const formatMoney = (amount: number, currency: string, language: string) =>
  new Intl.NumberFormat(localeOf(language), { style: 'currency', currency }).format(amount);
