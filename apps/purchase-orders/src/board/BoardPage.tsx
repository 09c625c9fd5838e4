import { useEffect, useRef, useState } from 'react';
import type { OpenBoardRow } from '@freight/contracts';
import { useFormat, useTranslation } from '@freight/i18n';
import { Link } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { EmptyState, ErrorPanel, HumanId, LoadingState, useDocumentTitle } from '@freight/ui';
import { paths } from '../paths';
import { boardActions, selectBoardState } from './state';
import './board.css';

type BoardContainer = OpenBoardRow['containers'][number];

/** Whether the browser can put an element full screen (not in jsdom, not on an iPhone). */
const canFullscreen = () =>
  typeof document !== 'undefined' && document.fullscreenEnabled === true && typeof document.documentElement.requestFullscreen === 'function';

/** One container's line: number, status, next milestone (and when), ETA, "ETA slipped" when it moved later lately. */
function ContainerLine({ container }: { container: BoardContainer }) {
  const { t } = useTranslation('purchase-orders');
  const format = useFormat();
  const next = container.nextMilestone;
  return (
    <li className={container.slipped ? 'po-board-container po-board-slipped' : 'po-board-container'}>
      <span className="po-board-number">
        <Link to={paths.track.getHref({ container: container.containerNumber })} aria-label={t('board.trackNamed', { number: container.containerNumber })}>
          <HumanId>{container.containerNumber}</HumanId>
        </Link>
      </span>
      <span className="po-board-status">{t(`containerStatus.${container.status}`)}</span>
      <span className="po-board-next">
        {next
          ? next.plannedAt
            ? t('board.nextAt', { milestone: t(`milestone.${next.event}`), at: format.dateTime(next.plannedAt) })
            : t('board.next', { milestone: t(`milestone.${next.event}`) })
          : t('board.noNext')}
      </span>
      <span className="po-board-eta">
        {container.eta ? t('board.eta', { date: format.day(container.eta) }) : t('board.noEta')}
        {container.slipped && <span className="badge po-board-slip">{t('board.slipped')}</span>}
      </span>
    </li>
  );
}

/** One open order: its number (a link to its page), status, supplier, destination port, ETA, then its containers. */
function OrderCard({ row }: { row: OpenBoardRow }) {
  const { t } = useTranslation('purchase-orders');
  const format = useFormat();
  const slipped = row.containers.some((container) => container.slipped);
  const titleId = `po-board-${row._id}`;
  return (
    <li className={slipped ? 'po-board-card po-board-card-slipped' : 'po-board-card'}>
      <article aria-labelledby={titleId}>
        <header className="po-board-card-head">
          <h2 id={titleId}>
            <Link to={paths.edit.getHref({ id: row._id })} aria-label={t('board.openNamed', { po: row.poNumber })}>
              <HumanId>{row.poNumber}</HumanId>
            </Link>
          </h2>
          <span className={`badge po-status po-status-${row.status}`}>{t(`poStatus.${row.status}`)}</span>
        </header>
        <p className="po-board-meta">
          {row.supplierName} → {row.destinationPort}
          <br />
          <strong>{row.eta ? t('board.eta', { date: format.day(row.eta) }) : t('board.noEta')}</strong>
        </p>
        {row.containers.length === 0 ? (
          <p className="po-board-none">{t('board.noContainers')}</p>
        ) : (
          <ul className="po-board-containers" aria-label={t('board.containersOf', { po: row.poNumber })}>
            {row.containers.map((container) => (
              <ContainerLine key={container._id} container={container} />
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}

/**
 * /micro-view: the wall board of every open purchase order and its containers' next milestone and ETA, slipped ETAs
 * marked; big and readable from across a room, one column on a phone; fetched again every minute and when the
 * tracking provider moves containers; a full-screen toggle (the browser's full screen where it has one, the whole
 * window otherwise).
 */
export function BoardPage() {
  const { t } = useTranslation('purchase-orders');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const { data, status, receivedAt } = useAppSelector(selectBoardState);
  const sectionRef = useRef<HTMLElement>(null);
  const [full, setFull] = useState(false);
  useDocumentTitle(t('screens.microView'));

  useEffect(() => {
    dispatch(boardActions.opened());
    return () => {
      dispatch(boardActions.closed());
    };
  }, [dispatch]);

  // The browser's full screen ends by Esc or its own controls: the toggle follows.
  useEffect(() => {
    const follow = () => setFull(document.fullscreenElement !== null && document.fullscreenElement === sectionRef.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  // Without the browser's full screen, Esc leaves the whole-window mode too.
  useEffect(() => {
    if (!full || canFullscreen()) return undefined;
    const leave = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFull(false);
    };
    document.addEventListener('keydown', leave);
    return () => document.removeEventListener('keydown', leave);
  }, [full]);

  const toggleFull = () => {
    if (canFullscreen()) {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void sectionRef.current?.requestFullscreen().catch(() => setFull(true));
      return;
    }
    setFull((current) => !current);
  };

  const rows = data?.rows ?? [];
  const containers = rows.reduce((sum, row) => sum + row.containers.length, 0);
  const slipped = rows.reduce((sum, row) => sum + row.containers.filter((container) => container.slipped).length, 0);

  let body;
  if (!data && status === 'failed') {
    body = <ErrorPanel title={t('board.failed')} message={t('board.failedHint')} onRetry={() => dispatch(boardActions.requested())} />;
  } else if (!data) {
    body = <LoadingState />;
  } else if (rows.length === 0) {
    body = (
      <EmptyState>
        <p>{t('board.empty')}</p>
        <Link to={paths.purchaseOrders.getHref()}>{t('board.toList')}</Link>
      </EmptyState>
    );
  } else {
    body = (
      <ul className="po-board-grid" aria-label={t('board.orders')}>
        {rows.map((row) => (
          <OrderCard key={row._id} row={row} />
        ))}
      </ul>
    );
  }

  return (
    <section ref={sectionRef} aria-labelledby="po-board-title" className={full ? 'po-board po-board-full' : 'po-board'}>
      <div className="po-board-head">
        <h1 id="po-board-title">{t('screens.microView')}</h1>
        <button type="button" className="button button-secondary" aria-pressed={full} onClick={toggleFull}>
          {t(full ? 'board.leaveFullScreen' : 'board.fullScreen')}
        </button>
      </div>
      {data && (
        <p className="po-board-summary" data-testid="board-summary" data-orders={rows.length} data-containers={containers}>
          {t('board.orderCount', { count: rows.length })} · {t('board.containerCount', { count: containers })} ·{' '}
          <span className={slipped > 0 ? 'po-board-slipped-count' : undefined}>{t('board.slippedCount', { count: slipped })}</span>
          {receivedAt && <span className="po-muted"> · {t('board.updated', { at: format.dateTime(receivedAt) })}</span>}
        </p>
      )}
      {data && status === 'failed' && (
        <p className="po-board-stale" role="alert">
          {t('board.stale')}{' '}
          <button type="button" className="link-button" onClick={() => dispatch(boardActions.requested())}>
            {t('board.retry')}
          </button>
        </p>
      )}
      {body}
    </section>
  );
}
