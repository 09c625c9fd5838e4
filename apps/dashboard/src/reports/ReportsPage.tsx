import { useEffect, useId, useMemo } from 'react';
import {
  REPORT_MAX_DAYS,
  REPORT_NONE_KEY,
  REPORT_PERIODS,
  type DashboardSide,
  type ReportGroup,
  type ReportPeriod,
  type ReportResponse,
  type ReportRow,
} from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { useSearchParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { EmptyState, ErrorPanel, LoadingState, SegmentedChoice, useDocumentTitle } from '@freight/ui';
import { SideSwitch, useDashboardSide } from '../side';
import { ReportChart } from './ReportChart';
import { useReportFormat } from './format';
import {
  RANGE_PROBLEM_MESSAGES,
  SIDE_FILTERS,
  SIDE_GROUPS,
  chosenFilters,
  defaultRange,
  isDay,
  reportQueryOf,
  requestKey,
  withReportParams,
  type ReportFilter,
  type ReportParam,
} from './query';
import { isReportFor, reportsActions, selectReport, selectReportExport, selectReportFilters } from './state';
import { cellValue, reportColumns, reportCsvTable, reportFileName, type ReportColumn } from './table';
import './reports.css';

/** The class the page puts on <body> while it is shown: the print stylesheet leaves out the app's chrome. */
export const PRINT_VIEW_CLASS = 'report-print-view';

/** The filters' choices of report-filters, by URL parameter. */
const FILTER_CHOICES = { customer: 'customers', carrier: 'carriers', lane: 'lanes' } as const satisfies Record<ReportFilter, string>;

/** The texts of the table's header cells, the same on screen and in the CSV. */
function useHeaders(groupBy: ReportGroup, side: DashboardSide) {
  const { t } = useTranslation('dashboard');
  return (column: ReportColumn): string => {
    if (column.name === 'label') return t(`reports.groups.${groupBy}`);
    if (column.name === 'amount') return t(`reports.columns.amount.${side}`, { currency: column.currency });
    return t(`reports.columns.${column.name}`, { currency: column.currency });
  };
}

/** A row's name: the company or lane (the shipments without a lane or carrier: "No lane"), a period by its first day. */
function useRowName(groupBy: ReportGroup, period: ReportPeriod) {
  const { t } = useTranslation('dashboard');
  const format = useReportFormat();
  return {
    /** On screen and in the chart. */
    shown: (row: ReportRow) => (groupBy === 'period' ? format.period(row.key, period) : row.key === REPORT_NONE_KEY ? t(`reports.none.${groupBy}`) : row.label),
    /** In the CSV: a period's first day as YYYY-MM-DD, so a spreadsheet sorts it. */
    written: (row: ReportRow) => (groupBy === 'period' ? row.key : row.key === REPORT_NONE_KEY ? t(`reports.none.${groupBy}`) : row.label),
  };
}

/** The table: one row per customer, carrier, lane or period, then the totals; it scrolls sideways in its own box. */
function ReportTable({ report, period, caption }: { report: ReportResponse; period: ReportPeriod; caption: string }) {
  const { t } = useTranslation('dashboard');
  const format = useReportFormat();
  const header = useHeaders(report.groupBy, report.side);
  const columns = reportColumns(report);
  const captionId = useId();
  const label = useRowName(report.groupBy, period).shown;
  const cells = (row: ReportRow) =>
    columns.slice(1).map((column) => (
      <td key={column.key} className={`report-cell report-${column.kind}`} data-column={column.key}>
        {format.cell(cellValue(row, column), column)}
      </td>
    ));
  return (
    // A focusable region: the keyboard scrolls the table sideways on a narrow screen.
    <div className="report-table-box" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="table report-table">
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-column={column.key} className={`report-${column.kind}`}>
                {header(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.key} data-testid="report-row">
              <th scope="row">{label(row)}</th>
              {cells(row)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-testid="report-totals">
            <th scope="row">{t('reports.total')}</th>
            {cells(report.totals)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/**
 * /reports (login only): delivered loads by customer, carrier, lane or period over a range of delivery days, the
 * side's spend (shipper) or revenue (carrier) per currency, rates, on-time figures, delay, accessorials and CO2e,
 * with their totals; a chart; the CSV of the very figures shown; a printable view. Every choice is in the URL.
 */
export function ReportsPage() {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const format = useReportFormat();
  const { side } = useDashboardSide();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => reportQueryOf(params, side), [params, side]);
  const { request, period, chart, problem } = query;
  const key = requestKey(request);
  const report = useAppSelector(selectReport);
  const filters = useAppSelector(selectReportFilters);
  const exporting = useAppSelector(selectReportExport);
  const header = useHeaders(request.groupBy, side);
  const shownReport = isReportFor(report, request) ? report.data : undefined;
  const rowName = useRowName(shownReport?.groupBy ?? request.groupBy, period);
  useDocumentTitle(t('screens.reports'));

  useEffect(() => {
    if (!problem) dispatch(reportsActions.requested(request));
    // The request is rebuilt on every render; its key says whether it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, key, problem]);

  useEffect(() => {
    dispatch(reportsActions.filtersRequested(side));
  }, [dispatch, side]);

  useEffect(() => {
    document.body.classList.add(PRINT_VIEW_CLASS);
    return () => document.body.classList.remove(PRINT_VIEW_CLASS);
  }, []);

  const change = (changes: Partial<Record<ReportParam, string | null>>) => setParams(withReportParams(params, changes), { replace: true });

  const shown = isReportFor(report, request) ? report : undefined;
  const data = shown?.data;
  const hasRows = !!data && data.rows.length > 0;
  const chosen = chosenFilters(request);
  const filtered = Object.keys(chosen).length > 0;

  const choiceName = (filter: ReportFilter, id: string) => filters.data?.[FILTER_CHOICES[filter]].find((choice) => choice._id === id)?.name;
  const range = t('reports.range', { from: format.day(request.from), to: format.day(request.to) });
  const caption = t('reports.caption', { group: t(`reports.groups.${request.groupBy}`), range, side: t(`side.${side}`) });
  const summary = [
    range,
    ...SIDE_FILTERS[side].map((filter) => {
      const id = chosen[filter];
      const value = id ? (choiceName(filter, id) ?? t('reports.filters.chosen')) : t(`reports.filters.all.${filter}`);
      return t('reports.filters.summary', { filter: t(`reports.filters.${filter}`), value });
    }),
  ].join(' · ');

  const exportCsv = () => {
    if (!data) return;
    const table = reportCsvTable(data, {
      header,
      label: rowName.written,
      total: t('reports.total'),
    });
    dispatch(reportsActions.exportRequested({ fileName: reportFileName(data, request.from, request.to), ...table }));
  };

  const defaults = defaultRange();
  const rangeIsDefault = request.from === defaults.from && request.to === defaults.to;

  return (
    <section aria-labelledby="reports-title" className="reports">
      <div className="reports-head">
        <h1 id="reports-title">{t('screens.reports')}</h1>
        <div className="reports-actions">
          <button type="button" className="button button-secondary" onClick={exportCsv} disabled={!hasRows || exporting.status === 'running'}>
            {exporting.status === 'running' ? t('reports.export.running') : t('reports.export.button')}
          </button>
          <button type="button" className="button button-secondary" onClick={() => window.print()} disabled={!hasRows}>
            {t('reports.print')}
          </button>
        </div>
      </div>
      <p className="reports-export-status" role="status" aria-live="polite">
        {exporting.status === 'done' && t('reports.export.done', { count: exporting.lines, file: exporting.fileName })}
        {exporting.status === 'failed' && t('reports.export.failed')}
      </p>
      <p className="reports-intro">{t(`reports.intro.${side}`)}</p>

      <div className="reports-controls">
        <SideSwitch />
        <div className="reports-choice">
          <span className="reports-choice-label" aria-hidden="true">
            {t('reports.groupBy')}
          </span>
          <SegmentedChoice
            legend={t('reports.groupBy')}
            name="report-group"
            options={SIDE_GROUPS[side].map((group) => ({ value: group, label: t(`reports.groups.${group}`) }))}
            value={request.groupBy}
            onChange={(group) => change({ group })}
          />
        </div>
        {request.groupBy === 'period' && (
          <div className="reports-choice">
            <span className="reports-choice-label" aria-hidden="true">
              {t('reports.periodBy')}
            </span>
            <SegmentedChoice
              legend={t('reports.periodBy')}
              name="report-period"
              options={REPORT_PERIODS.map((value) => ({ value, label: t(`reports.periods.${value}`) }))}
              value={period}
              onChange={(value) => change({ period: value })}
            />
          </div>
        )}
        <div className="reports-fields">
          <label className="field">
            <span>{t('reports.from')}</span>
            <input
              type="date"
              value={request.from}
              max={request.to}
              onChange={(event) => change({ from: isDay(event.target.value) ? event.target.value : null })}
            />
          </label>
          <label className="field">
            <span>{t('reports.to')}</span>
            <input
              type="date"
              value={request.to}
              min={request.from}
              onChange={(event) => change({ to: isDay(event.target.value) ? event.target.value : null })}
            />
          </label>
          {SIDE_FILTERS[side].map((filter) => {
            const value = chosen[filter] ?? '';
            const options = filters.data?.[FILTER_CHOICES[filter]] ?? [];
            return (
              <label className="field" key={filter}>
                <span>{t(`reports.filters.${filter}`)}</span>
                <select value={value} onChange={(event) => change({ [filter]: event.target.value || null })}>
                  <option value="">{t(`reports.filters.all.${filter}`)}</option>
                  {options.map((option) => (
                    <option key={option._id} value={option._id}>
                      {option.name}
                    </option>
                  ))}
                  {value && !options.some((option) => option._id === value) && <option value={value}>{t('reports.filters.chosen')}</option>}
                </select>
              </label>
            );
          })}
          {!rangeIsDefault && (
            <button type="button" className="link-button reports-reset" onClick={() => change({ from: null, to: null })}>
              {t('reports.lastDays', { days: 90 })}
            </button>
          )}
        </div>
        {filters.status === 'failed' && <p className="field-warning">{t('reports.filters.failed')}</p>}
      </div>

      <p className="reports-summary">{summary}</p>

      {problem ? (
        <p className="field-error" role="alert">
          {t(`reports.problems.${problem}`, { days: REPORT_MAX_DAYS, defaultValue: RANGE_PROBLEM_MESSAGES[problem] })}
        </p>
      ) : !shown || (shown.status === 'loading' && !data) || shown.status === 'idle' ? (
        <LoadingState label={t('reports.loading')} />
      ) : shown.status === 'failed' ? (
        <ErrorPanel title={t('reports.failed')} message={shown.errorText} onRetry={() => dispatch(reportsActions.requested(request))} />
      ) : !hasRows ? (
        <EmptyState>{filtered ? t('reports.emptyFiltered') : t('reports.empty')}</EmptyState>
      ) : (
        <div className="reports-body" aria-busy={shown.status === 'loading'}>
          <ReportChart
            report={data!}
            period={period}
            rowName={rowName.shown}
            measure={chart}
            onMeasure={(measure) => change({ chart: measure === 'loads' ? null : measure })}
          />
          <ReportTable report={data!} period={period} caption={caption} />
        </div>
      )}
    </section>
  );
}
