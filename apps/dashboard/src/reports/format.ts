import { useMemo } from 'react';
import type { ReportPeriod } from '@freight/contracts';
import { formatCents, formatDay, localeOf, useTranslation } from '@freight/i18n';
import type { CellValue, ReportColumn } from './table';

/**
 * The report's figures in the reader's language: money ("$1,850.00", "1 850,00 $US"), counts, percentages,
 * minutes, kilograms, days and periods. The values come rounded from table.ts (the CSV writes the same ones); the
 * formats here never round further than that.
 */
export function useReportFormat() {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  return useMemo(() => {
    const locale = localeOf(language);
    const number = (value: number, digits = 0) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
    const money = (cents: number, currency: string) => formatCents(cents, currency, language);
    const day = (iso: string) => formatDay(iso, language);
    const month = (iso: string) => formatDay(iso, language, { month: 'long', year: 'numeric' });
    /** A period's row by its first day: "Nov 24, 2026", "Week of Nov 23, 2026", "November 2026". */
    const period = (iso: string, kind: ReportPeriod) => (kind === 'day' ? day(iso) : kind === 'week' ? t('reports.weekOf', { date: day(iso) }) : month(iso));
    const cell = (value: CellValue, column: ReportColumn): string => {
      if (value === null) return '—';
      if (typeof value === 'string') return value;
      switch (column.kind) {
        case 'money':
          return money(value, column.currency ?? 'USD');
        case 'percent':
          return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
        case 'kg':
        case 'intensity':
          return number(value, 1);
        default:
          return number(value);
      }
    };
    return { language, number, money, day, period, cell };
  }, [language, t]);
}
