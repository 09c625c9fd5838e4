import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { SEARCH_DEBOUNCE_MS } from '@freight/store';
import { mockedApi, renderWithProviders } from '@freight/testing';
import { AddressPicker } from './AddressPicker';

// The unit under test is the picker; the API's address book (120 addresses, pages of at most 50) is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('addressManager'));
const api = mockedApi('addressManager');

const BOOK = Array.from({ length: 120 }, (_, i) => ({
  _id: `a${i + 1}`,
  name: `Dock ${i + 1}`,
  city: i % 2 ? 'Chicago' : 'Toronto',
  state: i % 2 ? 'IL' : 'ON',
}));
beforeEach(() => {
  api.addressManager.list.mockImplementation(async ({ page, limit, search }: { page: number; limit: number; search?: string }) => {
    const matching = BOOK.filter((a) => !search || a.name.toLowerCase().includes(search.toLowerCase()));
    return { status: true, message: 'ok', data: { items: matching.slice((page - 1) * limit, page * limit), total: matching.length, page, limit } };
  });
  api.addressManager.detail.mockImplementation(async (id: string) => ({ status: true, message: 'ok', data: BOOK.find((a) => a._id === id) }));
});
afterEach(() => jest.useRealTimers());

async function renderLaneEnds(initial = { originAddressId: '', destinationAddressId: '' }) {
  const view = await renderWithProviders(
    <Formik initialValues={initial} onSubmit={jest.fn()}>
      <Form>
        <AddressPicker name="originAddressId" label="Origin" searchLabel="Search addresses (from)" />
        <AddressPicker name="destinationAddressId" label="Destination" searchLabel="Search addresses (to)" />
      </Form>
    </Formik>,
  );
  await act(view.waitForSagas);
  // The search boxes' debounce on a fake clock (i18next's start-up above needs the real one).
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  /** Types into a search box and lets the debounce and the look-up finish. */
  const search = async (label: string, text: string) => {
    await user.type(screen.getByLabelText(label), text);
    await act(async () => {
      jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
    });
    await act(view.waitForSagas);
  };
  return { ...view, user, search };
}

const selected = (label: string) => {
  const select = screen.getByRole('combobox', { name: label }) as HTMLSelectElement;
  return select.selectedOptions[0]?.textContent;
};

describe('the address picker', () => {
  it('lists the first matches and says the rest are a search away', async () => {
    await renderLaneEnds();
    expect(screen.getByRole('combobox', { name: 'Origin' }).querySelectorAll('option')).toHaveLength(51);
    expect(screen.getAllByText('50 of 120 listed: type to find the others.')).toHaveLength(2);
  });

  it('searches the whole address book through the API', async () => {
    const { search, user } = await renderLaneEnds();
    await search('Search addresses (from)', 'Dock 117');
    expect(api.addressManager.list).toHaveBeenLastCalledWith({ page: 1, limit: 50, search: 'Dock 117' }, undefined, { silent: true });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Origin' }), 'a117');
    expect(selected('Origin')).toBe('Dock 117 — Toronto, ON');
  });

  it('keeps the origin chosen while the destination is searched (the add-lane bug)', async () => {
    const { search, user, waitForSagas } = await renderLaneEnds();
    await search('Search addresses (from)', 'Dock 117');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Origin' }), 'a117');
    await search('Search addresses (to)', 'Dock 3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Destination' }), 'a3');
    await act(waitForSagas);
    expect(selected('Origin')).toBe('Dock 117 — Toronto, ON');
    expect(selected('Destination')).toBe('Dock 3 — Toronto, ON');
    // The origin's own search changes: its choice stays listed and selected.
    await search('Search addresses (from)', 'x');
    expect(selected('Origin')).toBe('Dock 117 — Toronto, ON');
  });

  it('shows a chosen address that the first matches do not list (an edit page)', async () => {
    await renderLaneEnds({ originAddressId: 'a101', destinationAddressId: 'a2' });
    expect(api.addressManager.detail).toHaveBeenCalledWith('a101', { silent: true });
    expect(api.addressManager.detail).not.toHaveBeenCalledWith('a2', expect.anything());
    expect(selected('Origin')).toBe('Dock 101 — Toronto, ON');
    expect(selected('Destination')).toBe('Dock 2 — Chicago, IL');
  });
});
