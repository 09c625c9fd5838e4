import { useCallback, useEffect, useId, useMemo } from 'react';
import { CONTAINER_STATUSES, type ContainerLocation, type ContainerStatus } from '@freight/contracts';
import { useFormat, useTranslation } from '@freight/i18n';
import { MapView, type MapPoint } from '@freight/map';
import { Link, useSearchParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ErrorPanel, LoadingState, useDocumentTitle } from '@freight/ui';
import { paths } from '../paths';
import { placeName } from '../track/place';
import { mapActions, selectMap, sameMapQuery, type MapQuery } from './state';
import './map.css';

/** `?status=` when it is a container status; otherwise the server's default (at sea and in port). */
const statusOf = (value: string | null): ContainerStatus | undefined => CONTAINER_STATUSES.find((status) => status === value);

/** The track screen for one container (`?container=`), as the form's "Track" links open it. */
const trackHref = (containerNumber: string) => `${paths.track.getHref()}?${new URLSearchParams({ container: containerNumber })}`;

/**
 * /mapbox: every container of the company's open purchase orders at sea and in port (or of one status,
 * `?status=`) on the one map component, clustered (the kit's supercluster layer: a cluster's count is how many
 * containers it holds; a click zooms in), a popup per container (number, purchase order, status, ETA, vessel, a
 * "Track" link), and the same containers as a list for the keyboard and screen readers. Live on
 * `containers.updated`.
 */
export function ContainerMapPage() {
  const { t } = useTranslation('purchase-orders');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const query = useMemo<MapQuery>(() => (status ? { status } : {}), [status]);
  const state = useAppSelector(selectMap);
  const current = sameMapQuery(state.query, query);
  const items = useMemo(() => (current ? state.items : []), [current, state.items]);
  const filterId = useId();
  useDocumentTitle(t('screens.mapView'));

  useEffect(() => {
    dispatch(mapActions.opened());
    return () => {
      dispatch(mapActions.closed());
    };
  }, [dispatch]);
  useEffect(() => {
    dispatch(mapActions.requested(query));
  }, [dispatch, query]);

  const byId = useMemo(() => new Map(items.map((item) => [item._id, item])), [items]);
  const points = useMemo<MapPoint[]>(
    () =>
      items.map((item) => ({
        id: item._id,
        lat: item.lat,
        lng: item.lng,
        kind: 'container',
        label: `${item.containerNumber} · ${t(`containerStatus.${item.status}`)}`,
      })),
    [items, t],
  );
  const popup = useCallback(
    (point: MapPoint) => {
      const item = byId.get(point.id);
      return item ? <ContainerSummary item={item} headingLevel="popup" /> : null;
    },
    [byId],
  );

  const setStatus = (next: string) =>
    setParams((previous) => {
      const search = new URLSearchParams(previous);
      if (statusOf(next)) search.set('status', next);
      else search.delete('status');
      return search;
    });

  let body;
  if (current && state.status === 'failed') {
    body = <ErrorPanel title={t('map.failed')} message={state.errorText} onRetry={() => dispatch(mapActions.requested(query))} />;
  } else if (!current || (state.status !== 'loaded' && items.length === 0)) {
    body = <LoadingState label={t('map.loading')} />;
  } else if (items.length === 0) {
    body = <p className="state state-empty">{status ? t('map.emptyStatus', { status: t(`containerStatus.${status}`) }) : t('map.empty')}</p>;
  } else {
    body = (
      <>
        <MapView points={points} label={t('map.label')} popup={popup} popupCloseLabel={t('map.closePopup')} fitKey={status ?? 'default'} height={480} />
        <section className="po-map-list" aria-labelledby="po-map-list-title">
          <h2 id="po-map-list-title">{t('map.list.title')}</h2>
          <ul>
            {items.map((item) => (
              <li key={item._id} data-testid={`map-item-${item.containerNumber}`}>
                <ContainerSummary item={item} headingLevel="list" />
              </li>
            ))}
          </ul>
        </section>
      </>
    );
  }

  return (
    <section className="po-map" aria-labelledby="po-map-title">
      <h1 id="po-map-title">{t('screens.mapView')}</h1>
      <div className="po-map-toolbar">
        <div className="field po-map-filter">
          <label htmlFor={filterId}>{t('map.statusFilter')}</label>
          <select id={filterId} value={status ?? ''} onChange={(event) => setStatus(event.target.value)}>
            <option value="">{t('map.atSeaAndInPort')}</option>
            {CONTAINER_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`containerStatus.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <p className="po-map-summary" data-testid="container-map-summary" role="status">
          {current && state.status !== 'failed' && (state.status === 'loaded' || items.length > 0)
            ? t('map.summary', { count: items.length, formatted: format.number(items.length) })
            : ''}
          {state.refreshing && ` ${t('map.refreshing')}`}
        </p>
      </div>
      {body}
    </section>
  );
}

/** One container's facts and links: the popup's content and a row of the list. */
function ContainerSummary({ item, headingLevel }: { item: ContainerLocation; headingLevel: 'popup' | 'list' }) {
  const { t } = useTranslation('purchase-orders');
  const format = useFormat();
  const none = t('map.none');
  const Title = headingLevel === 'list' ? 'h3' : 'p';
  return (
    <div className="po-map-container">
      <Title className="po-map-container-title">
        <strong>{item.containerNumber}</strong> <span className="badge">{t(`containerStatus.${item.status}`)}</span>
      </Title>
      <dl>
        <div>
          <dt>{t('map.facts.purchaseOrder')}</dt>
          <dd>
            <Link to={paths.edit.getHref({ id: item.purchaseOrder._id })}>{item.purchaseOrder.poNumber}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('map.facts.position')}</dt>
          <dd>{placeName(item.locationName, t)}</dd>
        </div>
        <div>
          <dt>{t('map.facts.eta')}</dt>
          <dd>{item.eta ? <time dateTime={item.eta}>{format.dateTime(item.eta)}</time> : none}</dd>
        </div>
        <div>
          <dt>{t('map.facts.vessel')}</dt>
          <dd>{item.vessel ?? none}</dd>
        </div>
      </dl>
      <Link className="po-map-track" to={trackHref(item.containerNumber)} aria-label={t('map.track', { number: item.containerNumber })}>
        {t('map.trackShort')}
      </Link>
    </div>
  );
}
