import { useEffect, type ReactNode } from 'react';
import {
  links,
  LOAD_SORTS,
  ORDER_SORTS,
  type DashboardGroup,
  type DashboardSide,
  type LoadListItem,
  type OrderGroup,
  type OrderListItem,
} from '@freight/contracts';
import { useFormat, useTranslation } from '@freight/i18n';
import { OrderDetailHost, useOpenOrder } from '@freight/order-detail';
import { Link, useSearchParams } from '@freight/router';
import { useAppDispatch, useAppSelector, type PagedList } from '@freight/store';
import { PagedListView, type Column, type ListFilter } from '@freight/table';
import { HumanId, LoadingState, useDocumentTitle } from '@freight/ui';
import { SideSwitch, useDashboardSide } from '../side';
import {
  DEFAULT_ORDER_SORT,
  isLoadGroup,
  isSide,
  listClosed,
  listOpened,
  loadLists,
  orderGroupRequest,
  orderLists,
  selectCounterparties,
  type LoadGroupName,
} from './state';
import './lists.css';

/** The groups whose orders are live: they show the delay column (a completed order is never flagged). */
const FLAGGABLE: readonly DashboardGroup[] = ['new', 'current', 'active', 'riskOfDelay', 'delayed'];

/** The count beside the title: the list's total (the dashboard's figure when nothing narrows it). */
function ListTotal({ total, loaded, filtered, unit }: { total: number; loaded: boolean; filtered: boolean; unit: 'orders' | 'loads' }) {
  const { t } = useTranslation('dashboard');
  if (!loaded) return null;
  return (
    <span className="badge lists-total" data-testid="list-total" data-total={total}>
      {t(filtered ? `lists.total.${unit}Matching` : `lists.total.${unit}`, { count: total })}
    </span>
  );
}

