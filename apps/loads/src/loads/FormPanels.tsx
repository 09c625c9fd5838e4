import { useId, useMemo, useState } from 'react';
import { useFormikContext } from 'formik';
import type { EquipmentType, ErpProduct, PriceInsightRequest } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { MapView, type MapPoint } from '@freight/map';
import { LoadingState, numberField, useDebounced } from '@freight/ui';
import { useResource } from '../resources';
import { useLoadFormat } from '../format';
import type { LoadFormValues, StopFormValues } from './load-schema';

/**
 * The commodity's product look-up (integration-manager/get-sap-products): typing finds the ERP's products; "Use"
 * fills the commodity, hazmat, temperatures and, when the catalogue has it, the equipment.
 */
export function ProductLookup({ equipment }: { equipment: EquipmentType[] }) {
  const { t } = useTranslation('loads');
  const id = useId();
  const { values, setValues } = useFormikContext<LoadFormValues>();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim());
  const products = useResource('products', search.length >= 2 ? search : undefined);
  const use = (product: ErpProduct) => {
    const match = product.equipmentKey ? equipment.find((item) => item.key === product.equipmentKey) : undefined;
    void setValues({
      ...values,
      commodity: product.commodity,
      isHazmat: product.isHazmat,
      temperatureMinF: numberField(product.temperatureMinF) || values.temperatureMinF,
      temperatureMaxF: numberField(product.temperatureMaxF) || values.temperatureMaxF,
      equipmentTypeId: match?._id ?? values.equipmentTypeId,
    });
    setTyped('');
  };
  const items = search.length >= 2 ? (products.data ?? []) : [];
  return (
    <div className="product-lookup">
      <div className="field">
        <label htmlFor={`${id}-search`}>{t('form.product.search')}</label>
        <input id={`${id}-search`} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} aria-describedby={`${id}-hint`} />
      </div>
      <p id={`${id}-hint`} className="muted" aria-live="polite">
        {search.length >= 2 && products.status === 'loading' && !products.data
          ? t('form.product.searching')
          : search.length >= 2 && products.status === 'loaded' && items.length === 0
            ? t('form.product.none')
            : ''}
      </p>
      {items.length > 0 && (
        <ul className="product-results">
          {items.map((product) => (
            <li key={product.erpProductId}>
              <span>
                {product.name} — {product.commodity} ({product.erpProductId})
              </span>{' '}
              <button type="button" className="button button-secondary" onClick={() => use(product)}>
                {t('form.product.use', { name: product.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The price-insight request of the form's lane: first pickup's city to last delivery's city, its equipment and currency. */
function insightRequest(values: LoadFormValues): PriceInsightRequest | undefined {
  const first = values.stops[0];
  const last = values.stops[values.stops.length - 1];
  if (!first || !last || !first.city.trim() || !first.state.trim() || !last.city.trim() || !last.state.trim()) return undefined;
  return {
    originCity: first.city.trim().slice(0, 100),
    originState: first.state.trim().slice(0, 50),
    destinationCity: last.city.trim().slice(0, 100),
    destinationState: last.state.trim().slice(0, 50),
    ...(values.equipmentTypeId ? { equipmentTypeId: values.equipmentTypeId } : {}),
    currency: values.currency,
  };
}

/**
 * The lane's suggested price from the company's approved quotes (load-manager/price-insight): median, range and how many
 * quotes it rests on. Hidden while the lane is unknown and when the API says the history is insufficient.
 */
export function LanePrice() {
  const { t } = useTranslation('loads');
  const format = useLoadFormat();
  const { values } = useFormikContext<LoadFormValues>();
  const request = insightRequest(values);
  const key = useDebounced(request ? JSON.stringify(request) : undefined);
  const insight = useResource('lanePrice', key);
  const data = key ? insight.data : undefined;
  if (!data || !data.sufficient || data.median === null || data.min === null || data.max === null || !data.currency) return null;
  const currency = data.currency;
  return (
    <aside className="notice price-insight" aria-labelledby="price-insight-title" data-testid="price-insight">
      <h3 id="price-insight-title">{t('form.insight.title')}</h3>
      <p>
        {t('form.insight.median', { median: format.money(data.median, currency) })}{' '}
        {t('form.insight.range', { min: format.money(data.min, currency), max: format.money(data.max, currency) })}
      </p>
      <p className="muted">{t('form.insight.basis', { count: data.quoteCount, days: data.windowDays })}</p>
    </aside>
  );
}

const placed = (stop: Pick<StopFormValues, 'lat' | 'lng'>) => stop.lat !== null && stop.lng !== null;

/**
 * The stops on the map in order, with the road route between them (maps provider, leg by leg) and the distance: the
 * load's own (computed by the API on save) once known, else the route's.
 */
export function LoadRouteMap({
  stops,
  distanceMiles,
  title,
}: {
  stops: Array<Pick<StopFormValues, 'type' | 'name' | 'city' | 'lat' | 'lng'>>;
  distanceMiles: number | null;
  title: string;
}) {
  const { t } = useTranslation('loads');
  const format = useLoadFormat();
  const points = useMemo<MapPoint[]>(
    () =>
      stops.filter(placed).map((stop, index) => ({
        id: `stop-${index}`,
        lat: stop.lat!,
        lng: stop.lng!,
        label: t('form.route.stopPoint', { n: index + 1, type: t(`form.stop.${stop.type}`), name: stop.name || stop.city }),
        kind: stop.type === 'pickup' ? 'origin' : 'destination',
      })),
    [stops, t],
  );
  const key = points.length >= 2 ? points.map((p) => `${p.lat},${p.lng}`).join('|') : undefined;
  const route = useResource('stopsRoute', useDebounced(key));
  const routes = useMemo(() => (key && route.data ? [{ id: 'load-route', points: route.data.points, label: title }] : []), [key, route.data, title]);
  return (
    <section className="card load-route" aria-labelledby="load-route-title">
      <h2 id="load-route-title">{t('form.route.title')}</h2>
      {distanceMiles !== null ? (
        <p data-testid="load-distance">{t('form.route.distance', { distance: format.miles(distanceMiles) })}</p>
      ) : route.data && key ? (
        <p data-testid="load-distance">{t('form.route.estimate', { distance: format.km(route.data.distanceKm) })}</p>
      ) : (
        <p className="muted">{t('form.route.onSave')}</p>
      )}
      {key && route.status === 'loading' && !route.data && <LoadingState label={t('form.route.loading')} />}
      <MapView points={points} routes={routes} label={t('form.route.mapLabel', { title })} />
    </section>
  );
}
