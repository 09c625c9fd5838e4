import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@freight/i18n';
import { useSearchParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ErrorPanel, LoadingState, SegmentedChoice, useDocumentTitle } from '@freight/ui';
import { ContainerTrack } from './ContainerTrack';
import { checkContainerNumber, isValidBillOfLading, normaliseBillOfLading, type ContainerNumberCheck } from './container-number';
import { sameQuery, selectTrack, trackActions, type TrackQuery } from './state';
import { OrderLink } from './OrderLink';
import './track.css';

type By = TrackQuery['by'];

/** What the URL asks for: `?container=` (first) or `?bol=`, as typed there. */
function searchOf(params: URLSearchParams): { by: By; typed: string } | null {
  const container = params.get('container');
  if (container !== null && container.trim() !== '') return { by: 'container', typed: container };
  const bol = params.get('bol');
  if (bol !== null && bol.trim() !== '') return { by: 'bol', typed: bol };
  return null;
}

/** Why a search is not sent: a container number's shape or check digit, a bill of lading's shape. */
type SearchProblem = Exclude<ContainerNumberCheck, { ok: true }> | { ok: false; reason: 'billOfLading'; number: string };

/** The search as sent (normalised), or why it is not sent. */
function queryOf(search: { by: By; typed: string }): { query: TrackQuery } | { problem: SearchProblem } {
  if (search.by === 'bol') {
    const value = normaliseBillOfLading(search.typed);
    return isValidBillOfLading(value) ? { query: { by: 'bol', value } } : { problem: { ok: false, reason: 'billOfLading', number: value } };
  }
  const check = checkContainerNumber(search.typed);
  return check.ok ? { query: { by: 'container', value: check.number } } : { problem: check };
}

/**
 * /purchase-orders/track: a search by container number or bill of lading kept in the URL (`?container=` / `?bol=`;
 * the form's "Track" links and the map's popups open it so). A container number is normalised and its ISO 6346 check
 * digit checked before any call (a wrong one says which digit is expected). Then, per container: its status, the
 * milestones (planned and actual), vessel and voyage, the ETA and how it moved, its track on the map; fetched again
 * live when the tracking job moves one of them (`containers.updated`).
 */
export function TrackPage() {
  const { t } = useTranslation('purchase-orders');
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const parsed = search ? queryOf(search) : null;
  const query = parsed && 'query' in parsed ? parsed.query : undefined;
  const problem = parsed && 'problem' in parsed ? parsed.problem : undefined;
  const state = useAppSelector(selectTrack);
  const current = sameQuery(state.query, query);
  useDocumentTitle(query ? `${query.value} · ${t('screens.trackPurchaseOrder')}` : t('screens.trackPurchaseOrder'));

  useEffect(() => {
    dispatch(trackActions.opened());
    return () => {
      dispatch(trackActions.closed());
    };
  }, [dispatch]);
  useEffect(() => {
    if (query) dispatch(trackActions.requested(query));
    else if (!search) dispatch(trackActions.cleared());
  }, [dispatch, query?.by, query?.value, !search]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = (by: By, typed: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.delete('container');
      next.delete('bol');
      next.set(by, by === 'container' ? checkContainerNumber(typed).number : normaliseBillOfLading(typed));
      return next;
    });
  const retry = () => query && dispatch(trackActions.requested(query));

  // The server's refusal (400) shows on the field like the page's own check.
  const fieldError = problem
    ? problemText(t, problem)
    : current && state.status === 'invalid'
      ? (state.errorText ?? t(query?.by === 'bol' ? 'track.errors.billOfLading' : 'track.errors.format'))
      : undefined;

  return (
    <section className="po-track" aria-labelledby="track-title">
      <h1 id="track-title">{t('screens.trackPurchaseOrder')}</h1>
      <p className="muted">{t('track.intro')}</p>
      <TrackSearch
        key={search ? `${search.by}:${search.typed}` : 'none'}
        initialBy={search?.by ?? 'container'}
        initialText={search?.typed ?? ''}
        error={fieldError}
        onSubmit={submit}
      />
      {!search && <p className="state state-empty">{t('track.idle')}</p>}
      {query && current && state.status === 'loading' && state.containers.length === 0 && <LoadingState label={t('track.loading', { value: query.value })} />}
      {query && current && state.status === 'notFound' && (
        <div className="state state-empty" role="status" data-testid="track-not-found">
          {t(query.by === 'bol' ? 'track.notFound.billOfLading' : 'track.notFound.container', { value: query.value })}
        </div>
      )}
      {query && current && state.status === 'failed' && <ErrorPanel title={t('track.failed')} message={state.errorText} onRetry={retry} />}
      {query && current && state.containers.length > 0 && <TrackResult by={query.by} value={query.value} />}
    </section>
  );
}

