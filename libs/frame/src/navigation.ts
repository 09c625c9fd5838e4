import { links } from '@freight/contracts';
import type { NavItem } from '@freight/ui';
import type { RemoteName } from './route-table';

/** The main navigation; an item shows when the user holds its permission (or it needs none). */
export const NAV_ITEMS: Array<NavItem & { permission?: string }> = [
  { to: links.dashboard(), labelKey: 'nav.dashboard', permission: 'dashboard' },
  { to: links.loads(), labelKey: 'nav.loads' },
  { to: links.salesOrders(), labelKey: 'nav.orders', permission: 'salesOrders' },
  { to: links.calendar(), labelKey: 'nav.calendar', permission: 'schedule' },
  { to: links.deliverySchedule(), labelKey: 'nav.schedule', permission: 'schedule' },
  { to: links.trucks(), labelKey: 'nav.trucks', permission: 'carrier' },
  // Login only, no permission (spec section 2): the company's threads with its trucks.
  { to: links.chat(), labelKey: 'nav.chat' },
  { to: links.addressBook(), labelKey: 'nav.address', permission: 'address' },
  { to: links.purchaseOrders(), labelKey: 'nav.purchaseOrders', permission: 'purchaseOrders' },
  { to: links.profile(), labelKey: 'nav.settings' },
];

/**
 * What a user calls each remote (its navigation label): in the title of a module's pages and in the sentence shown
 * when it cannot load. A remote without an entry here is named by its federation name.
 */
const REMOTE_LABEL_KEYS: Partial<Record<RemoteName, string>> = {
  dashboard: 'nav.dashboard',
  loads: 'nav.loads',
  orders: 'nav.orders',
  trucks: 'nav.trucks',
  address: 'nav.address',
  purchase_orders: 'nav.purchaseOrders',
  settings: 'nav.settings',
  // A load's pages opened from a link (its tracking, the driver's page, a carrier's quote): "Loads" to their reader
  // while they load or if they fail, as when the loads remote served them.
  public_pages: 'nav.loads',
};

export function remoteLabel(t: (key: string) => string, remote: RemoteName | string): string {
  const key = REMOTE_LABEL_KEYS[remote as RemoteName];
  return key ? t(key) : remote;
}
