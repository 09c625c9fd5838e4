import { BarChart, TimeChart, type ChartSeries } from '@freight/charts';
import type { ReportPeriod, ReportResponse, ReportRow } from '@freight/contracts';
import { localeOf, useTranslation } from '@freight/i18n';
import { SegmentedChoice } from '@freight/ui';
import { CHART_MEASURES, type ChartMeasure } from './query';
import { reportCurrencies } from './table';

/** The most bars drawn (the largest rows by the measure); the table below has every row. */
const MAX_BARS = 15;

/** A row's figure for the chart: its loads, or its amount in `currency` (in units, not cents). */
function figure(row: ReportRow, measure: ChartMeasure, currency?: string): number | null {
  if (measure === 'loads') return row.loads;
  const money = row.money.find((entry) => entry.currency === currency);
  return money ? money.amountCents / 100 : null;
}

/**
 * The report drawn (@freight/charts): a line over time for a report by period, bars per row otherwise (the
 * largest MAX_BARS), of the loads or of the spend / revenue (one line or set of bars per currency). Each chart
 * carries the table of its own figures for screen readers.
 */
export function ReportChart({
  report,
  period,
  rowName,
  measure,
  onMeasure,
}: {
  report: ReportResponse;
  period: ReportPeriod;
  /** A row's name as the table shows it. */
  rowName(row: ReportRow): string;
  measure: ChartMeasure;
  onMeasure(measure: ChartMeasure): void;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const currencies = reportCurrencies(report);
  const amountLabel = t(`reports.chart.amount.${report.side}`);
  const series = (rows: readonly ReportRow[]): ChartSeries[] =>
    measure === 'loads'
      ? [{ label: t('reports.chart.loads'), values: rows.map((row) => figure(row, 'loads')) }]
      : currencies.map((currency) => ({ label: `${amountLabel} (${currency})`, values: rows.map((row) => figure(row, 'amount', currency)) }));
  const valueFormat: Intl.NumberFormatOptions =
    measure === 'loads'
      ? { maximumFractionDigits: 0 }
      : currencies.length === 1
        ? { style: 'currency', currency: currencies[0] }
        : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  const title = t(`reports.chart.title.${measure === 'loads' ? 'loads' : report.side}`, {
    // "Loads by lane": the group's name as a common noun (en, sp, fr).
    group: t(`reports.groups.${report.groupBy}`).toLocaleLowerCase(localeOf(i18n.language)),
  });

  let chart;
  if (report.groupBy === 'period') {
    // Short dates on the axis ("Nov 23", "Nov 2026"); the table names each row in full.
    const dateFormat: Intl.DateTimeFormatOptions = period === 'month' ? { month: 'short', year: 'numeric' } : { month: 'short', day: 'numeric' };
    chart = (
      <TimeChart
        title={title}
        dates={report.rows.map((row) => row.key)}
        series={series(report.rows)}
        valueFormat={valueFormat}
        dateFormat={dateFormat}
        dateLabel={t(`reports.periods.${period}`)}
        table="toggle"
      />
    );
  } else {
    const rank = (row: ReportRow) => (measure === 'loads' ? row.loads : row.money.reduce((sum, money) => sum + money.amountCents, 0));
    const rows = report.rows.length > MAX_BARS ? [...report.rows].sort((a, b) => rank(b) - rank(a)).slice(0, MAX_BARS) : report.rows;
    chart = (
      <BarChart
        title={report.rows.length > MAX_BARS ? `${title} (${t('reports.chart.largest', { count: MAX_BARS })})` : title}
        categories={rows.map(rowName)}
        series={series(rows)}
        valueFormat={valueFormat}
        categoryLabel={t(`reports.groups.${report.groupBy}`)}
        table="toggle"
      />
    );
  }
  return (
    <div className="report-chart">
      <div className="reports-choice report-chart-choice">
        <span className="reports-choice-label" aria-hidden="true">
          {t('reports.chart.measure')}
        </span>
        <SegmentedChoice
          legend={t('reports.chart.measure')}
          name="report-chart"
          options={CHART_MEASURES.map((value) => ({ value, label: value === 'loads' ? t('reports.chart.loads') : amountLabel }))}
          value={measure}
          onChange={onMeasure}
        />
      </div>
      {chart}
    </div>
  );
}
