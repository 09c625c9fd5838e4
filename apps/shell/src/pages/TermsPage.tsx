import '../i18n';
import { Link } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { selectAppConfig, useAppSelector } from '@freight/store';

const SECTIONS = ['service', 'accounts', 'billing', 'data', 'carriers', 'liability', 'changes'] as const;

/** /terms-and-conditions: the terms a company accepts when it registers. */
function TermsPage() {
  const { t } = useTranslation();
  const config = useAppSelector(selectAppConfig);
  const company = config?.company.name ?? t('app.name');
  return (
    <article className="card terms" aria-labelledby="terms-title">
      <h1 id="terms-title">{t('terms.title')}</h1>
      <p className="muted">{t('terms.updated')}</p>
      <p>{t('terms.intro', { company })}</p>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`terms-${section}`}>
          <h2 id={`terms-${section}`}>{t(`terms.sections.${section}.title`)}</h2>
          <p>{t(`terms.sections.${section}.body`, { company })}</p>
        </section>
      ))}
      <p>
        {t('terms.questions')} <Link to="/contactus">{t('nav.contact')}</Link>
        {config?.company.email ? ` · ${config.company.email}` : ''}
      </p>
    </article>
  );
}

export default TermsPage;
