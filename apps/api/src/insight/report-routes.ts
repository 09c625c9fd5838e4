import {
  DashboardSideQuery,
  REPORT_MAX_DAYS,
  ReportFiltersResponse,
  ReportRequest,
  ReportResponse,
  daysBetween,
  envelopeOf,
  type DashboardSide,
} from '@freight/contracts';
import { defaultLoadView } from '../loads';
import { access, callerOf } from '../plugins/auth';
import { badRequest, ok } from '../plugins/envelope';
import type { RoutesPlugin } from '../types';
import { REPORT_SIDE_GROUPS, buildReport, reportFilters } from './report';
import { INSIGHT_TEXTS } from './texts';

/** 400 on `body.to` for a range that ends before it starts or covers more than REPORT_MAX_DAYS days (inclusive). */
function checkRange(range: { from: string; to: string }) {
  const days = daysBetween(range.from, range.to) + 1;
  if (days < 1) throw badRequest([{ field: 'body.to', message: INSIGHT_TEXTS.range.order() }]);
  if (days > REPORT_MAX_DAYS) throw badRequest([{ field: 'body.to', message: INSIGHT_TEXTS.range.tooLong({ days: REPORT_MAX_DAYS }) }]);
}

/**
 * report-manager (docs/modules/dashboard.md, "Reports"): the delivered shipments of the caller's side by
 * customer, carrier, lane or period, and the choices of the report's filters. Login with portal access only (`user`):
 * /reports needs no module. `side` defaults as the dashboard's: carrier for a carrier company, else shipper.
 */
export const reportManagerRoutes: RoutesPlugin = async (app) => {
  app.post('/report', { config: access.user, schema: { body: ReportRequest, response: { 200: envelopeOf(ReportResponse) } } }, async (request) => {
    const caller = callerOf(request);
    const side: DashboardSide = request.body.side ?? defaultLoadView(caller.companyType);
    if (!REPORT_SIDE_GROUPS[side].includes(request.body.groupBy)) {
      throw badRequest([{ field: 'body.groupBy', message: side === 'shipper' ? INSIGHT_TEXTS.report.shipperGroups() : INSIGHT_TEXTS.report.carrierGroups() }]);
    }
    checkRange(request.body);
    return ok(INSIGHT_TEXTS.report.fetched(), await buildReport(app.db, { companyId: caller.companyId, side }, request.body));
  });

  app.get(
    '/report-filters',
    { config: access.user, schema: { querystring: DashboardSideQuery, response: { 200: envelopeOf(ReportFiltersResponse) } } },
    async (request) => {
      const caller = callerOf(request);
      const side: DashboardSide = request.query.side ?? defaultLoadView(caller.companyType);
      return ok(INSIGHT_TEXTS.report.filtersFetched(), await reportFilters(app.db, { companyId: caller.companyId, side }));
    },
  );
};
