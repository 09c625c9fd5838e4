import { Link } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { selectPermissions, selectUser } from '@freight/auth';
import { useAppSelector } from '@freight/store';
import { MODULE_ENTRIES } from '../paths';

/** The dashboard's home: a card for each module the user can open, by permission (none = login only). */
export function DashboardHome() {
  const { t } = useTranslation();
  const user = useAppSelector(selectUser);
  const permissions = useAppSelector(selectPermissions);
  const entries = MODULE_ENTRIES.filter((entry) => !('permission' in entry) || permissions.keys.includes(entry.permission));
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">{t('dashboard.welcome', { name: user?.firstname ?? '' })}</h1>
      <h2>{t('dashboard.modules')}</h2>
      <ul className="grid module-cards" role="list">
        {entries.map((entry) => (
          <li key={entry.key} className="card">
            <Link to={entry.to.getHref()} data-testid={`module-link-${entry.key}`}>
              {t(entry.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
