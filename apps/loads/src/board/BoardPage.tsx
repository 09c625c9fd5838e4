import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { BOARD_SCOPES, BOARD_SORTS, DEFAULT_BOARD_RADIUS_MILES, type LoadBoardItem } from '@freight/contracts';
import { type DistanceUnit, equipmentLabel, KM_PER_MILE, useFormat, useTranslation } from '@freight/i18n';
import { MapView, type MapPoint, type MapRoute } from '@freight/map';
import { DataTable, FoldedFilters, Pagination, usePagedListUrl, type Column } from '@freight/table';
import { selectDistanceUnit, useAppDispatch, useAppSelector } from '@freight/store';
import { ConfirmDialog, EmptyState, ErrorPanel, HumanId, LoadingState, useDocumentTitle } from '@freight/ui';
import { useResource } from '../resources';
import { formatDateTime, formatMoney } from '../format';
import type { BoardEnd } from './api';
import { boardActions, boardList, selectAcceptCall, selectBoardList, selectPlaceLookup } from './state';
import './board.css';

/** Radius choices in the user's unit, sent in miles. */
const RADII: Record<DistanceUnit, number[]> = { mi: [25, 50, 100, 200, 500], km: [50, 100, 200, 400, 800] };
const toMiles = (value: number, unit: DistanceUnit) => (unit === 'km' ? value / KM_PER_MILE : value);
const milesKey = (miles: number) => String(Number(miles.toFixed(3)));

