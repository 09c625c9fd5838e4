import { useEffect, type ComponentType } from 'react';
import type { DriverAssignment, DriverStep, DriverStop } from '@freight/contracts';
import { formatDateTime, useTranslation } from '@freight/i18n';
import { LIVE_REFETCH_MS, useRefetchOnEvents } from '@freight/realtime';
import { Link, Navigate, useSearchParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ErrorPanel, HumanId, LoadingState, lazyOptional, useDocumentTitle } from '@freight/ui';
import { paths } from '../paths';
import { expectedStatus, pending, type QueueEntry } from './queue';
import { ProofForm } from './ProofForm';
import { linkManifest, registerDriverWorker, rememberedToken, rememberToken } from './pwa';
import { driverPageOpened, shouldShare } from './sagas';
import { driverActions, selectDriverState, type DriverState } from './state';
import './driver.css';

/**
 * The driver's chat, loaded apart from the page: when its code cannot be fetched (the phone went offline while it
 * loaded) the page stays as it is (the steps, the queue), and the chat is tried again once the phone is back online.
 */
const DriverChat = lazyOptional<{ driverToken: string }>(() =>
  import('@freight/chat').then((chat) => ({ default: chat.DriverChat as ComponentType<{ driverToken: string }> })),
);

type Stage = 'pickup' | 'delivery';
type Status = DriverAssignment['status'];
const ORDER: readonly Status[] = ['assigned', 'at_pickup', 'in_transit', 'at_delivery', 'delivered'];
const past = (status: Status, than: Status) => ORDER.indexOf(status) >= ORDER.indexOf(than);

/** A token as a link carries it: three base64url parts (anything else is a broken link). */
const TOKEN_PATTERN = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** Catches the chat failing to load (its code fetched over a network that went away): only the chat is missing. */
function StopCard({ stop }: { stop: DriverStop }) {
  const { t, i18n } = useTranslation('public-pages');
  return (
    <li className={`driver-stop driver-stop-${stop.type}`}>
      <h3>{t(stop.type === 'pickup' ? 'driver.stop.pickup' : 'driver.stop.delivery')}</h3>
      <p className="driver-stop-name">{stop.name}</p>
      <address>
        {stop.street1}
        <br />
        {stop.city}, {stop.state} {stop.postalCode}
      </address>
      <p>{t('driver.stop.window', { start: formatDateTime(stop.windowStart, i18n.language), end: formatDateTime(stop.windowEnd, i18n.language) })}</p>
      {stop.appointmentRef && <p>{t('driver.stop.appointment', { ref: stop.appointmentRef })}</p>}
      {stop.contactPhone && (
        <p>
          <a className="button button-secondary driver-call" href={`tel:${stop.contactPhone.replace(/[^\d+]/g, '')}`}>
            {t('driver.stop.call', { phone: stop.contactPhone, name: stop.contactName ?? stop.name })}
          </a>
        </p>
      )}
    </li>
  );
}

const STEP_LABEL: Record<DriverStep, string> = {
  at_pickup: 'driver.step.atPickup',
  in_transit: 'driver.step.inTransit',
  at_delivery: 'driver.step.atDelivery',
};

/** Notifications of new messages from dispatch on this phone (web push), asked for by a click. */
function PushOffer({ state }: { state: DriverState }) {
  const { t } = useTranslation('public-pages');
  const dispatch = useAppDispatch();
  if (typeof Notification === 'undefined' || state.push === 'unsupported') return null;
  if (state.push === 'enabled') return <p className="driver-note">{t('driver.push.enabled')}</p>;
  return (
    <div className="driver-push">
      {state.push === 'denied' && <p className="driver-note">{t('driver.push.denied')}</p>}
      {state.push === 'failed' && <p className="driver-note">{t('driver.push.failed')}</p>}
      {state.push !== 'denied' && (
        <button
          type="button"
          className="button button-secondary"
          disabled={state.push === 'pending'}
          onClick={() => dispatch(driverActions.pushEnableRequested())}
        >
          {t('driver.push.enable')}
        </button>
      )}
    </div>
  );
}

