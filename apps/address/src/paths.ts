/**
 * Every screen of the address module by name: the one place its paths are written. Links and the sagas' navigations
 * use `getHref`; the route tree uses `routePath` (relative to the shell's base path, `/address`).
 */
export const BASE_PATH = '/address';

export const PATHS = {
  book: '/address',
  addAddress: '/address/add',
  editAddress: '/address/edit/:id',
  addLane: '/address/add-lanes',
  editLane: '/address/edit-lanes/:id',
  addWarehouse: '/address/add-warehouse',
  editWarehouse: '/address/edit-warehouse/:id',
} as const;

export type PathName = keyof typeof PATHS;

/** The `:params` a path needs: `'/address/edit/:id'` → `{ id: string }`. */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param | keyof ParamsOf<Rest>]: string }
  : Path extends `${string}:${infer Param}`
    ? { [K in Param]: string }
    : Record<never, never>;

type HrefArgs<Name extends PathName> = keyof ParamsOf<(typeof PATHS)[Name]> extends never
  ? [params?: Record<never, never>, search?: URLSearchParams | Record<string, string>]
  : [params: ParamsOf<(typeof PATHS)[Name]>, search?: URLSearchParams | Record<string, string>];

/** The address of a screen: `getHref('editLane', { id })`, `getHref('book', {}, { tab: 'lanes' })`. */
export function getHref<Name extends PathName>(name: Name, ...[params, search]: HrefArgs<Name>): string {
  const values: Record<string, string> = params ?? {};
  const path = PATHS[name].replace(/:(\w+)/g, (_match, param: string) => encodeURIComponent(values[param] ?? ''));
  const query = new URLSearchParams(search).toString();
  return query ? `${path}?${query}` : path;
}

/** A screen's path below the base path, for the route tree (`'edit/:id'`). */
export const routePath = (name: PathName): string => PATHS[name].slice(BASE_PATH.length + 1);

export const BOOK_TABS = ['addresses', 'lanes', 'warehouses'] as const;
export type BookTab = (typeof BOOK_TABS)[number];

/** The address book on one tab, with a list's query (page, search, …) when given. */
export function bookHref(tab: BookTab, query?: URLSearchParams): string {
  const search = new URLSearchParams(tab === 'addresses' ? {} : { tab });
  for (const [name, value] of query ?? []) search.set(name, value);
  return getHref('book', {}, search);
}
