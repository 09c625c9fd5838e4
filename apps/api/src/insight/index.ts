export { activityGraphRoutes } from './activity-routes';
export { dashboardManagerRoutes } from './dashboard-routes';
export { logsManagerRoutes } from './log-routes';
export { insightRoutes } from './price-insight-routes';
export { reportManagerRoutes } from './report-routes';
export { RISK_NOTICE_TITLES, computeRisk, riskLink, riskNoticeBody } from './risk-job';
export { riskJobPlugin } from './risk-plugin';
