import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  ActivityGraphResponse,
  DashboardSide,
  LatestOrder,
  LateTrucker,
  LogsListResponse,
  OrderListItem,
  OrdersCountResponse,
  PopularRoute,
  TopRatedTruck,
  TruckerCountResponse,
} from '@freight/contracts';
import type { RootState } from '@freight/store';

/**
 * /dashboard: what needs attention now. Each card of the page is one call with its own state (loading, its data,
 * or what went wrong), so a failing card does not blank the others; a card being refreshed keeps its figures on
 * screen.
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part of the module's state
 * through `selectHomeState`.
 */

/** Where the module (../state.ts) puts this reducer. */
export const HOME_KEY = 'home';

/** The loads at risk and the late ones now: the first few of each flagged group, and each group's size. */
export interface FlaggedOrders {
  riskOfDelay: { items: OrderListItem[]; total: number };
  delayed: { items: OrderListItem[]; total: number };
}

/** Each card's data, as its call answered it. */
export interface HomeCards {
  counts: OrdersCountResponse;
  trucks: TruckerCountResponse;
  latest: LatestOrder[];
  topRated: TopRatedTruck[];
  lateTruckers: LateTrucker[];
  routes: PopularRoute[];
  activity: ActivityGraphResponse;
  logs: LogsListResponse;
  flagged: FlaggedOrders;
}
export type HomeCard = keyof HomeCards;

/** Every card, in the order the saga asks for them (the figures first). */
export const HOME_CARDS = [
  'counts',
  'flagged',
  'trucks',
  'latest',
  'activity',
  'logs',
  'topRated',
  'lateTruckers',
  'routes',
] as const satisfies readonly HomeCard[];
/** The cards whose figures change when an order changes or is flagged (the live refresh asks for these again). */
export const LIVE_CARDS = ['counts', 'flagged', 'trucks', 'latest', 'logs'] as const satisfies readonly HomeCard[];

/** The activity graph's choices of range (days back from today). */
export const ACTIVITY_RANGES = [30, 90] as const;
export type ActivityRange = (typeof ACTIVITY_RANGES)[number];

/** How many rows a list card shows. */
export const CARD_ROWS = 5;
/** How many orders of each flagged group the "attention" card shows. */
export const FLAGGED_ROWS = 3;
/** The live refresh waits this long after the last event before asking again (a burst of events: one refresh). */
export const LIVE_DEBOUNCE_MS = 1500;

/** What the page asks for: the side, the activity range, and whether the user may see the trucks (`carrier`). */
export interface HomeQuery {
  side: DashboardSide;
  days: ActivityRange;
  trucks: boolean;
}

export interface CardState<T> {
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  data?: T;
  errorText?: string;
  /** The query the data (or the call on its way) is for: an answer for an older query is dropped. */
  key?: string;
}

export type HomeState = {
  query?: HomeQuery;
  cards: { [K in HomeCard]: CardState<HomeCards[K]> };
};

const idle = { status: 'idle' } as const;
const initialState: HomeState = {
  cards: Object.fromEntries(HOME_CARDS.map((card) => [card, idle])) as HomeState['cards'],
};

/** The part of the query a card's data depends on (the activity graph alone depends on the range). */
export function cardKey(card: HomeCard, query: HomeQuery): string {
  return card === 'activity' ? `${query.side}:${query.days}` : query.side;
}

const slice = createSlice({
  name: 'dashboard/home',
  initialState,
  reducers: {
    /** A card's call started. Its figures stay on screen when it is the same query again (a refresh, a retry). */
    cardLoading(state, action: PayloadAction<{ card: HomeCard; key: string }>) {
      const { card, key } = action.payload;
      const current = state.cards[card];
      state.cards[card] = { status: 'loading', key, ...(current.key === key && current.data !== undefined ? { data: current.data } : {}) } as never;
    },
    cardLoaded(state, action: PayloadAction<{ card: HomeCard; key: string; data: HomeCards[HomeCard] }>) {
      const { card, key, data } = action.payload;
      if (state.cards[card].key !== key) return;
      state.cards[card] = { status: 'loaded', key, data } as never;
    },
    cardFailed(state, action: PayloadAction<{ card: HomeCard; key: string; errorText?: string }>) {
      const { card, key, errorText } = action.payload;
      if (state.cards[card].key !== key) return;
      state.cards[card] = { status: 'failed', key, ...(errorText ? { errorText } : {}) } as never;
    },
    queried(state, action: PayloadAction<HomeQuery>) {
      state.query = action.payload;
    },
  },
});

export const homeActions = {
  /** The page opened, or its side or range changed: the saga asks for every card whose query changed. */
  opened: createAction<HomeQuery>('dashboard/home/opened'),
  /** The page closed: the live refresh stops. */
  closed: createAction('dashboard/home/closed'),
  /** Try a failed card again. */
  retried: createAction<HomeCard>('dashboard/home/retried'),
  /** Try every failed card again (the page's one Retry when several failed at once). */
  retriedFailed: createAction('dashboard/home/retriedFailed'),
  /** An order changed or was flagged (real time, debounced): the live cards are asked for again, quietly. */
  refreshed: createAction('dashboard/home/refreshed'),
  ...slice.actions,
};

export const homeReducer = slice.reducer;

let initial: HomeState | undefined;
/** This folder's part of the module's state (its initial state before the module is injected). */
export function selectHomeState(root: RootState): HomeState {
  const dashboard = (root as { dashboard?: Record<string, unknown> }).dashboard;
  const own = dashboard?.[HOME_KEY] as HomeState | undefined;
  return own ?? (initial ??= homeReducer(undefined, { type: '@@dashboard/home/init' }));
}

export const selectHomeCard =
  <K extends HomeCard>(card: K) =>
  (root: RootState): CardState<HomeCards[K]> =>
    selectHomeState(root).cards[card];

const selectCards = (root: RootState) => selectHomeState(root).cards;

/** The cards whose last call failed, in the page's order. */
export const selectFailedCards = createSelector([selectCards], (cards) => HOME_CARDS.filter((card) => cards[card].status === 'failed'));

/** What the failed cards' server said, when they all said the same (else undefined). */
export const selectFailedText = createSelector([selectCards, selectFailedCards], (cards, failed) => {
  const texts = new Set(failed.map((card) => cards[card].errorText));
  return texts.size === 1 ? [...texts][0] : undefined;
});
