import type { ReactNode } from 'react';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { EmptyState, LoadingState } from '@freight/ui';
import { homeActions, selectFailedCards, selectFailedText, selectHomeCard, type HomeCard, type HomeCards } from './state';

/**
 * One card of the dashboard: its heading, then its loading, error (with Retry: only this card is asked again),
 * empty or loaded body. A card being refreshed keeps its figures (no spinner flash on a live update). When several
 * cards failed, the page says so once with one Retry (FailedCards) and each of them keeps only its shape.
 */
export function Card<K extends HomeCard>({
  card,
  title,
  isEmpty,
  emptyText,
  actions,
  className,
  placeholder,
  children,
}: {
  card: K;
  title: string;
  isEmpty?: (data: HomeCards[K]) => boolean;
  emptyText?: string;
  /** Controls beside the heading (the activity graph's period). */
  actions?: ReactNode;
  className?: string;
  /**
   * The card's shape before its figures arrive (its labels with dashes), drawn instead of the spinner so the page does
   * not move when they come (layout shift: docs/performance.md). The loading text stays for screen readers.
   */
  placeholder?: ReactNode;
  children: (data: HomeCards[K]) => ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectHomeCard(card));
  const failedTogether = useAppSelector(selectFailedCards).length > 1;
  const headingId = `home-${card}-title`;
  let body: ReactNode;
  if (state.data !== undefined) body = isEmpty?.(state.data) ? <EmptyState>{emptyText}</EmptyState> : children(state.data);
  else if (state.status === 'failed' && failedTogether) body = <div aria-hidden="true">{placeholder ?? <p className="muted">—</p>}</div>;
  else if (state.status === 'failed')
    body = (
      <div className="home-card-error" role="alert">
        <p>{state.errorText ?? t('home.card.error')}</p>
        <button type="button" className="button button-secondary" onClick={() => dispatch(homeActions.retried(card))}>
          {t('home.card.retry')}
        </button>
      </div>
    );
  else if (placeholder)
    body = (
      <>
        <div aria-hidden="true">{placeholder}</div>
        <div className="visually-hidden">
          <LoadingState />
        </div>
      </>
    );
  else body = <LoadingState />;
  return (
    <section className={`card home-card ${className ?? ''}`} aria-labelledby={headingId} data-testid={`card-${card}`} aria-busy={state.status === 'loading'}>
      <div className="home-card-head">
        <h2 id={headingId}>{title}</h2>
        {actions}
      </div>
      {body}
    </section>
  );
}

/** Several cards failed: one message (the server's words when they all say the same) and one Retry for them all. */
export function FailedCards() {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const failed = useAppSelector(selectFailedCards);
  const text = useAppSelector(selectFailedText);
  if (failed.length < 2) return null;
  return (
    <div className="home-failed" role="alert">
      <p>{text ?? t('home.failed')}</p>
      <button type="button" className="button button-secondary" onClick={() => dispatch(homeActions.retriedFailed())}>
        {t('home.card.retry')}
      </button>
    </div>
  );
}
