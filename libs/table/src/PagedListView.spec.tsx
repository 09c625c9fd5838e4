import { act, screen, waitFor, within } from '@testing-library/react';
import { createAction } from '@reduxjs/toolkit';
import { createPagedList, defineFeature, featureSelector, type PagedListState, type PageQuery } from '@freight/store';
import { renderWithProviders } from '@freight/testing';
import { PagedListView, type PagedListViewProps } from './PagedListView';

interface Thing {
  id: string;
  name: string;
}

declare module '@freight/store' {
  interface LazyLoadedSlices {
    pagedListViewSpec: PagedListState<Thing>;
  }
}

const THINGS: Thing[] = Array.from({ length: 45 }, (_, i) => ({ id: `t${i + 1}`, name: `Thing ${i + 1}` }));
const backend = { rows: THINGS, failing: false };
const fetchPage = jest.fn(async ({ page, limit, search, filters }: PageQuery) => {
  if (backend.failing) throw new Error('504 API services are currently Offline');
  const matching = backend.rows.filter((row) => row.name.includes(search) && (!filters.kind || row.id.endsWith(filters.kind)));
  return { items: matching.slice((page - 1) * limit, page * limit), total: matching.length };
});
const list = createPagedList<Thing>({
  name: 'things',
  fetchPage,
  selectState: (root): PagedListState<Thing> => selectList(root),
  filterNames: ['kind', 'city', 'from'],
});
const selectList = featureSelector('pagedListViewSpec', list.reducer);
const feature = defineFeature({ key: 'pagedListViewSpec', reducer: list.reducer, saga: list.saga });
const removeRequested = createAction<string>('things/removeRequested');

beforeAll(() =>
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    },
  }),
);
beforeEach(() => {
  backend.rows = THINGS;
  backend.failing = false;
  fetchPage.mockClear();
});

async function renderList(route = '/things', more: Partial<PagedListViewProps<Thing>> = {}) {
  const view = await renderWithProviders(
    <PagedListView
      list={list}
      caption="Things"
      columns={[{ key: 'name', header: 'Name', render: (row) => row.name }]}
      rowKey={(row) => row.id}
      add={{ to: '/things/add', label: 'Add thing' }}
      filters={[{ name: 'kind', label: 'Kind', allLabel: 'All kinds', options: [{ value: '1', label: 'Ones' }] }]}
      remove={{ rowName: (row) => row.name, action: (row) => removeRequested(row.id) }}
      empty="No things yet. Add the first one."
      {...more}
    />,
    { route, path: '/things', features: [feature] },
  );
  await act(view.waitForSagas);
  return view;
}

