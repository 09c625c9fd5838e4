import { links } from '@freight/contracts';
import { useNavigate } from '@freight/router';
import { useTranslation } from '@freight/i18n';

/** Spec section 2: 'Access Denied', the explanation and 'Return to Dashboard'. */
export function UnauthorizedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="card" aria-labelledby="unauthorized-title">
      <h1 id="unauthorized-title">{t('unauthorized.title')}</h1>
      <p>{t('unauthorized.body')}</p>
      <button type="button" className="button" onClick={() => navigate(links.dashboard())}>
        {t('unauthorized.back')}
      </button>
    </section>
  );
}
