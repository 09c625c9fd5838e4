import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import type { ErpProduct } from '@freight/contracts';
import { createAppStore } from '@freight/store';
import { ProductLookup, type ProductLookupLabels } from './ProductLookup';
import { mockedApi } from '@freight/testing';

// The unit under test is the look-up; the ERP's catalogue (get-sap-products) is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('integrationManager'));
const api = mockedApi('integrationManager');

const product = (erpProductId: string, name: string): ErpProduct => ({
  erpProductId,
  name,
  description: name,
  commodity: 'Apparel',
  unit: 'case',
  unitWeightLbs: 12,
  unitsPerPallet: 40,
  isHazmat: false,
  temperatureMinF: null,
  temperatureMaxF: null,
  equipmentKey: null,
});
const CATALOGUE = [product('P-100', 'T-shirt, cotton'), product('P-200', 'T-shirt, linen'), product('P-300', 'Socks')];

const LABELS: ProductLookupLabels = {
  search: 'Search the product catalogue',
  hint: 'Type two letters or more.',
  searching: 'Searching…',
  failed: 'The catalogue could not be searched.',
  none: 'No product matches.',
  add: 'Add',
  addNamed: (p) => `Add a line for ${p.name}`,
  added: 'Added',
  addedNamed: (p) => `${p.name} is in the order`,
};

beforeEach(() => {
  api.integrationManager.products.mockImplementation(async (search: string) => ({
    status: true,
    message: 'ok',
    data: CATALOGUE.filter((p) => p.name.toLowerCase().includes(search.toLowerCase())),
  }));
});
afterEach(() => jest.clearAllMocks());

// The real store (the look-up injects its own cache into it); the search's debounce runs on the real clock.
function renderLookup(props: { onAdd?: jest.Mock; isAdded?: (p: ErpProduct) => boolean } = {}) {
  const onAdd = props.onAdd ?? jest.fn();
  render(
    <Provider store={createAppStore()}>
      <ProductLookup labels={LABELS} onAdd={onAdd} isAdded={props.isAdded} />
    </Provider>,
  );
  const user = userEvent.setup();
  const type = (text: string) => user.type(screen.getByLabelText(LABELS.search), text);
  return { user, type, onAdd };
}
const WAIT = { timeout: 3000 };

const hint = () => screen.getByLabelText(LABELS.search).getAttribute('aria-describedby')!;

describe('the product look-up', () => {
  it('says to type two letters, and searches only once the text has two and stood still', async () => {
    const { type } = renderLookup();
    const box = screen.getByLabelText(LABELS.search);
    expect(box).toHaveAccessibleDescription('Type two letters or more.');
    await type('t');
    expect(document.getElementById(hint())).toHaveTextContent('Type two letters or more.');
    await type('-sh');
    expect(await screen.findByRole('button', { name: 'Add a line for T-shirt, cotton' }, WAIT)).toBeInTheDocument();
    // One search, of the whole text: none of 't' (too short) nor of the text on its way.
    expect(api.integrationManager.products.mock.calls).toEqual([['t-sh', 10, { silent: true }]]);
    expect(box).toHaveAccessibleDescription('');
  });

  it('lists the matches, each with its Add naming the product; Add hands the product to the form', async () => {
    const { type, user, onAdd } = renderLookup();
    await type('t-sh');
    await screen.findByRole('list', undefined, WAIT);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['T-shirt, cotton (P-100)Add', 'T-shirt, linen (P-200)Add']);
    await user.click(screen.getByRole('button', { name: 'Add a line for T-shirt, linen' }));
    expect(onAdd).toHaveBeenCalledWith(CATALOGUE[1]);
  });

  it('a product the form holds says so and cannot be added twice', async () => {
    const { type } = renderLookup({ isAdded: (p) => p.erpProductId === 'P-100' });
    await type('t-shirt');
    const added = await screen.findByRole('button', { name: 'T-shirt, cotton is in the order' }, WAIT);
    expect(added).toBeDisabled();
    expect(added).toHaveTextContent('Added');
    expect(screen.getByRole('button', { name: 'Add a line for T-shirt, linen' })).toBeEnabled();
  });

  it('says when nothing matches, and when the catalogue could not be searched', async () => {
    const { type, user } = renderLookup();
    await type('boots');
    expect(await screen.findByText('No product matches.', undefined, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    api.integrationManager.products.mockRejectedValue(new Error('502'));
    await user.clear(screen.getByLabelText(LABELS.search));
    await type('socks');
    expect(await screen.findByText('The catalogue could not be searched.', undefined, WAIT)).toBeInTheDocument();
  });
});
