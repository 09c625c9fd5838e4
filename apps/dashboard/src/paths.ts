import { links } from '@freight/contracts';
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

/**
 * The other modules' first screens, which the dashboard's "Your modules" card opens
 * (the benchmark's module_enter_ms clicks them), with the permission each needs. They belong to other remotes (which
 * this one may not import): their addresses come from the links table of @freight/contracts.
 */
export const MODULE_ENTRIES = [
  { key: 'loads', to: links.loads(), labelKey: 'nav.loads' },
  { key: 'order', to: links.salesOrders(), labelKey: 'nav.orders', permission: 'salesOrders' },
  { key: 'delivery-schedule', to: links.deliverySchedule(), labelKey: 'nav.schedule', permission: 'schedule' },
  { key: 'trucks', to: links.trucks(), labelKey: 'nav.trucks', permission: 'carrier' },
  { key: 'address', to: links.addressBook(), labelKey: 'nav.address', permission: 'address' },
  { key: 'purchase-orders', to: links.purchaseOrders(), labelKey: 'nav.purchaseOrders', permission: 'purchaseOrders' },
  { key: 'setting', to: links.profile(), labelKey: 'nav.settings' },
] as const;
