import { useState } from 'react';
import {
  isLoadEditable,
  links,
  LOAD_ASSIGNABLE_STATUSES,
  LOAD_SORTS,
  LOAD_STATUSES,
  QUOTABLE_LOAD_STATUSES,
  TRACKABLE_LOAD_STATUSES,
  type LoadsDetailsItem,
  type OrderListRequest,
} from '@freight/contracts';
import { selectPermissions } from '@freight/auth';
import { equipmentLabel, useTranslation } from '@freight/i18n';
import { OrderDetailHost, useOpenLoadOrder } from '@freight/order-detail';
import { Link, useNavigate, useSearchParams } from '@freight/router';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { PagedListView, type Column, type ListFilter } from '@freight/table';
import { ConfirmDialog, HumanId, SegmentedChoice, useDocumentTitle } from '@freight/ui';
import { paths } from '../paths';
import { useResource } from '../resources';
import { useLoadFormat } from '../format';
import './loads.css';
import {
  CARRIER_VIEW_FILTERS,
  isLoadGroup,
  LOAD_LIST_VIEWS,
  LOAD_TABS,
  loadActions,
  loadEdits,
  loadList,
  loadListViewOf,
  selectGroupCounts,
  type LoadListView,
  type LoadRow,
  type LoadTab,
} from './state';

/**
 * The orders the order detail's previous/next walk when opened from this list, newest first: the orders of our loads
 * (shipper view), or the orders we carry (carrier view).
 */
const LOAD_ORDERS: Record<LoadListView, OrderListRequest> = {
  shipper: { scope: 'all', side: 'shipper', sort: 'newest' },
  carrier: { scope: 'all', side: 'carrier', sort: 'newest' },
};

/**
 * The view's address: the other view from its first page, keeping the search, the page size and the filters both
 * views take (status, sort); the tab and the shipper view's other filters go, and so does an open order.
 */
function viewHref(params: URLSearchParams, view: LoadListView): string {
  const next = new URLSearchParams();
  for (const name of ['q', 'limit', ...CARRIER_VIEW_FILTERS]) {
    const value = params.get(name);
    if (value) next.set(name, value);
  }
  if (view === 'carrier') next.set('view', 'carrier');
  return paths.loads.getHref(Object.fromEntries(next));
}

/** "Our loads" / "Loads we carry": the kit's segmented choice, kept in `?view=`. */
function LoadViewSwitch({ view }: { view: LoadListView }) {
  const { t } = useTranslation('loads');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <SegmentedChoice
      legend={t('list.carrierView.label')}
      name="load-view"
      options={LOAD_LIST_VIEWS.map((option) => ({ value: option, label: t(`list.carrierView.${option}`) }))}
      value={view}
      onChange={(option) => navigate(viewHref(params, option))}
    />
  );
}

/** The tab's link: the same query (filters, search, sort) on another tab, from its first page. */
function tabHref(params: URLSearchParams, tab: LoadTab): string {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (tab === 'all') next.delete('group');
  else next.set('group', tab);
  return paths.loads.getHref(Object.fromEntries(next));
}

function LoadTabs() {
  const { t } = useTranslation('loads');
  const format = useLoadFormat();
  const [params] = useSearchParams();
  const group = params.get('group') ?? undefined;
  const current: LoadTab = isLoadGroup(group) ? group : 'all';
  const counts = useAppSelector(selectGroupCounts);
  return (
    <nav className="tabs load-tabs" aria-label={t('list.tabsLabel')}>
      {LOAD_TABS.map((tab) => {
        const count = counts?.[tab];
        return (
          <Link key={tab} to={tabHref(params, tab)} className={tab === current ? 'tab tab-active' : 'tab'} aria-current={tab === current ? 'page' : undefined}>
            {t(`list.tabs.${tab}`)}
            {count !== undefined && (
              <span className="badge load-tab-count" aria-label={t('list.tabCount', { count })}>
                {format.number(count)}
              </span>
            )}
          </Link>
        );
      })}
    </nav>
  );
}

/** The permission of the address book, which holds the lanes. */
const ADDRESS_MODULE = 'address';

