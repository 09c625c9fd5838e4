import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { all, call, fork, put, race, select, take, takeEvery } from 'redux-saga/effects';
import { dashboardManager, failedCallText, orderManager } from '@freight/api-client';
import type { ApiEnvelope, DashboardSide, OrderGroup, OrderListResponseData } from '@freight/contracts';
import { refreshOnOrderChanges } from '../live';
import {
  CARD_ROWS,
  FLAGGED_ROWS,
  HOME_CARDS,
  LIVE_CARDS,
  LIVE_DEBOUNCE_MS,
  cardKey,
  homeActions,
  selectHomeState,
  type FlaggedOrders,
  type HomeCard,
  type HomeCards,
  type HomeQuery,
  type HomeState,
} from './state';

/** The page says itself what failed (one card, or one message for several): no toast per call. */
const QUIET = { silent: true, quietErrors: true } as const;

/** The UTC day `days` before `now` (YYYY-MM-DD). */
export function dayBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

async function flaggedGroup(side: DashboardSide, group: OrderGroup) {
  const answer: ApiEnvelope<OrderListResponseData> = await orderManager.list({ page: 1, limit: FLAGGED_ROWS, side, group, sort: 'delivery' }, QUIET);
  return { items: answer.data?.items ?? [], total: answer.data?.total ?? 0 };
}

/** Each card's call(s): the card's data for the query. */
const CARD_FETCHERS: { [K in HomeCard]: (query: HomeQuery) => Promise<HomeCards[K]> } = {
  counts: async ({ side }) => (await dashboardManager.ordersCount('all', side, QUIET)).data!,
  trucks: async () => (await dashboardManager.truckerCount('all', QUIET)).data!,
  latest: async ({ side }) => (await dashboardManager.latestOrders({ side, limit: CARD_ROWS }, QUIET)).data ?? [],
  topRated: async ({ side }) => (await dashboardManager.topRatedTrucks({ side, limit: CARD_ROWS }, QUIET)).data ?? [],
  lateTruckers: async ({ side }) => (await dashboardManager.truckersNotOnTime({ side, limit: CARD_ROWS }, QUIET)).data ?? [],
  routes: async ({ side }) => (await dashboardManager.popularRoutes({ side, limit: 10 }, QUIET)).data ?? [],
  activity: async ({ side, days }) => {
    const today = new Date();
    const request = { side, from: dayBefore(today, days - 1), to: dayBefore(today, 0), bucket: days > 31 ? ('week' as const) : ('day' as const) };
    return (await dashboardManager.activityGraph(request, QUIET)).data!;
  },
  logs: async () => (await dashboardManager.logs({ page: 1, limit: CARD_ROWS }, QUIET)).data!,
  flagged: async ({ side }): Promise<FlaggedOrders> => {
    const [riskOfDelay, delayed] = await Promise.all([flaggedGroup(side, 'riskOfDelay'), flaggedGroup(side, 'delayed')]);
    return { riskOfDelay, delayed };
  },
};

/** The cards the query shows (the trucks only to a user with the `carrier` permission). */
export const cardsFor = (query: HomeQuery): HomeCard[] => HOME_CARDS.filter((card) => card !== 'trucks' || query.trucks);

/** One card's call: loading, then its data or the server's words. */
function* loadCard(card: HomeCard, query: HomeQuery): SagaIterator {
  const key = cardKey(card, query);
  yield put(homeActions.cardLoading({ card, key }));
  try {
    const data: HomeCards[HomeCard] = yield call(CARD_FETCHERS[card] as (query: HomeQuery) => Promise<HomeCards[HomeCard]>, query);
    yield put(homeActions.cardLoaded({ card, key, data }));
  } catch (error) {
    const errorText = failedCallText(error);
    yield put(homeActions.cardFailed({ card, key, ...(errorText ? { errorText } : {}) }));
  }
}

/** The page opened or its query changed: each card whose data is for another query is asked for. */
function* opened({ payload: query }: PayloadAction<HomeQuery>): SagaIterator {
  const state: HomeState = yield select(selectHomeState);
  yield put(homeActions.queried(query));
  const stale = cardsFor(query).filter((card) => {
    const current = state.cards[card];
    return current.key !== cardKey(card, query) || current.status === 'failed' || current.status === 'idle';
  });
  yield all(stale.map((card) => fork(loadCard, card, query)));
}

function* retried({ payload: card }: PayloadAction<HomeCard>): SagaIterator {
  const { query }: HomeState = yield select(selectHomeState);
  if (query) yield fork(loadCard, card, query);
}

function* retriedFailed(): SagaIterator {
  const { query, cards }: HomeState = yield select(selectHomeState);
  if (query)
    yield all(
      cardsFor(query)
        .filter((card) => cards[card].status === 'failed')
        .map((card) => fork(loadCard, card, query)),
    );
}

function* refreshed(): SagaIterator {
  const { query }: HomeState = yield select(selectHomeState);
  if (!query) return;
  yield all(
    cardsFor(query)
      .filter((card) => (LIVE_CARDS as readonly HomeCard[]).includes(card))
      .map((card) => fork(loadCard, card, query)),
  );
}

/**
 * While the page is open: `order.updated` and `orders.flagged` from the real-time channel ask for the live cards
 * again, once per burst (LIVE_DEBOUNCE_MS after the last event).
 */
function* liveRefresh(): SagaIterator {
  yield call(refreshOnOrderChanges, LIVE_DEBOUNCE_MS, homeActions.refreshed);
}

/**
 * The live refresh runs from the page's opening to its closing (a race, not a fork: closing cancels it, and its
 * `finally` unsubscribes).
 */
function* liveWhileOpen(): SagaIterator {
  for (;;) {
    yield take(homeActions.opened.type);
    yield race({ live: call(liveRefresh), closed: take(homeActions.closed.type) });
  }
}

/** The dashboard home's work off screen. */
export function* homeSaga(): SagaIterator {
  yield all([
    takeEvery(homeActions.opened.type, opened),
    takeEvery(homeActions.retried.type, retried),
    takeEvery(homeActions.retriedFailed.type, retriedFailed),
    takeEvery(homeActions.refreshed.type, refreshed),
    call(liveWhileOpen),
  ]);
}
