import { useState, type ReactNode } from 'react';
import type { Action } from '@reduxjs/toolkit';
import { Link } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector, type PagedList } from '@freight/store';
import { ConfirmDialog, EmptyState, ErrorPanel, LoadingState } from '@freight/ui';
import { DataTable, type Column } from './DataTable';
import { Pagination } from './Pagination';
import { usePagedListUrl } from './usePagedListUrl';
import { FoldedFilters } from './FoldedFilters';
import './table.css';

interface FilterBase {
  /** The list's filter name (also its URL parameter), e.g. 'tag'. */
  name: string;
  label: string;
  /**
   * False for a choice that orders the rows without leaving any out (a sort): it does not make an empty list a
   * "no match", and "Clear filters" keeps it.
   */
  narrows?: boolean;
}

/** A choice among fixed values (the default kind). */
export interface SelectListFilter extends FilterBase {
  kind?: 'select';
  /** The choice that filters nothing ('All tags'). */
  allLabel: string;
  options: Array<{ value: string; label: string }>;
}

/** A typed value ('text': a city, a name) or a day ('date': `YYYY-MM-DD`), debounced like the search. */
export interface InputListFilter extends FilterBase {
  kind: 'text' | 'date';
}

export type ListFilter = SelectListFilter | InputListFilter;

const isInputFilter = (filter: ListFilter): filter is InputListFilter => filter.kind === 'text' || filter.kind === 'date';

/** The words of a reversible removal ('Remove', 'Remove X from favourites', 'Remove X from favourites?'). */
export interface RemoveTexts {
  button: string;
  named: (name: string) => string;
  confirm: (name: string) => string;
}

export interface PagedListViewProps<T> {
  list: PagedList<T>;
  /** The table's accessible name ('Addresses'). */
  caption: string;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  /** The add button of the toolbar. */
  add?: { to: string; label: string };
  filters?: ListFilter[];
  /**
   * A delete column: each row's button asks first ('Confirm'), then dispatches `action(row)`. `texts` words a removal
   * that can be undone (a favourite) instead of a deletion: its button, the button's name and the question.
   */
  remove?: { rowName: (row: T) => string; action: (row: T) => Action; texts?: RemoveTexts };
  /** More actions of a row (links, buttons), in the same actions column, before Delete. */
  rowActions?: (row: T) => ReactNode;
  /** On a narrow screen each row is a card of label/value lines instead of a table row (`DataTable`'s `cards`). */
  cards?: boolean;
  /**
   * Many filters: fold them under a disclosure ('Filters (2)'), open at first on a wide screen or when one is set,
   * folded on a phone so the rows are not pushed below the fold.
   */
  foldFilters?: { label: string };
  /**
   * What an empty list says, e.g. 'No addresses yet. Add the places you ship from and to.' It may follow a choice
   * made outside the toolbar (a tab, kept in the list's filters but not in `filters`): 'No pending loads'.
   */
  empty: ReactNode;
  /** Below the table and its pagination (e.g. a map of the page's rows). */
  children?: ReactNode;
}

/**
 * A paged list screen, the same everywhere: toolbar (search, filters, add), the table with an optional delete
 * column and its confirmation, pagination, and three distinct states when there is no row to show: the list is
 * empty, nothing matches the search or the toolbar's filters (with a button that clears them, keeping a tab or a
 * sort), or the list call failed (500,
 * 504, no connection: with Retry). Page, page size, search and filters live in the URL (`usePagedListUrl`).
 */
