import { useCallback, useEffect, type ReactNode } from 'react';
import { selectSignedIn } from '@freight/auth';
import { LOAD_NUMBER_PATTERN, type TruckPositionEvent } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { LIVE_REFETCH_MS, useRealtime, useRefetchOnEvents, type RealtimeConnection } from '@freight/realtime';
import { Link, useLocation, useParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ErrorPanel, IdText, LoadingState, useDocumentTitle } from '@freight/ui';
import { ProofOfDeliveryPanel } from '../driver/ProofOfDeliveryPanel';
import { SharePanel } from './SharePanel';
import { selectTrackingState, trackingActions, type TrackingState, type TrackingTarget } from './state';
import { TrackingView, type TrackingLive } from './TrackingView';

/**
 * Statuses after delivery: the proof of delivery is shown (before, only once one exists), and the truck is no longer
 * followed (no socket, no polling: nothing moves any more).
 */
export const DELIVERED: readonly string[] = ['delivered', 'invoiced', 'paid'];

/** Polls tracking-location this often while the socket is closed… */
export const POLL_CLOSED_MS = 15_000;
/** …and this often while it is open (the ETA and milestones, which positions alone do not update). */
export const POLL_OPEN_MS = 60_000;

const LOAD_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LOAD_NUMBER = new RegExp(LOAD_NUMBER_PATTERN);

/**
 * Opens the page's load (or link), follows its truck live, polls as the socket's state says, until the load is
 * delivered; closes on leaving.
 */
function useTracking(target: TrackingTarget | null, connection: RealtimeConnection | null): { state: TrackingState; live: TrackingLive } {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectTrackingState);
  const kind = target?.kind;
  const id = target?.id;
  useEffect(() => {
    if (!kind || !id) return undefined;
    dispatch(trackingActions.opened({ kind, id }));
    return () => void dispatch(trackingActions.closed());
  }, [dispatch, kind, id]);

  const ended = state.detail !== undefined && DELIVERED.includes(state.detail.status);
  const following = state.status === 'ready' && !ended;
  const onPosition = useCallback((payload: TruckPositionEvent) => dispatch(trackingActions.positionReceived(payload)), [dispatch]);
  const { status: live } = useRealtime<TruckPositionEvent>('truck.position', onPosition, following ? connection : null);
  useRefetchOnEvents('load.milestone', LIVE_REFETCH_MS, () => dispatch(trackingActions.pollRequested()), following ? connection : null);

  useEffect(() => {
    if (!following) return undefined;
    const timer = setInterval(() => dispatch(trackingActions.pollRequested()), live === 'open' ? POLL_OPEN_MS : POLL_CLOSED_MS);
    return () => clearInterval(timer);
  }, [dispatch, following, live]);
  return { state, live: ended ? 'ended' : following ? live : 'closed' };
}

function Page({ title, reference, children }: { title: string; reference?: string; children: ReactNode }) {
  return (
    <div className="tracking-page">
      <h1>{title}</h1>
      {reference && (
        <p className="muted">
          <IdText>{reference}</IdText>
        </p>
      )}
      {children}
    </div>
  );
}

/**
 * /orders/tracking/:loadId: a signed-in user of the load's shipper or carrier sees the full view (exact positions,
 * the truck, the proof of delivery) and its share links; anyone else is told the tracking is not available to them,
 * with a sign-in link when signed out. Nothing private is shown before the API has said the caller is a party.
 * `:loadId` is the load's uuid or its number (L-100123): the API finds the caller's load of that number, and the page
 * follows it by the uuid the answer gives.
 */
export function TrackingPage() {
  const { t } = useTranslation('public-pages');
  useDocumentTitle(t('screens.tracking'));
  const { loadId = '' } = useParams();
  const signedIn = useAppSelector(selectSignedIn);
  const location = useLocation();
  const valid = LOAD_UUID.test(loadId) || LOAD_NUMBER.test(loadId);
  const target = signedIn && valid ? ({ kind: 'load', id: loadId } as const) : null;
  // The socket follows the load by its uuid: the answer's, which a load number resolves to.
  const loadUuid = useAppSelector(selectTrackingState).detail?._id ?? undefined;
  const { state, live } = useTracking(target, target && loadUuid ? { loadId: loadUuid } : null);
  const dispatch = useAppDispatch();

  if (!signedIn) {
    return (
      <Page title={t('tracking.title')}>
        <ErrorPanel title={t('tracking.signIn.title')} message={t('tracking.signIn.body')}>
          <Link className="button" to="/login" state={{ from: location }}>
            {t('tracking.signIn.action')}
          </Link>
        </ErrorPanel>
      </Page>
    );
  }
  let body: ReactNode;
  if (!valid || state.status === 'unavailable') body = <ErrorPanel title={t('tracking.unavailable.title')} message={t('tracking.unavailable.body')} />;
  else if (state.status === 'error')
    body = <ErrorPanel title={t('tracking.failed')} message={state.errorText} onRetry={() => dispatch(trackingActions.opened({ kind: 'load', id: loadId }))} />;
  else if (state.status !== 'ready' || !state.detail) body = <LoadingState />;
  else
    body = (
      <TrackingView
        detail={state.detail}
        live={live}
        aside={
          <>
            {(state.detail.proofOfDelivery !== null || DELIVERED.includes(state.detail.status)) && (
              // The panel is its own titled card.
              <ProofOfDeliveryPanel loadId={state.detail._id ?? loadId} />
            )}
            <SharePanel />
          </>
        }
      />
    );
  return <Page title={state.detail ? t('tracking.titleOf', { loadId: state.detail.loadId }) : t('tracking.title')}>{body}</Page>;
}

/**
 * /tracking/share/:code: anyone with the link, signed in or not: the load's progress at reduced precision (about 1 km)
 * and nothing about the truck, its driver or the companies. A revoked or expired link says it is no longer valid.
 */
export function SharedTrackingPage() {
  const { t } = useTranslation('public-pages');
  useDocumentTitle(t('screens.sharedTracking'));
  const { loadIdEncode: code = '' } = useParams();
  const valid = /^[A-Za-z0-9_-]{22}$/.test(code);
  const target = valid ? ({ kind: 'share', id: code } as const) : null;
  const { state, live } = useTracking(target, target ? { share: code } : null);
  const dispatch = useAppDispatch();

  let body: ReactNode;
  if (!valid || state.status === 'invalid') body = <ErrorPanel title={t('tracking.invalid.title')} message={t('tracking.invalid.body')} />;
  else if (state.status === 'error')
    body = <ErrorPanel title={t('tracking.failed')} message={state.errorText} onRetry={() => dispatch(trackingActions.opened({ kind: 'share', id: code }))} />;
  else if (state.status !== 'ready' || !state.detail) body = <LoadingState />;
  else body = <TrackingView detail={state.detail} live={live} />;
  return <Page title={state.detail ? t('tracking.titleOf', { loadId: state.detail.loadId }) : t('tracking.title')}>{body}</Page>;
}
