import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { ordersFeature } from '../feature';
import { ERP_ORDER, PRODUCT, SALES_ORDER, UUID, ok } from './fixtures';
import { SalesOrdersPage } from './SalesOrdersPage';

// The unit under test is the /order/list screen; the API client is a fake.
jest.mock('@freight/api-client', () =>
  jest.requireActual('@freight/testing/src/api-client').mockApiGroups('salesOrders', 'integrationManager', 'addressManager', 'warehouseManager'),
);
type Mocks = Record<string, Record<string, jest.Mock>>;
const api = jest.requireMock('@freight/api-client') as Mocks;

const CUSTOMER = {
  _id: UUID(800),
  tag: 'customer',
  name: 'Acme Grocery Distribution',
  street1: '1200 W Fulton Market',
  city: 'Chicago',
  state: 'IL',
  postalCode: '60607',
  country: 'USA',
};
const SHIPPED = SALES_ORDER(2, { status: 'confirmed', load: { _id: UUID(500), loadId: 'L-100200', status: 'pending' } });

beforeEach(() => {
  jest.clearAllMocks();
  api.salesOrders!.list!.mockImplementation((body: { page?: number; limit?: number }) =>
    ok({ items: [SALES_ORDER(1), SHIPPED], total: 2, page: body.page ?? 1, limit: body.limit ?? 20 }),
  );
  api.salesOrders!.erpOrders!.mockImplementation(() =>
    ok({ items: [ERP_ORDER(1), ERP_ORDER(2, { imported: { _id: UUID(3), soNumber: 'SO-100003' } })], total: 2, page: 1, limit: 10 }),
  );
  api.integrationManager!.products!.mockImplementation(() => ok([PRODUCT]));
  api.addressManager!.list!.mockImplementation(() => ok({ items: [CUSTOMER], total: 1, page: 1, limit: 50 }));
  api.addressManager!.detail!.mockImplementation(() => ok(CUSTOMER));
});

const user = userEvent.setup({ delay: null });

async function renderPage(route = '/order/list', language: 'en' | 'sp' | 'fr' = 'en') {
  const view = await renderWithProviders(<SalesOrdersPage />, {
    route,
    path: '/order/list',
    features: [ordersFeature],
    areas: { orders: { en, sp, fr } },
    language,
  });
  await act(view.waitForSagas);
  return view;
}

describe('/order/list', () => {
  it("lists the company's sales orders with the URL's filters, each with its load (linked) or a way to plan one", async () => {
    await renderPage('/order/list?status=confirmed&load=with&q=acme&page=2');
    expect(api.salesOrders!.list).toHaveBeenCalledWith({ page: 2, limit: 20, status: 'confirmed', load: 'with', search: 'acme' }, { silent: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Sales orders' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Sales orders' });
    expect(within(table).getByText('SO-100001')).toBeInTheDocument();
    expect(within(table).getAllByText('$688.80')).toHaveLength(2);
    expect(within(table).getByRole('link', { name: /^L-100200 .+, load of sales order SO-100002$/ })).toHaveAttribute('href', `/loads/editload/${UUID(500)}`);
    expect(within(table).getByRole('link', { name: 'Create a quote for sales order SO-100001' })).toHaveAttribute('href', `/order/add?salesOrder=${UUID(1)}`);
    expect(screen.getByLabelText('Status')).toHaveValue('confirmed');
    expect(screen.getByLabelText('Load')).toHaveValue('with');
    expect(screen.getByRole('link', { name: 'Sales orders', current: 'page' })).toBeInTheDocument();
  });

  it('says when there are none yet, and offers the ERP import', async () => {
    api.salesOrders!.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20 }));
    await renderPage();
    expect(await screen.findByText('No sales orders yet. Import them from your ERP or create one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import sales orders from the ERP' })).toHaveAttribute('href', '/order/list?view=erp');
  });

  it('"Import from ERP" lists the ERP’s open orders; Create makes the sales order, an imported one links to it', async () => {
    api.salesOrders!.create!.mockImplementation(() => ok(SALES_ORDER(9, { erpReference: 'SAP-70001001' })));
    await renderPage('/order/list?view=erp');
    expect(screen.getByRole('heading', { level: 1, name: 'Import from ERP' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Import from ERP' });
    expect(within(table).getByText('SAP-70001001')).toBeInTheDocument();
    expect(within(table).getAllByText(/12 units · Ergonomic Office Chair/)).toHaveLength(2);
    expect(within(table).getByRole('link', { name: 'ERP order SAP-70001002 imported as sales order SO-100003' })).toHaveAttribute(
      'href',
      '/order/list?q=SO-100003',
    );
    await user.click(within(table).getByRole('button', { name: 'Create a sales order from ERP order SAP-70001001 (Lone Star Building Supply)' }));
    await waitFor(() => expect(api.salesOrders!.create).toHaveBeenCalledWith({ erpOrderId: 'SAP-70001001' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ERP order SAP-70001001 is now sales order SO-100009');
    await waitFor(() => expect(api.salesOrders!.erpOrders).toHaveBeenCalledTimes(2));
  });

  it('"New sales order" checks the customer and lines, then creates it with the products found and goes to it in the list', async () => {
    api.salesOrders!.create!.mockImplementation(() => ok(SALES_ORDER(9)));
    const view = await renderPage('/order/list?view=new');
    expect(screen.getByRole('heading', { level: 1, name: 'New sales order' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one product')).toBeInTheDocument();
    expect(screen.getByLabelText('Customer')).toHaveAccessibleDescription('Choose the customer');
    // The refused Save takes the focus to the first field in error (Save is far below it on a phone).
    await waitFor(() => expect(screen.getByLabelText('Customer')).toHaveFocus());
    expect(api.salesOrders!.create).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Find a product (name, SKU or commodity)'), 'water');
    await user.click(await screen.findByRole('button', { name: 'Add Bottled Water 24 x 500 ml' }, { timeout: 3000 }));
    expect(screen.getByRole('button', { name: 'Bottled Water 24 x 500 ml is in the order' })).toBeDisabled();
    expect(screen.getByLabelText('Quantity (cases)')).toHaveValue('84');
    await user.clear(screen.getByLabelText('Quantity (cases)'));
    await user.type(screen.getByLabelText('Quantity (cases)'), '168');
    await user.type(screen.getByLabelText('Unit price (optional)'), '4.05');
    await waitFor(() => expect(screen.getByRole('option', { name: /Acme Grocery Distribution/ })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Customer'), CUSTOMER._id);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.salesOrders!.create).toHaveBeenCalledWith({
        customerAddressId: CUSTOMER._id,
        currency: 'USD',
        lines: [{ sku: 'BW-24-500', quantity: 168, unitPriceCents: 405 }],
      }),
    );
    await waitFor(() => expect(view.location()).toBe('/order/list?q=SO-100009'));
  });

  it('speaks Spanish and French', async () => {
    await renderPage('/order/list?view=erp', 'sp');
    expect(
      await screen.findByRole('button', { name: 'Crear una orden de venta a partir de la orden del ERP SAP-70001001 (Lone Star Building Supply)' }),
    ).toBeInTheDocument();
  });
});
