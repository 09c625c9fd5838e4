export { assessRisk, calendarWindow, containerLateness, type RiskAssessment, type RiskContainer, type RiskStop } from './lateness';
export { fleetPositionRoutes } from './position-routes';
export { updateTruckerLocation } from './positions';
export { trackingRoutes } from './routes';
