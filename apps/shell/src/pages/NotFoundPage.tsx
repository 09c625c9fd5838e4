import { Link } from '@freight/router';
import { useTranslation } from '@freight/i18n';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </section>
  );
}
