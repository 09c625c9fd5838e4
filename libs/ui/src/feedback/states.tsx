import type { ReactNode } from 'react';
import { useTranslation } from '@freight/i18n';

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="state state-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label ?? t('loading')}
    </div>
  );
}

export function EmptyState({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return <div className="state state-empty">{children ?? t('empty')}</div>;
}

export function ErrorPanel({ title, message, onRetry, children }: { title: string; message?: string; onRetry?: () => void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="state state-error" role="alert">
      <h2>{title}</h2>
      {message && <p>{message}</p>}
      {children}
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          {t('errors.retry')}
        </button>
      )}
    </div>
  );
}

/** The spec's coming-soon screen, for screens a later release builds. */
export function ComingSoon({ screen, module }: { screen?: string; module?: string }) {
  const { t } = useTranslation();
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <h1 id="coming-soon-title">{t('comingSoon.title')}</h1>
      <p>{t('comingSoon.body', { screen: screen ?? t('comingSoon.default') })}</p>
      {module && <p className="muted">{module}</p>}
    </section>
  );
}
