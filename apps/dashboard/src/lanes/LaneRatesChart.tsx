import { useMemo } from 'react';
import { BarChart } from '@freight/charts';
import { decimalOfCents, type Currency, type LaneHistoryResponse } from '@freight/contracts';
import { localeOf, useTranslation } from '@freight/i18n';

/** A chart's value: the amount in the currency's units (drawing only; the table below keeps the exact cents). */
const units = (cents: number) => Number(decimalOfCents(cents));

/**
 * The lane's average, lowest and highest rate month by month, drawn by the kit's chart in the lane's currency: bars
 * by month (a month is the figure's unit; a time axis would mark days between them).
 */
export function LaneRatesChart({ rates, currency }: { rates: LaneHistoryResponse['rates']; currency: Currency }) {
  const { t, i18n } = useTranslation('dashboard');
  const language = i18n.language;
  const categories = useMemo(() => {
    const format = new Intl.DateTimeFormat(localeOf(language), { month: 'short', year: 'numeric', timeZone: 'UTC' });
    return rates.map((rate) => format.format(new Date(`${rate.month}T12:00:00Z`)));
  }, [rates, language]);
  const series = useMemo(
    () => [
      { label: t('lanes.rates.average'), values: rates.map((rate) => units(rate.averageRateCents)) },
      { label: t('lanes.rates.min'), values: rates.map((rate) => units(rate.minRateCents)) },
      { label: t('lanes.rates.max'), values: rates.map((rate) => units(rate.maxRateCents)) },
    ],
    [rates, t],
  );
  const valueFormat = useMemo(() => ({ style: 'currency', currency }) as const, [currency]);
  return <BarChart title={t('lanes.rates.chart')} categories={categories} series={series} valueFormat={valueFormat} categoryLabel={t('lanes.rates.month')} />;
}