/** What the driver confirmed, and whether it reached the office yet. */
function QueueList({ queue }: { queue: QueueEntry[] }) {
  const { t } = useTranslation('public-pages');
  const shown = queue.filter((entry) => entry.state !== 'sent' || Date.now() - Date.parse(entry.action.body.at) < 10 * 60_000);
  if (shown.length === 0) return null;
  return (
    <section className="driver-queue" aria-labelledby="driver-queue-title">
      <h2 id="driver-queue-title" className="visually-hidden">
        {t('driver.queue.title')}
      </h2>
      <ul aria-live="polite">
        {shown.map((entry) => (
          <li key={entry.key} className={`driver-queue-${entry.state}`} data-testid="driver-queue-entry">
            <span>{entry.action.kind === 'deliver' ? t('driver.step.delivered') : t(STEP_LABEL[entry.action.body.status])}</span>
            <strong>{t(`driver.queue.${entry.state}`)}</strong>
            {entry.error && <span className="driver-queue-error">{entry.error}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SharingBar({ state }: { state: DriverState }) {
  const { t } = useTranslation('public-pages');
  const dispatch = useAppDispatch();
  const sharing = shouldShare(state);
  if (!state.assignment || !['in_transit', 'at_delivery'].includes(expectedStatus(state.assignment.status, state.queue))) return null;
  if (sharing || state.sharing === 'on') {
    return (
      <div className="driver-sharing driver-sharing-on" role="status">
        <span className="driver-sharing-dot" aria-hidden="true" />
        <span>{state.sharing === 'on' ? t('driver.sharing.on') : t('driver.sharing.starting')}</span>
        <button type="button" className="button button-secondary" onClick={() => dispatch(driverActions.sharingStopRequested())}>
          {t('driver.sharing.stop')}
        </button>
      </div>
    );
  }
  return (
    <div className="driver-sharing" role="status">
      <span>
        {state.sharing === 'denied' ? t('driver.sharing.denied') : state.sharing === 'unavailable' ? t('driver.sharing.unavailable') : t('driver.sharing.off')}
      </span>
      {state.sharing !== 'unavailable' && (
        <button type="button" className="button button-secondary" onClick={() => dispatch(driverActions.sharingStartRequested())}>
          {t(state.sharing === 'denied' ? 'driver.sharing.retry' : 'driver.sharing.start')}
        </button>
      )}
    </div>
  );
}

function StepButton({ step }: { step: DriverStep }) {
  const { t } = useTranslation('public-pages');
  const dispatch = useAppDispatch();
  return (
    <button type="button" className="button driver-big" onClick={() => dispatch(driverActions.stepRequested({ status: step }))}>
      {t(STEP_LABEL[step])}
    </button>
  );
}

function Actions({ stage, status, token }: { stage: Stage; status: Status; token: string }) {
  const { t, i18n } = useTranslation('public-pages');
  const state = useAppSelector(selectDriverState);
  if (status === 'cancelled' || status === 'rejected') return <ErrorPanel title={t('driver.ended.title')} message={t('driver.ended.body')} />;
  if (stage === 'pickup') {
    if (status === 'assigned') return <StepButton step="at_pickup" />;
    if (status === 'at_pickup') return <StepButton step="in_transit" />;
    return null;
  }
  if (!past(status, 'in_transit')) {
    return (
      <p className="driver-note">
        {t('driver.delivery.notYet')} <Link to={paths.orderPickup.getHref({ token })}>{t('driver.delivery.toPickup')}</Link>
      </p>
    );
  }
  if (status === 'in_transit') return <StepButton step="at_delivery" />;
  if (status === 'at_delivery') return <ProofForm />;
  const proof = state.assignment?.proof;
  // Without the proof on the assignment, the queue says where it is: still to send, sent, or never made on this
  // phone (dispatch recorded the delivery); the card never contradicts the queue's own 'Sent'.
  const delivery = state.queue.findLast((entry) => entry.action.kind === 'deliver');
  const waiting = delivery !== undefined && pending([delivery]).length > 0;
  return (
    <section className="card driver-done" role="status">
      <h2>{t('driver.delivered.title')}</h2>
      <p>
        {proof
          ? t('driver.delivered.body', { name: proof.receiverName, at: formatDateTime(proof.signedAt, i18n.language) })
          : t(waiting ? 'driver.delivered.pending' : delivery?.state === 'sent' ? 'driver.delivered.sent' : 'driver.delivered.noProof')}
      </p>
    </section>
  );
}

/**
 * /orderPickup?token=… and /orderDelivery?token=…: the driver's pages, opened from the link the carrier sent (no
 * sign-in). Pickup: "Arrived at pickup", then "Loaded — start trip" (the page moves on to delivery). Delivery: "Arrived
 * at delivery", then the proof of delivery. Every action is queued on the phone and sent when there is a network.
 */
export function DriverPage({ stage }: { stage: Stage }) {
  const { t } = useTranslation('public-pages');
  useDocumentTitle(t(stage === 'pickup' ? 'screens.orderPickup' : 'screens.orderDelivery'));
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const valid = TOKEN_PATTERN.test(token);
  const state = useAppSelector(selectDriverState);

  useEffect(() => linkManifest(), []);
  // A milestone of the load (also one made elsewhere: the dispatcher, another phone): the assignment is read again.
  useRefetchOnEvents(
    'load.milestone',
    LIVE_REFETCH_MS,
    () => void dispatch(driverActions.refreshRequested()),
    valid && state.assignment ? { driverToken: token } : null,
  );
  useEffect(() => {
    if (!valid) return undefined;
    rememberToken(token);
    dispatch(driverPageOpened({ token }));
    void registerDriverWorker();
    return () => void dispatch(driverActions.left());
  }, [dispatch, token, valid]);

  if (!token) {
    // Opened from the home screen (the manifest's start_url has no token): the last link kept on the phone.
    const kept = rememberedToken();
    if (kept && TOKEN_PATTERN.test(kept))
      return <Navigate replace to={(stage === 'pickup' ? paths.orderPickup : paths.orderDelivery).getHref({ token: kept })} />;
  }

  const status = state.assignment ? (expectedStatus(state.assignment.status, state.queue) as Status) : undefined;
  if (stage === 'pickup' && status && past(status, 'in_transit') && state.token === token) {
    return <Navigate replace to={paths.orderDelivery.getHref({ token })} />;
  }

  let body;
  if (!valid || state.access === 'invalid') {
    body = <ErrorPanel title={t('driver.invalid.title')} message={t('driver.invalid.body')} />;
  } else if (state.access === 'failed' && !state.assignment) {
    body = (
      <>
        <QueueList queue={state.queue} />
        <ErrorPanel
          title={t('driver.failed.title')}
          message={state.online ? t('driver.failed.body') : t('driver.offline')}
          onRetry={() => dispatch(driverActions.retryRequested())}
        />
      </>
    );
  } else if (!state.assignment || !status || state.token !== token) {
    body = <LoadingState />;
  } else {
    const assignment = state.assignment;
    body = (
      <>
        <p className="driver-summary">
          <span>
            <HumanId>{assignment.loadId}</HumanId>
          </span>
          <span>{t('driver.truck', { truck: assignment.truckNumber })}</span>
          <span className={`driver-status driver-status-${status}`} data-testid="driver-status">
            {t(`driver.status.${status}`)}
          </span>
        </p>
        {!state.online && (
          <p className="driver-offline" role="status">
            {t('driver.offline')}
          </p>
        )}
        {state.queueInMemory && <p className="driver-note">{t('driver.queue.inMemory')}</p>}
        <QueueList queue={state.queue} />
        <SharingBar state={state} />
        <div className="driver-actions">
          <Actions stage={stage} status={status} token={token} />
        </div>
        <section aria-labelledby="driver-load-title" className="card">
          <h2 id="driver-load-title">{t('driver.load.title')}</h2>
          <p>{t('driver.load.cargo', { commodity: assignment.commodity, weight: assignment.weight.toLocaleString(), unit: assignment.weightUnit })}</p>
          <ol className="driver-stops">
            {assignment.stops.map((stop, index) => (
              <StopCard key={index} stop={stop} />
            ))}
          </ol>
        </section>
        <DriverChat driverToken={token} />
        <PushOffer state={state} />
      </>
    );
  }
  return (
    <div className="driver-page">
      <h1>{t(stage === 'pickup' ? 'driver.title.pickup' : 'driver.title.delivery')}</h1>
      {body}
    </div>
  );
}