/** One end of the search: a city or postal code, found through the maps API, and the radius around it. */
function PlacePicker({
  end,
  filters,
  unit,
  onRadius,
}: {
  end: BoardEnd;
  filters: Record<string, string>;
  unit: DistanceUnit;
  onRadius: (miles: string) => void;
}) {
  const { t } = useTranslation('loads');
  const dispatch = useAppDispatch();
  const lookup = useAppSelector(selectPlaceLookup(end));
  const chosen = filters[end] ?? '';
  const [text, setText] = useState(chosen);
  // The URL (Back, a link, clearing the filters) sets the field anew.
  useEffect(() => setText(chosen), [chosen]);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const error = lookup.status === 'failed' ? (lookup.errorText ?? t(lookup.errorKey!)) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch(boardActions.placeRequested({ end, text }));
  };
  const radii = RADII[unit];
  return (
    <form className="board-place" onSubmit={submit} role="search" aria-label={t(`board.place.${end}Area`)}>
      <div className="field">
        <label htmlFor={inputId}>{t(`board.place.${end}`)}</label>
        <div className="board-place-row">
          <input
            id={inputId}
            type="search"
            value={text}
            placeholder={t('board.place.placeholder')}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <button type="submit" className="button button-secondary" disabled={lookup.status === 'searching'}>
            {t('board.place.find')}
          </button>
        </div>
        {lookup.status === 'searching' && <p className="muted">{t('board.place.searching')}</p>}
        {error && (
          <p className="field-error" id={errorId} role="alert">
            {error}
            {/* The API names the place it does not know ('Unknown place: Chicago'); say what it does know. */}
            {lookup.status === 'failed' && lookup.errorText && ` ${t('board.place.hint')}`}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${inputId}-radius`}>{t(`board.place.${end}Radius`)}</label>
        <select id={`${inputId}-radius`} value={filters[`${end}Radius`] ?? ''} onChange={(event) => onRadius(event.target.value)}>
          <option value="">
            {t('board.place.defaultRadius', {
              radius: Math.round(unit === 'km' ? DEFAULT_BOARD_RADIUS_MILES * KM_PER_MILE : DEFAULT_BOARD_RADIUS_MILES),
              unit,
            })}
          </option>
          {radii.map((value) => (
            <option key={value} value={milesKey(toMiles(value, unit))}>
              {t('board.place.radius', { radius: value, unit })}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}

/** The search's fields as the URL names them (a place's position comes with its name): what "Filters (n)" counts. */
const SEARCH_FIELDS = ['from', 'fromRadius', 'to', 'toRadius', 'scope', 'pickupFrom', 'pickupTo', 'equipment', 'maxWeight', 'sort'];

/** The board's filters other than places: which loads, pickup days, equipment, weight, order. */
function BoardFilters({
  filters,
  setFilter,
  setTyped,
}: {
  filters: Record<string, string>;
  setFilter: (name: string, value: string) => void;
  setTyped: (name: string, value: string) => void;
}) {
  const { t } = useTranslation('loads');
  const equipment = useResource('equipment', 'all');
  const sorts = BOARD_SORTS.filter((sort) => sort !== 'distance' || filters.fromLat);
  return (
    <div className="board-filters">
      <div className="field">
        <label htmlFor="board-scope">{t('board.filters.scope')}</label>
        <select id="board-scope" value={filters.scope ?? ''} onChange={(event) => setFilter('scope', event.target.value === 'all' ? '' : event.target.value)}>
          {BOARD_SCOPES.map((scope) => (
            <option key={scope} value={scope === 'all' ? '' : scope}>
              {t(`board.scope.${scope}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="board-pickup-from">{t('board.filters.pickupFrom')}</label>
        <input id="board-pickup-from" type="date" value={filters.pickupFrom ?? ''} onChange={(event) => setFilter('pickupFrom', event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="board-pickup-to">{t('board.filters.pickupTo')}</label>
        <input
          id="board-pickup-to"
          type="date"
          value={filters.pickupTo ?? ''}
          min={filters.pickupFrom}
          onChange={(event) => setFilter('pickupTo', event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="board-equipment">{t('board.filters.equipment')}</label>
        <select id="board-equipment" value={filters.equipment ?? ''} onChange={(event) => setFilter('equipment', event.target.value)}>
          <option value="">{t('board.filters.anyEquipment')}</option>
          {(equipment.data ?? []).map((type) => (
            <option key={type._id} value={type._id}>
              {equipmentLabel(t, type)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="board-max-weight">{t('board.filters.maxWeight')}</label>
        <input id="board-max-weight" inputMode="decimal" value={filters.maxWeight ?? ''} onChange={(event) => setTyped('maxWeight', event.target.value)} />
      </div>
      <div className="field">
        <label htmlFor="board-sort">{t('board.filters.sort')}</label>
        <select id="board-sort" value={filters.sort ?? ''} onChange={(event) => setFilter('sort', event.target.value)}>
          <option value="">{t('board.sort.default')}</option>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {t(`board.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

const place = (p: LoadBoardItem['origin']) => `${p.city}, ${p.state}`;

/**
 * /searchload: the load board of a carrier. Loads broadcast by the shippers it works with and loads tendered to its
 * company, near an origin and a destination, by pickup days, equipment and weight; in a list (cards on a phone) and
 * on the map; each accepted after a confirmation (load-accept-by-fleet).
 */
export function BoardPage() {
  const { t, i18n } = useTranslation('loads');
  useDocumentTitle(t('screens.searchLoad'));
  const dispatch = useAppDispatch();
  const format = useFormat();
  const unit = useAppSelector(selectDistanceUnit);
  const state = useAppSelector(selectBoardList);
  const acceptCall = useAppSelector(selectAcceptCall);
  const [accepting, setAccepting] = useState<LoadBoardItem>();
  usePagedListUrl(boardList);
  const filters = state.filters;
  const language = i18n.language;

  const setFilters = (next: Record<string, string>) => dispatch(boardList.actions.queryChanged({ page: 1, limit: state.limit, search: '', filters: next }));
  const without = (name: string) => Object.fromEntries(Object.entries(filters).filter(([key]) => key !== name));
  const setFilter = (name: string, value: string) => setFilters(value ? { ...without(name), [name]: value } : without(name));
  const setTyped = (name: string, value: string) => dispatch(boardList.actions.filtersChanged(value ? { ...without(name), [name]: value } : without(name)));

  const distance = (miles: number | null) => (miles == null ? '—' : format.distance({ miles }, unit));
  const columns: Column<LoadBoardItem>[] = [
    {
      key: 'load',
      header: t('board.columns.load'),
      render: (row) => (
        <span className="board-load">
          <strong>
            <HumanId>{row.loadId}</HumanId>
          </strong>{' '}
          <span className={`badge board-source-${row.source}`}>{t(`board.source.${row.source}`)}</span>
          <span className="muted board-shipper">{row.shipper.name}</span>
        </span>
      ),
    },
    {
      key: 'origin',
      header: t('board.columns.origin'),
      render: (row) => (
        <span>
          {place(row.origin)}
          {row.originDistanceMiles != null && <span className="muted board-away"> {t('board.away', { distance: distance(row.originDistanceMiles) })}</span>}
        </span>
      ),
    },
    {
      key: 'destination',
      header: t('board.columns.destination'),
      render: (row) => (
        <span>
          {place(row.destination)}
          {row.destinationDistanceMiles != null && (
            <span className="muted board-away"> {t('board.away', { distance: distance(row.destinationDistanceMiles) })}</span>
          )}
        </span>
      ),
    },
    { key: 'pickup', header: t('board.columns.pickup'), render: (row) => formatDateTime(row.pickupDate, language) },
    { key: 'equipment', header: t('board.columns.equipment'), render: (row) => (row.equipment ? format.equipment(row.equipment) : '—') },
    { key: 'weight', header: t('board.columns.weight'), render: (row) => `${format.number(row.weight)} ${row.weightUnit}` },
    { key: 'trip', header: t('board.columns.trip'), render: (row) => distance(row.distanceMiles) },
    { key: 'rate', header: t('board.columns.rate'), render: (row) => (row.rate == null ? '—' : formatMoney(row.rate, row.currency, language)) },
    {
      key: 'actions',
      header: t('board.columns.actions'),
      render: (row) => (
        <button
          type="button"
          className="button"
          onClick={() => setAccepting(row)}
          disabled={acceptCall.status === 'pending'}
          aria-label={t('board.acceptNamed', { loadId: row.loadId })}
        >
          {t('board.accept')}
        </button>
      ),
    },
  ];

  const points = useMemo<MapPoint[]>(
    () =>
      state.items
        .filter((row) => row.origin.lat != null && row.origin.lng != null)
        .map((row) => ({
          id: row._id,
          lat: row.origin.lat!,
          lng: row.origin.lng!,
          kind: 'origin',
          label: `${row.loadId}: ${place(row.origin)} → ${place(row.destination)}`,
        })),
    [state.items],
  );
  const routes = useMemo<MapRoute[]>(
    () =>
      state.items
        .filter((row) => row.origin.lat != null && row.origin.lng != null && row.destination.lat != null && row.destination.lng != null)
        .map((row) => ({
          id: row._id,
          label: row.loadId,
          points: [
            [row.origin.lat!, row.origin.lng!],
            [row.destination.lat!, row.destination.lng!],
          ],
        })),
    [state.items],
  );

  const filtered = Object.values(filters).some(Boolean);
  let body;
  if (state.status === 'failed') {
    body = <ErrorPanel title={t('board.failed')} message={t('board.failedHint')} onRetry={() => dispatch(boardList.actions.requested())} />;
  } else if (state.items.length === 0 && state.status !== 'loaded') {
    body = <LoadingState />;
  } else if (state.items.length === 0 && filtered) {
    body = (
      <div className="state state-empty list-no-match" role="status">
        <p>{t('board.noMatch')}</p>
        <button type="button" className="button button-secondary" onClick={() => setFilters({})}>
          {t('board.clearFilters')}
        </button>
      </div>
    );
  } else if (state.items.length === 0) {
    body = <EmptyState>{t('board.empty')}</EmptyState>;
  } else {
    body = (
      <>
        <DataTable caption={t('board.caption')} columns={columns} rows={state.items} rowKey={(row) => row._id} loading={state.status === 'loading'} cards />
        <Pagination
          page={state.page}
          limit={state.limit}
          total={state.total}
          onPage={(page) => dispatch(boardList.actions.requested({ page }))}
          onLimit={(limit) => dispatch(boardList.actions.requested({ limit }))}
        />
        <MapView label={t('board.map')} points={points} routes={routes} height={360} />
      </>
    );
  }

  return (
    <section className="board-page" aria-labelledby="board-title">
      <h1 id="board-title">{t('board.title')}</h1>
      <p className="muted">{t('board.intro')}</p>
      <div className="card board-search">
        {/* Folded on a phone (the results show on the first screen), like /loads' filters. */}
        <FoldedFilters label={t('list.filters.title')} active={SEARCH_FIELDS.filter((name) => filters[name]).length}>
          <div className="board-places">
            <PlacePicker end="from" filters={filters} unit={unit} onRadius={(miles) => setFilter('fromRadius', miles)} />
            <PlacePicker end="to" filters={filters} unit={unit} onRadius={(miles) => setFilter('toRadius', miles)} />
          </div>
          <BoardFilters filters={filters} setFilter={setFilter} setTyped={setTyped} />
        </FoldedFilters>
      </div>
      {body}
      <ConfirmDialog
        open={accepting !== undefined}
        title={t('board.confirmTitle')}
        message={
          accepting
            ? t('board.confirmMessage', {
                loadId: accepting.loadId,
                origin: place(accepting.origin),
                destination: place(accepting.destination),
                rate: accepting.rate == null ? t('board.noRate') : formatMoney(accepting.rate, accepting.currency, language),
              })
            : ''
        }
        confirmLabel={t('board.acceptConfirm')}
        tone="neutral"
        onCancel={() => setAccepting(undefined)}
        onConfirm={() => {
          if (accepting) dispatch(boardActions.acceptRequested({ _id: accepting._id, loadId: accepting.loadId }));
          setAccepting(undefined);
        }}
      />
    </section>
  );
}
