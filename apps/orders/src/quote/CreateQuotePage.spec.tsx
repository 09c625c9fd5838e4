import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@freight/api-client';
import type { SalesOrderLoadData } from '@freight/contracts';
import { renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { ordersFeature } from '../feature';
import { PRODUCT, SALES_ORDER, UUID, ok } from '../sales/fixtures';
import { CreateQuotePage } from './CreateQuotePage';
import { emptyQuote, quotePayload, quoteSchema } from './schema';

// The unit under test is the /order/add screen; the API client is a fake.
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
const WAREHOUSE = {
  _id: UUID(810),
  name: 'Dallas DC',
  code: 'DAL1',
  street1: '4500 Irving Blvd',
  city: 'Dallas',
  state: 'TX',
  postalCode: '75247',
  country: 'USA',
};
const OPEN = SALES_ORDER(4);
const LOAD_ANSWER = (so = SALES_ORDER(9)): SalesOrderLoadData =>
  ({
    salesOrder: { ...so, status: 'confirmed', load: { _id: UUID(600), loadId: 'L-100600', status: 'pending' } },
    load: { _id: UUID(600), loadId: 'L-100600' },
  }) as unknown as SalesOrderLoadData;

beforeEach(() => {
  jest.clearAllMocks();
  api.salesOrders!.list!.mockImplementation((body: { status?: string }) =>
    ok({ items: body.status === 'open' ? [OPEN] : [], total: body.status === 'open' ? 1 : 0, page: 1, limit: 100 }),
  );
  api.integrationManager!.products!.mockImplementation(() => ok([PRODUCT]));
  api.addressManager!.list!.mockImplementation(() => ok({ items: [CUSTOMER], total: 1, page: 1, limit: 50 }));
  api.addressManager!.detail!.mockImplementation(() => ok(CUSTOMER));
  api.warehouseManager!.list!.mockImplementation(() => ok({ items: [WAREHOUSE], total: 1, page: 1, limit: 50 }));
  api.warehouseManager!.detail!.mockImplementation(() => ok(WAREHOUSE));
});

const user = userEvent.setup({ delay: null });

async function renderPage(route = '/order/add') {
  const view = await renderWithProviders(<CreateQuotePage />, { route, path: '/order/add', features: [ordersFeature], areas: { orders: { en, sp, fr } } });
  await act(view.waitForSagas);
  return view;
}

async function chooseWarehouse() {
  await waitFor(() => expect(screen.getByRole('option', { name: /Dallas DC/ })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('Pickup warehouse'), WAREHOUSE._id);
}

describe('/order/add', () => {
  it('the payload: a new sales order then its load, times as ISO; a chosen (or already made) sales order only its load', () => {
    const values = {
      ...emptyQuote(undefined, new Date('2026-11-24T10:00:00')),
      customerAddressId: 'c1',
      pickupWarehouseId: 'w1',
      weight: '12500',
      specialInstructions: ' Dock 4 ',
    };
    values.lines = [{ sku: 'BW-24-500', description: 'Water', unit: 'case', quantity: '168', unitPrice: '' }];
    const payload = quotePayload(values);
    expect(payload.salesOrder).toEqual({ customerAddressId: 'c1', requestedDeliveryDate: '2026-11-27', lines: [{ sku: 'BW-24-500', quantity: 168 }] });
    expect(payload.load).toEqual({
      pickupWarehouseId: 'w1',
      pickupStart: new Date('2026-11-25T08:00').toISOString(),
      pickupEnd: new Date('2026-11-25T12:00').toISOString(),
      deliveryStart: new Date('2026-11-27T08:00').toISOString(),
      deliveryEnd: new Date('2026-11-27T17:00').toISOString(),
      weight: 12500,
      specialInstructions: 'Dock 4',
    });
    expect(quotePayload(values, 'made-1')).toEqual({ load: { ...payload.load, salesOrderId: 'made-1' } });
    expect(quotePayload({ ...values, source: 'existing', salesOrderId: 'so-1' })).toEqual({ load: { ...payload.load, salesOrderId: 'so-1' } });
  });

  it('limits the special instructions with the shared too-long message', async () => {
    await expect(quoteSchema.validateAt('specialInstructions', { ...emptyQuote(), specialInstructions: 'x'.repeat(2001) })).rejects.toThrow(
      'validation.maxLength|{"max":2000}',
    );
    await expect(quoteSchema.validateAt('specialInstructions', { ...emptyQuote(), specialInstructions: 'x'.repeat(2000) })).resolves.toHaveLength(2000);
  });

  it('checks the customer, the products, the warehouse and the windows before creating anything', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Create a quote' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Pickup until'));
    await user.type(screen.getByLabelText('Pickup until'), '2020-01-01T08:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one product')).toBeInTheDocument();
    expect(screen.getByLabelText('Customer')).toHaveAccessibleDescription('Choose the customer');
    expect(screen.getByLabelText('Pickup warehouse')).toHaveAccessibleDescription('Choose the pickup warehouse');
    expect(screen.getByLabelText('Pickup until')).toHaveAccessibleDescription('The pickup must end after it starts');
    // The refused Save takes the focus to the first field in error, at the top (Save is at the bottom on a phone).
    await waitFor(() => expect(screen.getByLabelText('Customer')).toHaveFocus());
    expect(api.salesOrders!.create).not.toHaveBeenCalled();
    expect(api.salesOrders!.createLoad).not.toHaveBeenCalled();
  });

  it('refuses pickup and delivery windows that have already ended, as the API does; reads the weight in the reader’s language', async () => {
    await renderPage();
    const local = (days: number, hours: number) => {
      const date = new Date(Date.now() + days * 86_400_000 + hours * 3_600_000);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    };
    // Two windows in order, both over: each is refused on its end.
    for (const [label, value] of [
      ['Pickup from', local(-3, 0)],
      ['Pickup until', local(-3, 4)],
      ['Delivery from', local(-2, 0)],
      ['Delivery until', local(-2, 4)],
    ] as const) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
    }
    await user.type(screen.getByLabelText('Total weight in lb (optional)'), '12kg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const ended = 'This window has already ended: choose a time from now on';
    await waitFor(() => expect(screen.getByLabelText('Pickup until')).toHaveAccessibleDescription(ended));
    expect(screen.getByLabelText('Delivery until')).toHaveAccessibleDescription(ended);
    expect(screen.getByLabelText('Pickup from')).not.toHaveAccessibleDescription(ended);
    expect(screen.getByLabelText('Total weight in lb (optional)')).toHaveAccessibleDescription(/Enter a number, such as 1,795.5/);
    expect(api.salesOrders!.createLoad).not.toHaveBeenCalled();
    // A window under way (started, not ended) is open.
    await user.clear(screen.getByLabelText('Pickup from'));
    await user.type(screen.getByLabelText('Pickup from'), local(0, -1));
    await user.clear(screen.getByLabelText('Pickup until'));
    await user.type(screen.getByLabelText('Pickup until'), local(0, 3));
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText('Pickup until')).not.toHaveAccessibleDescription(ended));
    expect(quotePayload({ ...emptyQuote(), weight: '12,500.5' }).load.weight).toBe(12_500.5);
  });

  it('a new sales order for a customer: creates it, then its load, and offers to send quote requests', async () => {
    api.salesOrders!.create!.mockImplementation(() => ok(SALES_ORDER(9)));
    api.salesOrders!.createLoad!.mockImplementation(() => ok(LOAD_ANSWER()));
    await renderPage();
    await user.type(screen.getByLabelText('Find a product (name, SKU or commodity)'), 'water');
    await user.click(await screen.findByRole('button', { name: 'Add Bottled Water 24 x 500 ml' }, { timeout: 3000 }));
    await waitFor(() => expect(screen.getByRole('option', { name: /Acme Grocery Distribution/ })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Customer'), CUSTOMER._id);
    await chooseWarehouse();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.salesOrders!.createLoad).toHaveBeenCalled());
    expect(api.salesOrders!.create).toHaveBeenCalledWith(
      expect.objectContaining({ customerAddressId: CUSTOMER._id, lines: [{ sku: 'BW-24-500', quantity: 84 }] }),
    );
    expect(api.salesOrders!.createLoad).toHaveBeenCalledWith(expect.objectContaining({ salesOrderId: SALES_ORDER(9)._id, pickupWarehouseId: WAREHOUSE._id }));
    expect(await screen.findByRole('heading', { name: 'Load created' })).toBeInTheDocument();
    expect(screen.getByText('Sales order SO-100009 is shipped by load L-100600. Send the load to carriers to get quotes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Send quote requests' })).toHaveAttribute('href', `/quotes?load=${UUID(600)}`);
    expect(screen.getByRole('link', { name: 'Open load L-100600' })).toHaveAttribute('href', `/loads/editload/${UUID(600)}`);
  });

  it('a sales order still to ship, chosen by ?salesOrder=: only its load; a refused load keeps the form with the server’s errors', async () => {
    api.salesOrders!.createLoad!.mockImplementationOnce(() =>
      Promise.reject(
        new ApiError(
          'input',
          400,
          {
            status: false,
            message: 'Invalid request',
            errors: [{ field: 'body.deliveryEnd', message: 'The delivery window must end after the pickup window starts' }],
          },
          'bad',
        ),
      ),
    );
    api.salesOrders!.createLoad!.mockImplementationOnce(() => ok(LOAD_ANSWER(OPEN)));
    await renderPage(`/order/add?salesOrder=${OPEN._id}`);
    expect(screen.getByRole('radio', { name: 'A sales order still to ship' })).toBeChecked();
    await waitFor(() => expect(screen.getByLabelText('Sales order to ship')).toHaveValue(OPEN._id));
    expect(screen.getByText(/Bottled Water 24 x 500 ml/)).toBeInTheDocument();
    await chooseWarehouse();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(
      () => expect(screen.getByLabelText('Delivery until')).toHaveAccessibleDescription('The delivery window must end after the pickup window starts'),
      { timeout: 3000 },
    );
    expect(api.salesOrders!.create).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Load created' })).toBeInTheDocument();
    expect(api.salesOrders!.createLoad).toHaveBeenCalledTimes(2);
    expect(api.salesOrders!.createLoad).toHaveBeenLastCalledWith(expect.objectContaining({ salesOrderId: OPEN._id }));
  });

  it('after a new sales order whose load was refused, the next try makes only the load', async () => {
    api.salesOrders!.create!.mockImplementation(() => ok(SALES_ORDER(9)));
    api.salesOrders!.createLoad!.mockImplementationOnce(() =>
      Promise.reject(
        new ApiError(
          'input',
          400,
          {
            status: false,
            message: 'Invalid request',
            errors: [{ field: 'body.weight', message: 'The weight of these products is unknown: enter the total weight' }],
          },
          'bad',
        ),
      ),
    );
    api.salesOrders!.createLoad!.mockImplementationOnce(() => ok(LOAD_ANSWER()));
    await renderPage();
    await user.type(screen.getByLabelText('Find a product (name, SKU or commodity)'), 'water');
    await user.click(await screen.findByRole('button', { name: 'Add Bottled Water 24 x 500 ml' }, { timeout: 3000 }));
    await waitFor(() => expect(screen.getByRole('option', { name: /Acme Grocery Distribution/ })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Customer'), CUSTOMER._id);
    await chooseWarehouse();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sales order SO-100009 was created; only its load is left to make.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Total weight in lb (optional)')).toHaveAccessibleDescription(/The weight of these products is unknown/), {
      timeout: 3000,
    });
    await user.type(screen.getByLabelText('Total weight in lb (optional)'), '2300');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Load created' })).toBeInTheDocument();
    expect(api.salesOrders!.create).toHaveBeenCalledTimes(1);
    expect(api.salesOrders!.createLoad).toHaveBeenLastCalledWith(expect.objectContaining({ salesOrderId: SALES_ORDER(9)._id, weight: 2300 }));
  });
});