/** A flagged row's delay: why, how late (or how late it will be), and the ETA; "On time" otherwise. */
export function DelayCell({ order }: { order: OrderListItem }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const { delay } = order;
  if (!delay.isDelayed && !delay.isAtRisk) return <span className="muted">{t('lists.delay.none')}</span>;
  return (
    <span className="lists-delay">
      <span className={delay.isDelayed ? 'badge lists-flag lists-flag-late' : 'badge lists-flag lists-flag-risk'}>
        {t(delay.isDelayed ? 'lists.delay.late' : 'lists.delay.atRisk')}
      </span>{' '}
      {delay.delayReason && <span className="lists-reason">{t(`reasons.${delay.delayReason}`)}</span>}
      {delay.delayMinutes !== null && (
        <span className="lists-minutes">
          {t(delay.isDelayed ? 'lists.delay.minutesLate' : 'lists.delay.minutesExpected', { duration: format.minutes(delay.delayMinutes) })}
        </span>
      )}
      {delay.etaAt && (
        // etaAt is the ETA at the next stop (DelayInfo): the pickup until the load is picked up. Named, or a pickup ETA
        // days before the delivery window read as the arrival beside "Truck expected after the delivery window".
        <span className="lists-eta">
          {t(order.status === 'in_transit' ? 'lists.delay.etaDelivery' : 'lists.delay.etaPickup', { at: format.dateTime(delay.etaAt) })}
        </span>
      )}
    </span>
  );
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** An order group: order-list with `group` and `side`, each row opening the shared order detail over the list. */
function OrderGroupList({ group, side, caption }: { group: OrderGroup; side: DashboardSide; caption: string }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const dispatch = useAppDispatch();
  const openOrder = useOpenOrder();
  const list = orderLists[group];
  const state = useAppSelector(list.selectState);
  const counterparties = useAppSelector((root) => selectCounterparties(root, side));

  const open = (order: OrderListItem) => (
    <button type="button" className="link-button" onClick={() => openOrder(order._id)} aria-label={t('lists.openOrder', { id: order.orderId })}>
      <HumanId>{order.orderId}</HumanId>
    </button>
  );
  const columns: Column<OrderListItem>[] = [
    { key: 'orderId', header: t('lists.columns.order'), render: open },
    { key: 'status', header: t('lists.columns.status'), render: (order) => <span className="badge">{format.status(order.status)}</span> },
    ...(FLAGGABLE.includes(group) ? [{ key: 'delay', header: t('lists.columns.delay'), render: (order: OrderListItem) => <DelayCell order={order} /> }] : []),
    { key: 'counterparty', header: t(`lists.columns.counterparty.${side}`), render: (order) => order.counterparty.name },
    { key: 'lane', header: t('lists.columns.lane'), render: (order) => `${order.origin} → ${order.destination}` },
    { key: 'pickup', header: t('lists.columns.pickup'), render: (order) => format.dateTime(order.pickupStart) },
    { key: 'delivery', header: t('lists.columns.delivery'), render: (order) => format.dateTime(order.deliveryEnd) },
    { key: 'total', header: t('lists.columns.total'), render: (order) => format.cents(order.totalCents, order.currency) },
    { key: 'load', header: t('lists.columns.load'), render: (order) => <HumanId>{order.loadId}</HumanId> },
  ];

  // The filter keeps the chosen counterparty even before its name is known (a shared link).
  const chosen = state.filters.counterparty;
  const partyOptions = counterparties.map((party) => ({ value: party.companyId, label: party.name }));
  if (chosen && !partyOptions.some((option) => option.value === chosen)) partyOptions.push({ value: chosen, label: t('lists.filters.chosenCounterparty') });
  const defaultSort = DEFAULT_ORDER_SORT[group];
  const filters: ListFilter[] = [
    { name: 'counterparty', label: t(`lists.filters.counterparty.${side}`), allLabel: t('lists.filters.allCounterparties'), options: partyOptions },
    { name: 'from', label: t('lists.filters.from'), kind: 'date' },
    { name: 'to', label: t('lists.filters.to'), kind: 'date' },
    {
      name: 'sort',
      label: t('lists.filters.sort'),
      allLabel: t(`lists.sorts.${defaultSort}`),
      narrows: false,
      // The blank choice is the group's own sort: not listed a second time.
      options: ORDER_SORTS.filter((sort) => sort !== defaultSort).map((sort) => ({ value: sort, label: t(`lists.sorts.${sort}`) })),
    },
  ];

  // A backwards range matches nothing: say why instead of a bare "nothing matches".
  const { from, to } = state.filters;
  const backwards = !!from && !!to && DAY_PATTERN.test(from) && DAY_PATTERN.test(to) && to < from;
  return (
    <GroupFrame group={group} list={list} unit="orders">
      {backwards && (
        <p role="alert" className="lists-range-problem">
          {t('lists.filters.rangeOrder')}
        </p>
      )}
      <PagedListView
        list={list}
        caption={caption}
        columns={columns}
        rowKey={(order) => order._id}
        filters={filters}
        foldFilters={{ label: t('lists.filters.title') }}
        cards
        rowActions={(order) => (
          <button type="button" className="link-button" onClick={() => openOrder(order._id)} aria-label={t('lists.viewOrder', { id: order.orderId })}>
            {t('lists.view')}
          </button>
        )}
        empty={<p>{t(`lists.empty.${group}`)}</p>}
      />
      <OrderDetailHost list={orderGroupRequest(group, state)} onChanged={() => dispatch(list.actions.requested())} />
    </GroupFrame>
  );
}

/** A load group (pending, quoted): load-list with `status`, each row linking to the load's page. */
function LoadGroupList({ group, side, caption }: { group: LoadGroupName; side: DashboardSide; caption: string }) {
  const { t } = useTranslation('dashboard');
  const format = useFormat();
  const list = loadLists[group];
  const place = (value: LoadListItem['origin']) => `${value.city}, ${value.state}`;
  const columns: Column<LoadListItem>[] = [
    {
      key: 'loadId',
      header: t('lists.columns.load'),
      render: (load) => (
        <Link to={links.editLoad(load._id)} aria-label={t('lists.openLoad', { id: load.loadId })}>
          <HumanId>{load.loadId}</HumanId>
        </Link>
      ),
    },
    { key: 'status', header: t('lists.columns.status'), render: (load) => <span className="badge">{format.status(load.status)}</span> },
    { key: 'lane', header: t('lists.columns.lane'), render: (load) => `${place(load.origin)} → ${place(load.destination)}` },
    { key: 'pickup', header: t('lists.columns.pickup'), render: (load) => format.dateTime(load.pickupDate) },
    { key: 'delivery', header: t('lists.columns.delivery'), render: (load) => format.dateTime(load.deliveryDate) },
    { key: 'equipment', header: t('lists.columns.equipment'), render: (load) => (load.equipment ? format.equipment(load.equipment) : '—') },
    { key: 'rate', header: t('lists.columns.rate'), render: (load) => (load.rate === null ? t('lists.noRate') : format.money(load.rate, load.currency)) },
  ];
  const filters: ListFilter[] = [
    {
      name: 'sort',
      label: t('lists.filters.sort'),
      allLabel: t('lists.loadSorts.-createdAt'),
      narrows: false,
      options: LOAD_SORTS.filter((sort) => sort !== '-createdAt').map((sort) => ({ value: sort, label: t(`lists.loadSorts.${sort}`) })),
    },
  ];
  return (
    <GroupFrame group={group} list={list} unit="loads">
      <PagedListView
        list={list}
        caption={caption}
        columns={columns}
        rowKey={(load) => load._id}
        filters={filters}
        cards
        empty={<p>{t(side === 'carrier' ? 'lists.empty.loadsCarrier' : `lists.empty.${group}`)}</p>}
      />
    </GroupFrame>
  );
}

/** The title with its count, the side switch, the group's intro, then the list. */
function GroupFrame<T>({ group, list, unit, children }: { group: DashboardGroup; list: PagedList<T>; unit: 'orders' | 'loads'; children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const state = useAppSelector(list.selectState);
  const filtered = state.search.trim() !== '' || Object.entries(state.filters).some(([name, value]) => value && name !== 'side' && name !== 'sort');
  const titleId = `order-list-${group}-title`;
  return (
    <section aria-labelledby={titleId} className="order-lists">
      <div className="lists-head">
        <h1 id={titleId}>{t(`lists.titles.${group}`)}</h1>
        <ListTotal total={state.total} loaded={state.status === 'loaded'} filtered={filtered} unit={unit} />
      </div>
      <SideSwitch />
      <p className="lists-intro">{t(`lists.intros.${group}`)}</p>
      {children}
    </section>
  );
}

/**
 * The one screen of the dashboard's lists (`group` from the route): the side in the URL first (the dashboard's
 * switch, `?side=`, written once when absent so the list, its count and a shared link agree), then the group's list.
 */
export function OrderListsPage({ group }: { group: DashboardGroup }) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const { side } = useDashboardSide();
  const sideInUrl = isSide(params.get('side') ?? undefined);
  useDocumentTitle(t(`lists.titles.${group}`));

  useEffect(() => {
    if (sideInUrl) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('side', side);
        return next;
      },
      { replace: true },
    );
  }, [sideInUrl, side, setParams]);

  useEffect(() => {
    if (!sideInUrl) return undefined;
    dispatch(listOpened({ group, side }));
    return () => {
      dispatch(listClosed());
    };
  }, [dispatch, group, side, sideInUrl]);

  if (!sideInUrl) return <LoadingState />;
  const caption = t(`lists.titles.${group}`);
  return isLoadGroup(group) ? (
    <LoadGroupList key={group} group={group} side={side} caption={caption} />
  ) : (
    <OrderGroupList key={group} group={group} side={side} caption={caption} />
  );
}