function problemText(t: (key: string, options?: Record<string, unknown>) => string, problem: SearchProblem): string {
  switch (problem.reason) {
    case 'checkDigit':
      return t('track.errors.checkDigit', {
        number: problem.number,
        expected: problem.expected,
        corrected: `${problem.number.slice(0, 10)}${problem.expected}`,
      });
    case 'empty':
      return t('track.errors.empty');
    case 'billOfLading':
      return t('track.errors.billOfLading');
    default:
      return t('track.errors.format', { number: problem.number });
  }
}

/** The search form: what to track by (container number or bill of lading) and the value; Track writes the URL. */
function TrackSearch({
  initialBy,
  initialText,
  error,
  onSubmit,
}: {
  initialBy: By;
  initialText: string;
  error?: string;
  onSubmit: (by: By, typed: string) => void;
}) {
  const { t } = useTranslation('purchase-orders');
  const [by, setBy] = useState<By>(initialBy);
  const [text, setText] = useState(initialText);
  // An empty search is the form's own error (nothing goes to the URL); the URL's own errors show until edited.
  const [ownError, setOwnError] = useState<string>();
  const [edited, setEdited] = useState(false);
  const id = useId();
  const inputId = `${id}-value`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const shown = ownError ?? (edited ? undefined : error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setOwnError(t(by === 'container' ? 'track.errors.empty' : 'track.errors.emptyBillOfLading'));
      return;
    }
    setOwnError(undefined);
    setEdited(false);
    onSubmit(by, text);
  };
  return (
    <form className="po-track-search" role="search" aria-label={t('track.search.label')} onSubmit={submit} noValidate>
      <SegmentedChoice
        legend={t('track.search.by')}
        name="track-by"
        options={[
          { value: 'container', label: t('track.search.container') },
          { value: 'bol', label: t('track.search.billOfLading') },
        ]}
        value={by}
        onChange={(next) => {
          setBy(next);
          setOwnError(undefined);
          setEdited(true);
        }}
      />
      <div className="field po-track-field">
        <label htmlFor={inputId}>{t(by === 'container' ? 'track.search.container' : 'track.search.billOfLading')}</label>
        <input
          id={inputId}
          name={by}
          value={text}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            setText(event.target.value);
            setOwnError(undefined);
            setEdited(true);
          }}
        />
        <p className="field-hint muted" id={hintId}>
          {t(by === 'container' ? 'track.search.containerHint' : 'track.search.billOfLadingHint')}
        </p>
        {shown && (
          <p className="field-error" id={errorId} role="alert">
            {shown}
          </p>
        )}
      </div>
      <button type="submit" className="button">
        {t('track.search.submit')}
      </button>
    </form>
  );
}

/** The answer: a bill of lading's orders and container count, then each container. */
function TrackResult({ by, value }: { by: By; value: string }) {
  const { t } = useTranslation('purchase-orders');
  const state = useAppSelector(selectTrack);
  return (
    <div className="po-track-result">
      <p className="po-track-live" role="status">
        {state.refreshing ? t('track.refreshing') : state.status === 'loading' ? t('track.loading', { value }) : ''}
      </p>
      {by === 'bol' && (
        <p className="po-track-bill" data-testid="track-bill">
          {t('track.bill', { value, count: state.containers.length })}{' '}
          {state.purchaseOrders.map((order, index) => (
            <span key={order._id}>
              {index > 0 && ', '}
              <OrderLink order={order} />
            </span>
          ))}
        </p>
      )}
      {state.containers.map((container) => (
        <ContainerTrack key={container._id} container={container} />
      ))}
    </div>
  );
}
