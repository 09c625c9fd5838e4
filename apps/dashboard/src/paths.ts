import { modulePath } from '@freight/router';

/** Every screen of the dashboard remote, typed (`paths.laneHistory.getHref({ id })`); routes.tsx mounts them. */
export const paths = {
  home: modulePath('/dashboard'),
  laneHistory: modulePath('/dashboard', 'lanehistory/:id'),
  calendar: modulePath('/dashboard', 'calendar'),
  driverSchedule: modulePath('/dashboard', 'driverschedule'),
  currentOrders: modulePath('/dashboard', 'currentorderslist'),
  pendingOrders: modulePath('/dashboard', 'pendingorderslist'),
  newOrders: modulePath('/dashboard', 'neworderslist'),
  quotedOrders: modulePath('/dashboard', 'quotedorderslist'),
  activeOrders: modulePath('/dashboard', 'activeorderslist'),
  completedOrders: modulePath('/dashboard', 'completedorderslist'),
  riskOfDelay: modulePath('/dashboard', 'riskofdelay'),
  delayedOrders: modulePath('/dashboard', 'delayedorders'),
  ordersDelayed: modulePath('/orders/delayed'),
  ordersRiskDelayed: modulePath('/orders/risk-delayed'),
  reports: modulePath('/reports'),
} as const;
