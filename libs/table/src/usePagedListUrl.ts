import { useEffect, useRef } from 'react';
import { useSearchParams } from '@freight/router';
import { queryFromSearchParams, queryToSearchParams, useAppDispatch, useAppSelector, type PagedList, type PageQuery } from '@freight/store';

const LIST_PARAMS = ['page', 'limit', 'q'];

/**
 * Keeps a paged list's page, page size, search and filters in the URL (`?page=2&limit=50&q=acme&tag=pickup`), so a
 * reload, a shared link and Back show the same list. The URL wins when it changes from outside (opening the page,
 * Back, a link); the store wins when the user changes the list (typing, paging, a delete that empties the page),
 * and is written to the URL in place (no history entry per keystroke). Other parameters (`?tab=`) are kept.
 */
export function usePagedListUrl<T>(list: PagedList<T>): void {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const state = useAppSelector(list.selectState);
  const fromUrl = queryFromSearchParams(params, list.filterNames, list.defaultLimit, list.pageSizes);
  const urlKey = queryToSearchParams(fromUrl, list.defaultLimit).toString();
  const storeQuery: PageQuery = { page: state.page, limit: state.limit, search: state.search, filters: state.filters };
  const storeKey = queryToSearchParams(storeQuery, list.defaultLimit).toString();
  /** The URL's query as last seen (null before the first sync: the URL wins then, and the list is fetched). */
  const seenUrl = useRef<string | null>(null);
  /** Queries of the store written to the URL and not seen there yet (a navigation lands after the next render). */
  const written = useRef(new Set<string>());

  useEffect(() => {
    const first = seenUrl.current === null;
    const urlChanged = seenUrl.current !== urlKey;
    seenUrl.current = urlKey;
    if (urlChanged && written.current.has(urlKey)) {
      // One of our own writes landing; when the store moved on meanwhile, its newer query is on its way too.
      written.current.delete(urlKey);
      if (urlKey === storeKey) written.current.clear();
      return;
    }
    if (urlChanged) {
      // Opening the page, Back, a link: the URL wins.
      written.current.clear();
      if (first || urlKey !== storeKey) {
        dispatch(list.actions.queryChanged(queryFromSearchParams(new URLSearchParams(urlKey), list.filterNames, list.defaultLimit, list.pageSizes)));
      }
      return;
    }
    if (storeKey === urlKey || written.current.has(storeKey)) return;
    written.current.add(storeKey);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of [...LIST_PARAMS, ...list.filterNames]) next.delete(name);
        for (const [name, value] of new URLSearchParams(storeKey)) next.set(name, value);
        return next;
      },
      { replace: true },
    );
    // The keys carry the whole query; the list object is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlKey, storeKey]);
}
