import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CURRENCIES, LOAD_STATUSES } from './statuses';

/** A string out of a fixed list (`enum` in JSON schema: a bad value is reported as "Must be one of: ..."). */
export const StringEnum = <T extends readonly string[]>(values: T, options: Record<string, unknown> = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
const literals = StringEnum;

/** Page and limit of every list call (spec section 3: "lists use limit and page"). */
export const MAX_PAGE = 100_000;
export const MAX_LIMIT = 100;

export const PageRequest = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LIMIT, default: 20 })),
};

/** `{ items, total, page, limit }`: one page of a list. */
export const pageOf = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    limit: Type.Integer(),
  });

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export const LOAD_SORTS = ['-createdAt', 'createdAt', '-pickupDate', 'pickupDate', '-deliveryDate', 'deliveryDate', '-loadId', 'loadId'] as const;
export type LoadSort = (typeof LOAD_SORTS)[number];

/**
 * Whose loads: `shipper` = the loads the caller's company owns (posted); `carrier` = the loads awarded to the
 * caller's company as carrier. Default: `carrier` for a company of type carrier, else `shipper`.
 */
export const LOAD_VIEWS = ['shipper', 'carrier'] as const;
export type LoadView = (typeof LOAD_VIEWS)[number];

/** POST load-manager/load-list */
export const LoadListRequest = Type.Object(
  {
    ...PageRequest,
    status: Type.Optional(literals(LOAD_STATUSES)),
    /** Load id, reference, commodity or a city (case-insensitive, part of a word is enough). */
    search: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    sort: Type.Optional(literals(LOAD_SORTS)),
    view: Type.Optional(literals(LOAD_VIEWS)),
  },
  { additionalProperties: false, examples: [{ page: 1, limit: 20 }] },
);
export type LoadListRequest = Static<typeof LoadListRequest>;

export const Place = Type.Object({
  city: Type.String(),
  state: Type.String(),
  country: Type.String(),
});
export type Place = Static<typeof Place>;

export const LoadListItem = Type.Object({
  _id: Type.String(),
  loadId: Type.String(),
  status: literals(LOAD_STATUSES),
  isDelayed: Type.Boolean(),
  isAtRisk: Type.Boolean(),
  origin: Place,
  destination: Place,
  pickupDate: Type.String({ format: 'date-time' }),
  deliveryDate: Type.String({ format: 'date-time' }),
  equipment: Type.Union([Type.Null(), Type.Object({ key: Type.String(), name: Type.String() })]),
  weight: Type.Number(),
  weightUnit: Type.String(),
  commodity: Type.String(),
  /** The agreed rate of the load's live order once it has one (in the order's currency), else the posted rate. */
  rate: Type.Union([Type.Null(), Type.Number()]),
  currency: literals(CURRENCIES),
  distanceMiles: Type.Union([Type.Null(), Type.Number()]),
  carrier: Type.Union([Type.Null(), Type.Object({ _id: Type.String(), name: Type.String() })]),
  shipper: Type.Object({ _id: Type.String(), name: Type.String() }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type LoadListItem = Static<typeof LoadListItem>;

export const LoadListResponseData = pageOf(LoadListItem);
export type LoadListResponseData = Page<LoadListItem>;