describe('a paged list view', () => {
  it('reads page, size, search and filters from the URL', async () => {
    await renderList('/things?page=2&limit=10&q=Thing');
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 2, limit: 10, search: 'Thing', filters: {} });
    expect(screen.getByLabelText('Search')).toHaveValue('Thing');
    expect(screen.getByText('Page 2 of 5 (45 in all)')).toBeInTheDocument();
  });

  it('reads the filters from the URL too', async () => {
    await renderList('/things?kind=1');
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 20, search: '', filters: { kind: '1' } });
    expect(screen.getByLabelText('Kind')).toHaveValue('1');
    expect(screen.getAllByTestId('table-row')).toHaveLength(5);
  });

  it('writes the page the user moves to into the URL, keeping the other parameters', async () => {
    const { user, location, waitForSagas } = await renderList('/things?tab=mine');
    expect(screen.getAllByTestId('table-row')).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await act(waitForSagas);
    await waitFor(() => expect(location()).toBe('/things?tab=mine&page=2'));
    expect(screen.getByText('Thing 21')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Per page'), '50');
    await act(waitForSagas);
    await waitFor(() => expect(location()).toBe('/things?tab=mine&limit=50'));
  });

  it('says the list is empty when it is', async () => {
    backend.rows = [];
    await renderList();
    expect(screen.getByText('No things yet. Add the first one.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).not.toBeInTheDocument();
  });

  it('tells a search that matches nothing apart, with a way to clear it', async () => {
    const { user, location, waitForSagas } = await renderList('/things?q=nothing%20like%20this');
    expect(screen.getByText('Nothing matches your search or filters.')).toBeInTheDocument();
    expect(screen.queryByText('No things yet. Add the first one.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await act(waitForSagas);
    await waitFor(() => expect(location()).toBe('/things'));
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getAllByTestId('table-row')).toHaveLength(20);
  });

  it('says an empty tab is empty: a query value the toolbar does not show (a tab) or a sort is not a filter', async () => {
    backend.rows = [];
    await renderList('/things?city=Dallas&from=2026-01-01', {
      filters: [
        { name: 'kind', label: 'Kind', allLabel: 'All kinds', options: [{ value: '1', label: 'Ones' }] },
        { name: 'from', label: 'Sort from', kind: 'date', narrows: false },
      ],
      empty: 'No things in Dallas.',
    });
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 20, search: '', filters: { city: 'Dallas', from: '2026-01-01' } });
    expect(screen.getByText('No things in Dallas.')).toBeInTheDocument();
    expect(screen.queryByText('Nothing matches your search or filters.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).not.toBeInTheDocument();
  });

  it("clears the search and the toolbar's filters of a no-match, keeping the tab and the sort", async () => {
    backend.rows = [];
    const { user, location, waitForSagas } = await renderList('/things?city=Dallas&from=2026-01-01&kind=1&q=zzz', {
      filters: [
        { name: 'kind', label: 'Kind', allLabel: 'All kinds', options: [{ value: '1', label: 'Ones' }] },
        { name: 'from', label: 'Sort from', kind: 'date', narrows: false },
      ],
      empty: 'No things in Dallas.',
    });
    expect(screen.getByText('Nothing matches your search or filters.')).toBeInTheDocument();
    expect(screen.queryByText('No things in Dallas.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await act(waitForSagas);
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams((location() ?? '').split('?')[1] ?? ''))).toEqual({ city: 'Dallas', from: '2026-01-01' }),
    );
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 20, search: '', filters: { city: 'Dallas', from: '2026-01-01' } });
    expect(screen.getByText('No things in Dallas.')).toBeInTheDocument();
  });

  it('says the list call failed (not "empty"), and Retry fetches it again', async () => {
    backend.failing = true;
    const { user, waitForSagas } = await renderList();
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be loaded.');
    expect(screen.queryByText('No things yet. Add the first one.')).not.toBeInTheDocument();
    backend.failing = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await act(waitForSagas);
    expect(screen.getAllByTestId('table-row')).toHaveLength(20);
  });

  it('deletes a row only once confirmed', async () => {
    const { user, dispatched } = await renderList();
    const row = screen.getAllByTestId('table-row')[2]!;
    await user.click(within(row).getByRole('button', { name: 'Delete Thing 3' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Delete Thing 3? This cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(dispatched()).toContainEqual(removeRequested('t3'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes typed and date filters (URL in and out), more row actions, and rows as labelled cards', async () => {
    const { user, location, waitForSagas } = await renderList('/things?city=Dallas', {
      filters: [
        { name: 'city', label: 'City', kind: 'text' },
        { name: 'from', label: 'From', kind: 'date' },
      ],
      rowActions: (row) => <a href={`/things/${row.id}`}>Open {row.name}</a>,
      cards: true,
    });
    expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, limit: 20, search: '', filters: { city: 'Dallas' } });
    expect(screen.getByLabelText('City')).toHaveValue('Dallas');
    const from = screen.getByLabelText('From');
    expect(from).toHaveAttribute('type', 'date');
    await user.type(from, '2026-11-30');
    await act(waitForSagas);
    await waitFor(() => expect(location()).toBe('/things?city=Dallas&from=2026-11-30'));
    const row = screen.getAllByTestId('table-row')[0]!;
    expect(within(row).getByRole('link', { name: 'Open Thing 1' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Thing 1' })).toBeInTheDocument();
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Name', 'Actions']);
    expect(screen.getByRole('table')).toHaveClass('table-cards');
  });

  it('folds many filters under a disclosure that counts the active ones', async () => {
    await renderList('/things?kind=1', { foldFilters: { label: 'Filters' } });
    const fold = screen.getByText('Filters (1)').closest('details')!;
    expect(fold).toHaveAttribute('open');
    expect(within(fold).getByLabelText('Kind')).toHaveValue('1');
  });
});
