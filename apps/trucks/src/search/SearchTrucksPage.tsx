import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useOpenChat } from '@freight/chat';
import { DEFAULT_SEARCH_RADIUS_MILES, type FoundTruck } from '@freight/contracts';
import { equipmentLabel, KM_PER_MILE, localeOf, useFormat, useTranslation, type DistanceUnit } from '@freight/i18n';
import { MapView, type MapPoint } from '@freight/map';
import { FoldedFilters, Pagination, usePagedListUrl } from '@freight/table';
import { selectDistanceUnit, useAppDispatch, useAppSelector, useFeature } from '@freight/store';
import { EmptyState, ErrorPanel, LoadingState, useDocumentTitle } from '@freight/ui';
import { FOLDED_FIELDS, equipmentOf, radiusOf } from './api';
import { truckSearchFeature } from './feature';
import {
  searchActions,
  searchList,
  selectEquipment,
  selectFavourites,
  selectPlaceLookup,
  selectSearchList,
  targetKey,
  withFavourites,
  type FavouriteTarget,
} from './state';
import './search.css';

/** Radius choices in the user's unit, sent in miles. */
const RADII: Record<DistanceUnit, number[]> = { mi: [25, 50, 100, 200, 500], km: [50, 100, 200, 400, 800] };
const toMiles = (value: number, unit: DistanceUnit) => (unit === 'km' ? value / KM_PER_MILE : value);
const milesKey = (miles: number) => String(Number(miles.toFixed(3)));

type SetFilter = (name: string, value: string) => void;
/** The map point of the place searched around. */
const CENTRE_ID = 'search-centre';