/** /loads: the company's loads by status group, searched, filtered and sorted (all in the URL), with each row's actions. */
export function LoadListPage() {
  const { t } = useTranslation('loads');
  const dispatch = useAppDispatch();
  const format = useLoadFormat();
  const equipment = useResource('equipment', 'all');
  // The lanes (a filter) are the address book's: asked only of a user with its permission (no 403 for the others).
  const permissions = useAppSelector(selectPermissions);
  const mayUseLanes = permissions.status === 'loaded' && permissions.keys.includes(ADDRESS_MODULE);
  const lanes = useResource('laneOptions', mayUseLanes ? 'all' : undefined);
  const [broadcasting, setBroadcasting] = useState<LoadsDetailsItem>();
  // A load with an order (the same statuses as Track) opens it over the list (@freight/order-detail).
  const openLoadOrder = useOpenLoadOrder();
  const [params] = useSearchParams();
  const group = params.get('group') ?? undefined;
  // `?view=carrier`: the loads we carry for other companies; their shipper's actions (edit, quotes, broadcast,
  // remove, add) are not ours, the row opens its order.
  const view = loadListViewOf({ view: params.get('view') ?? undefined });
  const carrierView = view === 'carrier';
  useDocumentTitle(t('screens.loadList'));

  const place = (p: LoadRow['origin']) => `${p.city}, ${p.state}`;
  const openOrderButton = (load: LoadRow) =>
    TRACKABLE_LOAD_STATUSES.includes(load.status) && (
      <button type="button" className="link-button" onClick={() => openLoadOrder(load)} aria-label={t('orderDetail:open.actionNamed', { id: load.loadId })}>
        {t('orderDetail:open.action')}
      </button>
    );
  const trackLink = (load: LoadRow) =>
    TRACKABLE_LOAD_STATUSES.includes(load.status) && (
      <Link to={links.tracking(load._id)} aria-label={t('tracking.listActionNamed', { id: load.loadId })}>
        {t('tracking.listAction')}
      </Link>
    );
  const columns: Column<LoadRow>[] = [
    {
      key: 'loadId',
      header: t('list.columns.loadId'),
      render: (load) =>
        load.view === 'carrier' ? (
          <HumanId>{load.loadId}</HumanId>
        ) : (
          <Link to={paths.editLoad.getHref({ id: load._id })}>
            <HumanId>{load.loadId}</HumanId>
          </Link>
        ),
    },
    ...(carrierView ? [{ key: 'shipper', header: t('list.carrierView.shipperColumn'), render: (load: LoadRow) => load.shipper.name }] : []),
    {
      key: 'status',
      header: t('list.columns.status'),
      render: (load) => (
        <span>
          <span className="badge">{format.status(load.status)}</span>
          {load.isDelayed && <span className="badge badge-warn"> {t('list.delayed')}</span>}
          {!load.isDelayed && load.isAtRisk && <span className="badge badge-warn"> {t('list.atRisk')}</span>}
        </span>
      ),
    },
    { key: 'lane', header: t('list.columns.lane'), render: (load) => `${place(load.origin)} → ${place(load.destination)}` },
    { key: 'pickup', header: t('list.columns.pickup'), render: (load) => format.dateTime(load.pickupDate) },
    { key: 'delivery', header: t('list.columns.delivery'), render: (load) => format.dateTime(load.deliveryDate) },
    { key: 'equipment', header: t('list.columns.equipment'), render: (load) => (load.equipment ? equipmentLabel(t, load.equipment) : t('form.anyEquipment')) },
    { key: 'weight', header: t('list.columns.weight'), render: (load) => format.weight(load.weight, load.weightUnit) },
    { key: 'rate', header: t('list.columns.rate'), render: (load) => (load.rate === null ? '' : format.money(load.rate, load.currency)) },
  ];

  const statusFilter: ListFilter = {
    name: 'status',
    label: t('list.filters.status'),
    allLabel: t('list.filters.allStatuses'),
    options: LOAD_STATUSES.map((status) => ({ value: status, label: format.status(status) })),
  };
  const sortFilter: ListFilter = {
    name: 'sort',
    label: t('list.filters.sort'),
    allLabel: t('list.sorts.default'),
    // A sort leaves no load out: an empty tab sorted is still empty, not a no-match.
    narrows: false,
    options: LOAD_SORTS.map((sort) => ({ value: sort, label: t(`list.sorts.${sort.startsWith('-') ? `${sort.slice(1)}Desc` : sort}`) })),
  };
  const shipperFilters: ListFilter[] = [
    statusFilter,
    { name: 'from', label: t('list.filters.from'), kind: 'date' },
    { name: 'to', label: t('list.filters.to'), kind: 'date' },
    { name: 'origin', label: t('list.filters.origin'), kind: 'text' },
    { name: 'destination', label: t('list.filters.destination'), kind: 'text' },
    {
      name: 'equipment',
      label: t('list.filters.equipment'),
      allLabel: t('list.filters.allEquipment'),
      options: (equipment.data ?? []).map((item) => ({ value: item._id, label: equipmentLabel(t, item) })),
    },
    // Only with lanes to choose from (the lanes need the address permission).
    ...(lanes.data && lanes.data.length > 0
      ? [
          {
            name: 'lane',
            label: t('list.filters.lane'),
            allLabel: t('list.filters.allLanes'),
            options: lanes.data.map((lane) => ({ value: lane._id, label: lane.name })),
          },
        ]
      : []),
    sortFilter,
  ];
  // The carrier view's call (load-list) takes a status and a sort only.
  const filters = carrierView ? [statusFilter, sortFilter] : shipperFilters;

  return (
    <section aria-labelledby="load-list-title" className="load-list">
      <h1 id="load-list-title">{t('screens.loadList')}</h1>
      <nav className="load-more" aria-label={t('list.moreLabel')}>
        <Link to={paths.quoteList.getHref()}>{t('list.more.quotes')}</Link>
        <Link to={paths.searchLoad.getHref()}>{t('list.more.board')}</Link>
        <Link to={paths.bulkSchedule.getHref()}>{t('list.more.bulk')}</Link>
      </nav>
      <LoadViewSwitch view={view} />
      {!carrierView && <LoadTabs />}
      <PagedListView
        list={loadList}
        caption={carrierView ? t('list.carrierView.carrier') : t('screens.loadList')}
        columns={columns}
        rowKey={(load) => load._id}
        add={carrierView ? undefined : { to: paths.addLoad.getHref(), label: t('list.add') }}
        filters={filters}
        foldFilters={{ label: t('list.filters.title') }}
        cards
        remove={carrierView ? undefined : { rowName: (load) => load.loadId, action: (load) => loadEdits.actions.removeRequested(load._id) }}
        rowActions={(load) =>
          load.view === 'carrier' ? (
            <>
              {openOrderButton(load)}
              {trackLink(load)}
            </>
          ) : (
            <>
              {isLoadEditable(load.status) ? (
                <Link to={paths.editLoad.getHref({ id: load._id })} aria-label={t('list.actions.editNamed', { id: load.loadId })}>
                  {t('list.actions.edit')}
                </Link>
              ) : (
                <Link to={paths.editLoad.getHref({ id: load._id })} aria-label={t('list.actions.viewNamed', { id: load.loadId })}>
                  {t('list.actions.view')}
                </Link>
              )}
              <Link to={paths.quotes.getHref({ load: load._id })} aria-label={t('list.actions.quotesNamed', { id: load.loadId })}>
                {t('list.actions.quotes')}
              </Link>
              {LOAD_ASSIGNABLE_STATUSES.includes(load.status) && (
                <Link to={paths.nearTruck.getHref({ id: load._id })} aria-label={t('list.actions.trucksNamed', { id: load.loadId })}>
                  {t('list.actions.trucks')}
                </Link>
              )}
              {openOrderButton(load)}
              {trackLink(load)}
              {QUOTABLE_LOAD_STATUSES.includes(load.status) && !load.isBroadcast && (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setBroadcasting(load)}
                  aria-label={t('list.actions.broadcastNamed', { id: load.loadId })}
                >
                  {t('list.actions.broadcast')}
                </button>
              )}
            </>
          )
        }
        empty={
          carrierView ? (
            <>
              <p>{t('list.carrierView.empty')}</p>
              <Link className="button" to={paths.searchLoad.getHref()}>
                {t('list.carrierView.board')}
              </Link>
            </>
          ) : (
            <>
              {/* The tab is not one of the toolbar's filters: an empty tab says so (the kit keeps "no match" for them). */}
              <p>{isLoadGroup(group) ? t(`list.emptyTab.${group}`) : t('list.empty')}</p>
              <Link className="button" to={paths.addLoad.getHref()}>
                {t('list.add')}
              </Link>
            </>
          )
        }
      />
      {/* An order changed in the panel: the loads' statuses follow. */}
      <OrderDetailHost list={LOAD_ORDERS[view]} onChanged={() => dispatch(loadList.actions.requested())} />
      <ConfirmDialog
        open={broadcasting !== undefined}
        title={t('list.broadcastTitle')}
        message={broadcasting ? t('list.broadcastMessage', { id: broadcasting.loadId }) : ''}
        confirmLabel={t('list.actions.broadcast')}
        tone="neutral"
        onCancel={() => setBroadcasting(undefined)}
        onConfirm={() => {
          if (broadcasting) dispatch(loadActions.broadcastRequested({ loadUuid: broadcasting._id }));
          setBroadcasting(undefined);
        }}
      />
    </section>
  );
}
