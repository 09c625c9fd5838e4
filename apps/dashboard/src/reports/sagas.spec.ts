import { ApiError } from '@freight/api-client';
import type { ReportRequest } from '@freight/contracts';
import { createTestStore } from '@freight/testing';
import { dashboardFeature } from '../feature';
import { REPORT } from './fixtures';
import { requestKey } from './query';
import { reportsActions, selectReport, selectReportExport, selectReportFilters, selectReportsState } from './state';

// The unit under test is /reports' slice and sagas; the API client and the file download are fakes.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('reportManager'));
jest.mock('@freight/ui', () => ({ ...jest.requireActual('@freight/ui'), saveTextFile: jest.fn() }));
const api = jest.requireMock('@freight/api-client') as { reportManager: { report: jest.Mock; filters: jest.Mock } };
const ui = jest.requireMock('@freight/ui') as { saveTextFile: jest.Mock };

const REQUEST: ReportRequest = { side: 'shipper', groupBy: 'lane', from: '2026-08-27', to: '2026-11-24' };
const FILTERS = { customers: [], carriers: [{ _id: 'c1', name: 'Interstate Haulers' }], lanes: [{ _id: 'l1', name: 'Chicago → Dallas' }] };

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};

beforeEach(() => {
  api.reportManager.report.mockReset();
  api.reportManager.filters.mockReset();
  ui.saveTextFile.mockReset();
});

describe("/reports' state and sagas", () => {
  it('starts idle before the module is injected', () => {
    const { store } = createTestStore();
    expect(selectReportsState(store.getState())).toEqual({
      report: { status: 'idle' },
      filters: { status: 'idle' },
      export: { status: 'idle', fileName: null, lines: 0 },
    });
  });

  it('asks report-manager/report for the request (quietly) and keeps its answer under the request', async () => {
    api.reportManager.report.mockResolvedValue({ status: true, data: REPORT });
    const { store, waitForSagas } = createTestStore({ features: [dashboardFeature] });
    store.dispatch(reportsActions.requested(REQUEST));
    expect(selectReport(store.getState()).status).toBe('loading');
    await waitForSagas();
    expect(api.reportManager.report).toHaveBeenCalledWith(REQUEST, { silent: true, quietErrors: true });
    expect(selectReport(store.getState())).toEqual({ status: 'loaded', key: requestKey(REQUEST), data: REPORT });
  });

  it('drops the answer of a request the screen no longer shows', async () => {
    const first = deferred<unknown>();
    const second = deferred<unknown>();
    api.reportManager.report.mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const { store, waitForSagas } = createTestStore({ features: [dashboardFeature] });
    const other: ReportRequest = { ...REQUEST, groupBy: 'carrier' };
    store.dispatch(reportsActions.requested(REQUEST));
    store.dispatch(reportsActions.requested(other));
    first.resolve({ status: true, data: REPORT });
    second.resolve({ status: true, data: { ...REPORT, groupBy: 'carrier' } });
    await waitForSagas();
    expect(selectReport(store.getState()).key).toBe(requestKey(other));
    expect(selectReport(store.getState()).data?.groupBy).toBe('carrier');
    // A late answer for the first request changes nothing.
    store.dispatch(reportsActions.loaded({ key: requestKey(REQUEST), data: REPORT }));
    expect(selectReport(store.getState()).data?.groupBy).toBe('carrier');
  });

  it("keeps the server's words when it refuses", async () => {
    api.reportManager.report.mockRejectedValue(
      new ApiError('input', 400, { status: false, message: 'The range may cover at most 731 days', errors: [] } as never, 'bad'),
    );
    const { store, waitForSagas } = createTestStore({ features: [dashboardFeature] });
    store.dispatch(reportsActions.requested(REQUEST));
    await waitForSagas();
    expect(selectReport(store.getState())).toEqual({ status: 'failed', key: requestKey(REQUEST), errorText: 'The range may cover at most 731 days' });
  });

  it("loads the filters' choices of the side, and says when they failed", async () => {
    api.reportManager.filters.mockResolvedValueOnce({ status: true, data: FILTERS }).mockRejectedValueOnce(new Error('offline'));
    const { store, waitForSagas } = createTestStore({ features: [dashboardFeature] });
    store.dispatch(reportsActions.filtersRequested('shipper'));
    await waitForSagas();
    expect(api.reportManager.filters).toHaveBeenCalledWith('shipper', { silent: true, quietErrors: true });
    expect(selectReportFilters(store.getState())).toEqual({ status: 'loaded', side: 'shipper', data: FILTERS });
    store.dispatch(reportsActions.filtersRequested('carrier'));
    await waitForSagas();
    expect(selectReportFilters(store.getState())).toEqual({ status: 'failed', side: 'carrier' });
  });

  it('writes the CSV of the lines it is given through the kit and downloads it', async () => {
    const { store, waitForSagas } = createTestStore({ features: [dashboardFeature] });
    store.dispatch(
      reportsActions.exportRequested({
        fileName: 'report-lane.csv',
        fields: ['Lane', 'Loads'],
        rows: [
          ['A, B', '3'],
          ['Total', '3'],
        ],
      }),
    );
    await waitForSagas();
    expect(ui.saveTextFile).toHaveBeenCalledWith('report-lane.csv', 'Lane,Loads\r\n"A, B",3\r\nTotal,3');
    expect(selectReportExport(store.getState())).toEqual({ status: 'done', fileName: 'report-lane.csv', lines: 2 });
  });

  it('says when the download failed', async () => {
    ui.saveTextFile.mockImplementation(() => {
      throw new Error('blocked');
    });
    const { store, waitForSagas } = createTestStore({ features: [dashboardFeature] });
    store.dispatch(reportsActions.exportRequested({ fileName: 'r.csv', fields: ['A'], rows: [['1']] }));
    await waitForSagas();
    expect(ui.saveTextFile).toHaveBeenCalledWith('r.csv', 'A\r\n1');
    expect(selectReportExport(store.getState())).toEqual({ status: 'failed', fileName: null, lines: 0 });
  });
});