/** The place (a city, a ZIP or postal code, or "lat,lng"), found through the maps API, and the radius around it. */
function PlaceForm({ filters, unit, setFilter }: { filters: Record<string, string>; unit: DistanceUnit; setFilter: SetFilter }) {
  const { t } = useTranslation('trucks');
  const dispatch = useAppDispatch();
  const lookup = useAppSelector(selectPlaceLookup);
  const chosen = filters.place ?? '';
  const [text, setText] = useState(chosen);
  // The URL (Back, a link, clearing the search) sets the field anew.
  useEffect(() => setText(chosen), [chosen]);
  const id = useId();
  const errorId = `${id}-error`;
  const error = lookup.status === 'failed' ? (lookup.errorText ?? t(lookup.errorKey!)) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(searchActions.placeRequested({ text }));
  };
  const defaultRadius = Math.round(unit === 'km' ? DEFAULT_SEARCH_RADIUS_MILES * KM_PER_MILE : DEFAULT_SEARCH_RADIUS_MILES);
  return (
    <form className="truck-search-place" onSubmit={submit} role="search" aria-label={t('search.place.area')}>
      <div className="field">
        <label htmlFor={id}>{t('search.place.label')}</label>
        <div className="truck-search-place-row">
          <input
            id={id}
            type="search"
            value={text}
            placeholder={t('search.place.placeholder')}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className="button" disabled={lookup.status === 'searching'}>
            {t('search.place.find')}
          </button>
        </div>
        {lookup.status === 'searching' && (
          <p className="muted" role="status">
            {t('search.place.searching')}
          </p>
        )}
        {error && (
          <p className="field-error" id={errorId} role="alert">
            {error}
            {/* The server's sentence has no full stop of its own: the hint is a line of its own, not glued to it. */}
            {lookup.errorText && <span className="truck-search-hint">{t('search.place.hint')}</span>}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-radius`}>{t('search.radius.label')}</label>
        <select id={`${id}-radius`} value={filters.radius ?? ''} onChange={(event) => setFilter('radius', event.target.value)}>
          <option value="">{t('search.radius.default', { radius: defaultRadius, unit })}</option>
          {RADII[unit].map((value) => (
            <option key={value} value={milesKey(toMiles(value, unit))}>
              {t('search.radius.option', { radius: value, unit })}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

/** Equipment (several: a truck with one of them), the day the truck must be free, favourites only. */
function SearchFilters({ filters, setFilter }: { filters: Record<string, string>; setFilter: SetFilter }) {
  const { t } = useTranslation('trucks');
  const equipment = useAppSelector(selectEquipment);
  const chosen = equipmentOf(filters);
  const toggle = (id: string, on: boolean) => setFilter('equipment', (on ? [...chosen, id] : chosen.filter((other) => other !== id)).join(','));
  return (
    <div className="truck-search-filters">
      <fieldset className="truck-search-equipment">
        <legend>{t('search.filters.equipment')}</legend>
        {equipment.status === 'failed' && <p className="field-error">{t('search.filters.equipmentFailed')}</p>}
        {equipment.status !== 'failed' && equipment.items.length === 0 && <p className="muted">{t('search.filters.equipmentLoading')}</p>}
        <div className="truck-search-equipment-options">
          {equipment.items.map((type) => (
            <label key={type._id} className="checkbox">
              <input type="checkbox" checked={chosen.includes(type._id)} onChange={(event) => toggle(type._id, event.target.checked)} />{' '}
              {equipmentLabel(t, type)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="truck-search-more">
        <div className="field">
          <label htmlFor="truck-search-date">{t('search.filters.date')}</label>
          <input id="truck-search-date" type="date" value={filters.date ?? ''} onChange={(event) => setFilter('date', event.target.value)} />
        </div>
        <label className="checkbox">
          <input type="checkbox" checked={filters.favourites === '1'} onChange={(event) => setFilter('favourites', event.target.checked ? '1' : '')} />{' '}
          {t('search.filters.favourites')}
        </label>
      </div>
    </div>
  );
}

/**
 * A star that favourites a truck or a carrier company: pressed while it is a favourite. While its call runs it says
 * so (`aria-disabled`) and ignores presses, but keeps the keyboard focus (a disabled button would drop it).
 */
function Star({ label, pressed, busy, onToggle }: { label: string; pressed: boolean; busy: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      className={`truck-star${pressed ? ' is-on' : ''}`}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onToggle();
      }}
    >
      <span aria-hidden="true">{pressed ? '★' : '☆'}</span>
    </button>
  );
}

/**
 * /search-trucks: the trucks (the company's own and its partner carriers') near a place within a radius, by
 * equipment and the day they must be free (search-for-truck), in a list and on the map, in step (hovering or
 * choosing a truck in one marks it in the other); each truck and its carrier company can be favourited
 * (favourite-manager); the company's own trucks open the chat panel (`@freight/chat`). The search is in the URL.
 */
export function SearchTrucksPage() {
  useFeature(truckSearchFeature);
  const { t } = useTranslation('trucks');
  useDocumentTitle(t('screens.searchTrucks'));
  const dispatch = useAppDispatch();
  const openChat = useOpenChat();
  const format = useFormat();
  const unit = useAppSelector(selectDistanceUnit);
  const state = useAppSelector(selectSearchList);
  const favourites = useAppSelector(selectFavourites);
  const equipment = useAppSelector(selectEquipment);
  usePagedListUrl(searchList);
  const filters = state.filters;
  const [selectedId, setSelectedId] = useState<string>();
  const [hoveredId, setHoveredId] = useState<string>();
  const rows = useRef(new Map<string, HTMLLIElement>());

  useEffect(() => {
    if (equipment.status === 'idle') dispatch(searchActions.equipment.requested());
  }, [dispatch, equipment.status]);

  const setFilters = (next: Record<string, string>) => dispatch(searchList.actions.queryChanged({ page: 1, limit: state.limit, search: '', filters: next }));
  const without = (name: string) => Object.fromEntries(Object.entries(filters).filter(([key]) => key !== name));
  const setFilter: SetFilter = (name, value) => setFilters(value ? { ...without(name), [name]: value } : without(name));

  const trucks = useMemo(() => state.items.map((truck) => withFavourites(truck, favourites)), [state.items, favourites]);
  const centreLat = Number(filters.lat);
  const centreLng = Number(filters.lng);
  const centreLabel = t('search.centre', { place: filters.place ?? '' });
  const points = useMemo<MapPoint[]>(
    () => [
      // The place searched around (drawn in the map's own colour), then the trucks.
      ...(Number.isFinite(centreLat) && Number.isFinite(centreLng) && state.items.length > 0
        ? [{ id: CENTRE_ID, lat: centreLat, lng: centreLng, kind: 'place', label: centreLabel }]
        : []),
      ...state.items.map((truck) => ({
        id: truck._id,
        lat: truck.lat,
        lng: truck.lng,
        kind: 'truck',
        label: `${truck.truckNumber} · ${truck.name} · ${truck.companyName}`,
      })),
    ],
    [state.items, centreLat, centreLng, centreLabel],
  );
  const chooseOnMap = (point: MapPoint) => {
    if (point.id === CENTRE_ID) return;
    setSelectedId(point.id);
    rows.current.get(point.id)?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  };

  const distance = (miles: number) => format.distance({ miles }, unit);
  const seen = (at: string | null) =>
    at ? new Intl.DateTimeFormat(localeOf(format.language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(at)) : '—';
  const toggle = (target: FavouriteTarget, was: boolean) => dispatch(searchActions.favouriteToggled({ target, favourite: !was, was }));
  const busy = (target: FavouriteTarget) => Boolean(favourites.pending[targetKey(target)]);

  const placed = Boolean(filters.lat && filters.lng);
  const narrowed = ['radius', ...FOLDED_FIELDS].some((name) => filters[name]);
  // The radius as chosen (whole miles or kilometres), not to the tenth like a distance.
  const radiusMiles = radiusOf(filters);
  const radiusText = `${format.number(Math.round(unit === 'km' ? radiusMiles * KM_PER_MILE : radiusMiles))} ${unit}`;

  const result = (truck: FoundTruck) => {
    const truckTarget: FavouriteTarget = { kind: 'trucker', id: truck._id };
    const companyTarget: FavouriteTarget = { kind: 'company', id: truck.companyId };
    const marked = truck._id === (hoveredId ?? selectedId);
    return (
      <li
        key={truck._id}
        ref={(element) => {
          if (element) rows.current.set(truck._id, element);
          else rows.current.delete(truck._id);
        }}
        className={`card truck-result${marked ? ' is-marked' : ''}`}
        onMouseEnter={() => setHoveredId(truck._id)}
        onMouseLeave={() => setHoveredId(undefined)}
        data-testid="truck-result"
      >
        <div className="truck-result-head">
          <button
            type="button"
            className="link-button truck-result-name"
            aria-pressed={truck._id === selectedId}
            onClick={() => setSelectedId(truck._id === selectedId ? undefined : truck._id)}
            onFocus={() => setHoveredId(truck._id)}
            onBlur={() => setHoveredId(undefined)}
          >
            <strong>{truck.truckNumber}</strong> <span>{truck.name}</span>
          </button>
          <Star
            label={t('search.favouriteTruck', { unit: truck.truckNumber })}
            pressed={truck.favourite}
            busy={busy(truckTarget)}
            onToggle={() => toggle(truckTarget, truck.favourite)}
          />
        </div>
        <dl className="truck-result-facts">
          <div>
            <dt>{t('search.columns.distance')}</dt>
            <dd>{t('search.away', { distance: distance(truck.distanceMiles) })}</dd>
          </div>
          <div>
            <dt>{t('search.columns.company')}</dt>
            <dd className="truck-result-company">
              <span>{truck.own ? t('search.ownCompany', { company: truck.companyName }) : truck.companyName}</span>
              {!truck.own && (
                <Star
                  label={t('search.favouriteCompany', { company: truck.companyName })}
                  pressed={truck.companyFavourite}
                  busy={busy(companyTarget)}
                  onToggle={() => toggle(companyTarget, truck.companyFavourite)}
                />
              )}
            </dd>
          </div>
          <div>
            <dt>{t('search.columns.equipment')}</dt>
            <dd>{truck.equipment.map((type) => format.equipment(type)).join(', ') || '—'}</dd>
          </div>
          <div>
            <dt>{t('search.columns.status')}</dt>
            <dd>
              <span className={`badge truck-status-${truck.status}`}>{t(`search.status.${truck.status}`)}</span>
            </dd>
          </div>
          <div>
            <dt>{t('search.columns.lastSeen')}</dt>
            <dd>{truck.locationName ? t('search.seenAt', { place: truck.locationName, time: seen(truck.locationAt) }) : seen(truck.locationAt)}</dd>
          </div>
          <div>
            <dt>{t('search.columns.rating')}</dt>
            <dd>{truck.rating == null ? t('search.noRating') : t('search.rating', { rating: format.number(truck.rating, { maximumFractionDigits: 1 }) })}</dd>
          </div>
        </dl>
        {truck.own && (
          <div className="truck-result-actions">
            <button
              type="button"
              className="button button-secondary"
              aria-label={t('search.chatNamed', { unit: truck.truckNumber })}
              onClick={() => openChat({ truckerId: truck._id, name: truck.name, truckNumber: truck.truckNumber })}
            >
              {t('search.chat')}
            </button>
          </div>
        )}
      </li>
    );
  };

  let body;
  if (!placed) {
    body = (
      <EmptyState>
        <p className="truck-search-prompt">{t('search.prompt')}</p>
      </EmptyState>
    );
  } else if (state.status === 'failed') {
    body = <ErrorPanel title={t('search.failed')} message={t('search.failedHint')} onRetry={() => dispatch(searchList.actions.requested())} />;
  } else if (state.items.length === 0 && state.status !== 'loaded') {
    body = <LoadingState label={t('search.searching')} />;
  } else if (state.items.length === 0) {
    body = (
      <div className="state state-empty list-no-match" role="status">
        <p>{t('search.noMatch', { radius: radiusText, place: filters.place ?? '' })}</p>
        {narrowed && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => setFilters({ place: filters.place ?? '', lat: filters.lat!, lng: filters.lng! })}
          >
            {t('search.clearFilters')}
          </button>
        )}
      </div>
    );
  } else {
    body = (
      <div className="truck-search-results" aria-busy={state.status === 'loading' || undefined}>
        <p className="truck-search-count" role="status">
          {t('search.found', { count: state.total, radius: radiusText, place: filters.place ?? '' })}
        </p>
        <div className="truck-search-split">
          <ol className="truck-result-list" aria-label={t('search.list')}>
            {trucks.map(result)}
          </ol>
          <div className="truck-search-map">
            <MapView label={t('search.map')} points={points} height={420} onSelect={chooseOnMap} selectedId={hoveredId ?? selectedId} />
          </div>
        </div>
        <Pagination
          page={state.page}
          limit={state.limit}
          total={state.total}
          onPage={(page) => dispatch(searchList.actions.requested({ page }))}
          onLimit={(limit) => dispatch(searchList.actions.requested({ limit }))}
        />
      </div>
    );
  }

  return (
    <section className="truck-search-page" aria-labelledby="truck-search-title">
      <h1 id="truck-search-title">{t('search.title')}</h1>
      <p className="muted">{t('search.intro')}</p>
      <div className="card truck-search-form">
        {/* The place is always in view (nothing is found without it); the other filters fold on a phone, like the load board's search. */}
        <PlaceForm filters={filters} unit={unit} setFilter={setFilter} />
        <FoldedFilters label={t('search.filters.title')} active={FOLDED_FIELDS.filter((name) => filters[name]).length}>
          <SearchFilters filters={filters} setFilter={setFilter} />
        </FoldedFilters>
      </div>
      {body}
    </section>
  );
}
