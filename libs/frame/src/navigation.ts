import type { NavItem } from '@freight/ui';

/** The main navigation; an item shows when the user holds its permission (or it needs none). */
export const NAV_ITEMS: Array<NavItem & { permission?: string }> = [
  { to: '/dashboard', labelKey: 'nav.dashboard', permission: 'dashboard' },
  { to: '/loads', labelKey: 'nav.loads' },
  { to: '/order/list', labelKey: 'nav.orders', permission: 'salesOrders' },
  { to: '/delivery-schedule', labelKey: 'nav.schedule', permission: 'schedule' },
  { to: '/trucks', labelKey: 'nav.trucks', permission: 'carrier' },
  { to: '/address', labelKey: 'nav.address', permission: 'address' },
  { to: '/purchase-orders', labelKey: 'nav.purchaseOrders', permission: 'purchaseOrders' },
  { to: '/setting/profile', labelKey: 'nav.settings' },
];
