import { links } from '@freight/contracts';
import { Link, Navigate } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { selectSignedIn } from '@freight/auth';
import { useAppSelector } from '@freight/store';

/** `/`: the product's front page, or the dashboard when signed in. */
export function HomePage() {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectSignedIn);
  if (signedIn) return <Navigate to={links.dashboard()} replace />;
  return (
    <section className="card" aria-labelledby="home-title">
      <h1 id="home-title">{t('home.title')}</h1>
      <p>{t('home.body')}</p>
      <p>
        <Link className="button" to="/login">
          {t('home.login')}
        </Link>{' '}
        <Link className="button button-secondary" to="/register">
          {t('home.register')}
        </Link>
      </p>
    </section>
  );
}
