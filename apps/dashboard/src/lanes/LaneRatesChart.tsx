import { useMemo } from 'react';
import { TimeChart } from '@freight/charts';
import { decimalOfCents, type Currency, type LaneHistoryResponse } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';

/** A chart's value: the amount in the currency's units (drawing only; the table below keeps the exact cents). */
const units = (cents: number) => Number(decimalOfCents(cents));
const MONTH_FORMAT: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' };

/** The lane's average, lowest and highest rate month by month, drawn by the kit's chart (in the lane's currency). */
export function LaneRatesChart({ rates, currency }: { rates: LaneHistoryResponse['rates']; currency: Currency }) {
  const { t } = useTranslation('dashboard');
  const series = useMemo(
    () => [
      { label: t('lanes.rates.average'), values: rates.map((rate) => units(rate.averageRateCents)) },
      { label: t('lanes.rates.min'), values: rates.map((rate) => units(rate.minRateCents)) },
      { label: t('lanes.rates.max'), values: rates.map((rate) => units(rate.maxRateCents)) },
    ],
    [rates, t],
  );
  const valueFormat = useMemo(() => ({ style: 'currency', currency }) as const, [currency]);
  return (
    <TimeChart
      title={t('lanes.rates.chart')}
      dates={rates.map((rate) => rate.month)}
      series={series}
      valueFormat={valueFormat}
      dateFormat={MONTH_FORMAT}
      dateLabel={t('lanes.rates.month')}
    />
  );
}
