import { Link } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { selectPermissions, selectUser } from '@freight/auth';
import { useAppSelector } from '@freight/store';

/** The modules a user can open from the dashboard, by permission (empty = login only). */
const MODULE_LINKS = [
  { to: '/loads', labelKey: 'nav.loads' },
  { to: '/order/list', labelKey: 'nav.orders', permission: 'salesOrders' },
  { to: '/delivery-schedule', labelKey: 'nav.schedule', permission: 'schedule' },
  { to: '/trucks', labelKey: 'nav.trucks', permission: 'carrier' },
  { to: '/address', labelKey: 'nav.address', permission: 'address' },
  { to: '/purchase-orders', labelKey: 'nav.purchaseOrders', permission: 'purchaseOrders' },
  { to: '/setting/profile', labelKey: 'nav.settings' },
];

export function DashboardHome() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const permissions = useAppSelector(selectPermissions);
  const links = MODULE_LINKS.filter((link) => !link.permission || permissions.keys.includes(link.permission));
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.welcome', { name: user?.firstname ?? '' })}</h1>
      <h2>{t('dashboard.modules')}</h2>
      <ul className="grid" role="list">
        {links.map((link) => (
          <li key={link.to} className="card">
            <Link to={link.to} data-testid={`module-link-${link.to.slice(1).split('/')[0]}`}>
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