/** Whether the screen is wide enough to show the filters unfolded (no `matchMedia`, as in tests: yes). */
export function PagedListView<T>({
  list,
  caption,
  columns,
  rowKey,
  add,
  filters = [],
  remove,
  rowActions,
  cards,
  foldFilters,
  empty,
  children,
}: PagedListViewProps<T>) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector(list.selectState);
  const [deleting, setDeleting] = useState<T>();
  usePagedListUrl(list);
  const activeFilters = filters.filter((filter) => state.filters[filter.name]).length;

  // Only the search and the toolbar's own filters make "nothing matches" (with Clear): a list's other query values
  // (a tab chosen outside the toolbar) and a sort leave an empty list empty.
  const narrowing = filters.filter((filter) => filter.narrows !== false).map((filter) => filter.name);
  const filtered = state.search.trim() !== '' || narrowing.some((name) => state.filters[name]);
  const clearedFilters = Object.fromEntries(Object.entries(state.filters).filter(([name]) => !narrowing.includes(name)));
  const allColumns: Column<T>[] =
    remove || rowActions
      ? [
          ...columns,
          {
            key: 'actions',
            header: t('table.actions'),
            render: (row) => (
              <span className="row-actions">
                {rowActions?.(row)}
                {remove && (
                  <button
                    type="button"
                    className="link-button danger"
                    onClick={() => setDeleting(row)}
                    aria-label={remove.texts ? remove.texts.named(remove.rowName(row)) : t('list.deleteNamed', { name: remove.rowName(row) })}
                  >
                    {remove.texts ? remove.texts.button : t('table.delete')}
                  </button>
                )}
              </span>
            ),
          },
        ]
      : columns;
  const setFilter = (name: string, value: string) => {
    const { [name]: _changed, ...others } = state.filters;
    dispatch(list.actions.filtersChanged(value ? { ...others, [name]: value } : others));
  };

  const filterFields = filters.map((filter) => (
    <div className="field" key={filter.name}>
      <label htmlFor={`list-filter-${filter.name}`}>{filter.label}</label>
      {isInputFilter(filter) ? (
        <input
          id={`list-filter-${filter.name}`}
          type={filter.kind === 'date' ? 'date' : 'search'}
          value={state.filters[filter.name] ?? ''}
          onChange={(event) => setFilter(filter.name, event.target.value)}
        />
      ) : (
        <select id={`list-filter-${filter.name}`} value={state.filters[filter.name] ?? ''} onChange={(event) => setFilter(filter.name, event.target.value)}>
          <option value="">{filter.allLabel}</option>
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </div>
  ));

  let body: ReactNode;
  if (state.status === 'failed') {
    body = <ErrorPanel title={t('list.loadFailed')} message={t('list.loadFailedHint')} onRetry={() => dispatch(list.actions.requested())} />;
  } else if (state.items.length === 0 && state.status !== 'loaded') {
    body = <LoadingState />;
  } else if (state.items.length === 0 && filtered) {
    body = (
      <div className="state state-empty list-no-match" role="status">
        <p>{t('list.noMatch')}</p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => dispatch(list.actions.queryChanged({ page: 1, limit: state.limit, search: '', filters: clearedFilters }))}
        >
          {t('list.clearFilters')}
        </button>
      </div>
    );
  } else if (state.items.length === 0) {
    body = <EmptyState>{empty}</EmptyState>;
  } else {
    body = (
      <>
        <DataTable caption={caption} columns={allColumns} rows={state.items} rowKey={rowKey} loading={state.status === 'loading'} cards={cards} />
        <Pagination
          page={state.page}
          limit={state.limit}
          total={state.total}
          onPage={(page) => dispatch(list.actions.requested({ page }))}
          onLimit={(limit) => dispatch(list.actions.requested({ limit }))}
          sizes={list.pageSizes}
        />
      </>
    );
  }

  return (
    <>
      <div className="toolbar">
        <div className="field">
          <label htmlFor="list-search">{t('table.search')}</label>
          <input id="list-search" type="search" value={state.search} onChange={(event) => dispatch(list.actions.searchChanged(event.target.value))} />
        </div>
        {foldFilters && filters.length > 0 ? (
          <FoldedFilters label={foldFilters.label} active={activeFilters}>
            {filterFields}
          </FoldedFilters>
        ) : (
          filterFields
        )}
        <span className="spacer" />
        {add && (
          <Link className="button" to={add.to}>
            {add.label}
          </Link>
        )}
      </div>
      {body}
      {children}
      {remove && (
        <ConfirmDialog
          open={deleting !== undefined}
          message={
            deleting === undefined
              ? ''
              : remove.texts
                ? remove.texts.confirm(remove.rowName(deleting))
                : t('list.confirmDelete', { name: remove.rowName(deleting) })
          }
          // A removal that can be undone destroys nothing.
          tone={remove.texts ? 'neutral' : 'danger'}
          onCancel={() => setDeleting(undefined)}
          onConfirm={() => {
            if (deleting !== undefined) dispatch(remove.action(deleting));
            setDeleting(undefined);
          }}
        />
      )}
    </>
  );
}
