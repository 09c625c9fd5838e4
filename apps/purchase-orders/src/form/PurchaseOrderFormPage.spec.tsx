import { combineReducers } from '@reduxjs/toolkit';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@freight/api-client';
import { defineFeature } from '@freight/store';
import { realtimeFake, renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { CLOSED_ORDER, CONTAINER_A, CONTAINER_B, ERP_ORDER, ORDER } from './fixtures';
import { PurchaseOrderFormPage } from './PurchaseOrderFormPage';
import { formSaga } from './sagas';
import { FORM_KEY, formReducer } from './state';
import { LIST_KEY, listReducer, purchaseOrderList } from '../list/state';

// The unit under test is the form page with its saga and the real store; the API client is a fake.
jest.mock('@freight/api-client', () =>
  jest.requireActual('@freight/testing/src/api-client').mockApiGroups('purchaseManager', 'integrationManager', 'warehouseManager', 'addressManager'),
);
jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);
const containersUpdated = (purchaseOrderIds: string[]) => {
  realtimeFake.emit('containers.updated', { containerIds: ['c1'], purchaseOrderIds });
};
type Mocks = Record<string, jest.Mock>;
const api = jest.requireMock('@freight/api-client') as { purchaseManager: Mocks; integrationManager: Mocks; warehouseManager: Mocks };
const po = api.purchaseManager;
const ok = <T,>(data: T, message = 'ok') => Promise.resolve({ status: true, message, data });

// The form's reducer and saga, and the list's reducer (Cancel goes back to the list as it was left).
const feature = defineFeature({
  key: 'purchaseOrders',
  reducer: combineReducers({ [FORM_KEY]: formReducer, [LIST_KEY]: listReducer }) as never,
  saga: formSaga,
});

async function open(route: string, language: 'en' | 'sp' = 'en') {
  const path = route.startsWith('/purchase-orders/edit/') ? '/purchase-orders/edit/:id' : '/purchase-orders/add';
  const view = await renderWithProviders(<PurchaseOrderFormPage />, {
    route,
    path,
    features: [feature],
    areas: { 'purchase-orders': { en, sp, fr } },
    language,
  });
  await act(view.waitForSagas);
  return { ...view, types: () => view.dispatched().map((action) => action.type) };
}

const user = userEvent.setup({ delay: null });
/** Text given to a field in one input event (a big form re-renders per keystroke: typing letter by letter is slow, not more telling). */
const typeInto = async (field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

beforeEach(() => {
  jest.clearAllMocks();
  realtimeFake.reset();
  po.detail!.mockImplementation(() => ok(ORDER));
  api.warehouseManager.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 50 }));
  api.integrationManager.products!.mockImplementation(() => ok([]));
});

describe('the new purchase order form', () => {
  it('checks a container number as it is typed and says which check digit is expected', async () => {
    await open('/purchase-orders/add');
    expect(screen.getByRole('heading', { name: 'New purchase order', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a container' }));
    const number = screen.getByLabelText('Container number');
    await typeInto(number, 'CSQU305438');
    expect(screen.getByText('The check digit of these ten characters is 3.')).toBeInTheDocument();
    await typeInto(number, '4');
    await user.tab();
    expect(await screen.findByText('The check digit is wrong: 3 expected, not 4')).toBeInTheDocument();
    expect(screen.queryByText('The check digit of these ten characters is 3.')).not.toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await user.clear(number);
    await typeInto(number, 'csqu 305438-3');
    await user.tab();
    expect(number).toHaveValue('CSQU3054383');
    expect(screen.getByText('CSQU3054383: the check digit is right.')).toBeInTheDocument();
    await waitFor(() => expect(number).not.toHaveAttribute('aria-invalid'));
  });

  it('does not save without the required fields', async () => {
    const { types } = await open('/purchase-orders/add');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Required')).length).toBeGreaterThanOrEqual(4);
    expect(types()).not.toContain('purchaseOrders/form/saveRequested');
  });

  it('saves a whole order with a line in a container', async () => {
    po.create!.mockImplementation(() => ok({ ...ORDER, _id: 'new-id' }, 'Purchase Order created successfully'));
    const view = await open('/purchase-orders/add');
    await typeInto(screen.getByLabelText('Supplier'), 'Shenzhen Bright Lighting Co.');
    await typeInto(screen.getByLabelText('Supplier country (2-letter code)'), 'cn');
    await typeInto(screen.getByLabelText('Port of loading'), 'Yantian (Shenzhen)');
    await typeInto(screen.getByLabelText('Port of discharge'), 'Los Angeles / Long Beach');
    await user.click(screen.getByRole('button', { name: 'Add a container' }));
    await typeInto(screen.getByLabelText('Container number'), 'CSQU3054383');
    const line = screen.getByRole('group', { name: 'Line 1' });
    await typeInto(within(line).getByLabelText('SKU'), 'LED-100');
    await typeInto(within(line).getByLabelText('Description'), 'LED panel');
    await user.clear(within(line).getByLabelText('Quantity'));
    await typeInto(within(line).getByLabelText('Quantity'), '500');
    await typeInto(within(line).getByLabelText('Unit price (USD)'), '15');
    await user.selectOptions(within(line).getByLabelText('Container'), 'CSQU3054383');
    expect(screen.getByText('Total: $7,500.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(po.create).toHaveBeenCalled());
    expect(po.create!.mock.calls[0]![0]).toMatchObject({
      supplierName: 'Shenzhen Bright Lighting Co.',
      supplierCountry: 'CN',
      lines: [{ sku: 'LED-100', quantity: 500, unitPriceCents: 1500, containerNumber: 'CSQU3054383' }],
      containers: [{ containerNumber: 'CSQU3054383', sizeType: '40HC' }],
    });
    await waitFor(() => expect(view.location()).toBe('/purchase-orders/edit/new-id'));
    expect(await screen.findByText('Purchase Order created successfully')).toBeInTheDocument();
  });

  it("adds lines from the ERP's catalogue: the untouched first line takes the first product, the next one goes below", async () => {
    const product = (erpProductId: string, name: string, unit: string) => ({
      erpProductId,
      name,
      description: name,
      commodity: 'Lighting',
      unit,
      unitWeightLbs: 4,
      unitsPerPallet: 100,
      isHazmat: false,
      temperatureMinF: null,
      temperatureMaxF: null,
      equipmentKey: null,
    });
    api.integrationManager.products!.mockImplementation((search: string) =>
      ok([product('LED-100', 'LED panel', 'EA'), product('LED-200', 'LED strip', 'RL')].filter((p) => p.name.toLowerCase().includes(search.toLowerCase()))),
    );
    await open('/purchase-orders/add');
    const search = screen.getByLabelText('Search the product catalogue');
    expect(search).toHaveAccessibleDescription("Type two letters or more of a product's name or number.");
    await typeInto(search, 'led');
    await user.click(await screen.findByRole('button', { name: 'Add a line for LED panel' }, { timeout: 3000 }));
    expect(api.integrationManager.products).toHaveBeenCalledWith('led', 10, { silent: true });
    const first = screen.getByRole('group', { name: 'Line 1' });
    expect(within(first).getByLabelText('SKU')).toHaveValue('LED-100');
    expect(within(first).getByLabelText('Description')).toHaveValue('LED panel');
    expect(screen.queryByRole('group', { name: 'Line 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a line for LED strip' }));
    const second = screen.getByRole('group', { name: 'Line 2' });
    expect(within(second).getByLabelText('SKU')).toHaveValue('LED-200');
    expect(within(screen.getByRole('group', { name: 'Line 1' })).getByLabelText('SKU')).toHaveValue('LED-100');

    await user.clear(search);
    await typeInto(search, 'boots');
    expect(await screen.findByText('No product matches.', undefined, { timeout: 3000 })).toBeInTheDocument();
  });

  it('puts the server field errors on the fields', async () => {
    po.create!.mockImplementation(() =>
      Promise.reject(
        new ApiError(
          'input',
          400,
          { status: false, message: 'Bad input', errors: [{ field: 'body.supplierName', message: 'Supplier is unknown to the server' }] },
          'Bad input',
        ),
      ),
    );
    await open('/purchase-orders/add');
    await typeInto(screen.getByLabelText('Supplier'), 'Acme');
    await typeInto(screen.getByLabelText('Supplier country (2-letter code)'), 'CN');
    await typeInto(screen.getByLabelText('Port of loading'), 'Busan');
    await typeInto(screen.getByLabelText('Port of discharge'), 'Seattle / Tacoma');
    const line = screen.getByRole('group', { name: 'Line 1' });
    await typeInto(within(line).getByLabelText('SKU'), 'X-1');
    await typeInto(within(line).getByLabelText('Description'), 'Widget');
    await typeInto(within(line).getByLabelText('Unit price (USD)'), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Supplier is unknown to the server')).toBeInTheDocument();
    expect(screen.getByLabelText('Supplier')).toHaveAttribute('aria-invalid', 'true');
  });

  it('prefills from the ERP order of ?erp=', async () => {
    po.erpOrder!.mockImplementation(() => ok(ERP_ORDER));
    await open('/purchase-orders/add?erp=4500001234');
    expect(po.erpOrder).toHaveBeenCalledWith('4500001234', { silent: true });
    expect(await screen.findByLabelText('Supplier')).toHaveValue('Busan Steel Works');
    expect(screen.getByLabelText('Port of loading')).toHaveValue('Busan');
    expect(within(screen.getByRole('group', { name: 'Line 1' })).getByLabelText('SKU')).toHaveValue('MAT-1001');
    expect(screen.getByText('Filled in from ERP purchase order 4500001234: check it and save.')).toBeInTheDocument();
  });

  it('links the order an ERP order was already imported as', async () => {
    po.erpOrder!.mockImplementation(() => ok({ ...ERP_ORDER, imported: { _id: ORDER._id, poNumber: 'PO-100123' } }));
    await open('/purchase-orders/add?erp=4500001234');
    expect(await screen.findByText('ERP purchase order 4500001234 is already imported as PO-100123.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open purchase order PO-100123' })).toHaveAttribute('href', `/purchase-orders/edit/${ORDER._id}`);
  });

  it('goes back to the list as it was left: Cancel keeps its page, search and filters', async () => {
    const view = await open('/purchase-orders/add');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/purchase-orders');
    act(() => {
      view.store.dispatch(purchaseOrderList.actions.queryChanged({ page: 2, limit: 20, search: 'lighting', filters: { status: 'in_transit' } }));
    });
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/purchase-orders?page=2&q=lighting&status=in_transit');
  });

  it('speaks Spanish', async () => {
    await open('/purchase-orders/add', 'sp');
    expect(screen.getByRole('heading', { name: 'Nueva orden de compra', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Proveedor')).toBeInTheDocument();
  });
});

describe('editing a purchase order', () => {
  it('shows the order, its containers with a Track link, and creates the drayage load of the discharged one', async () => {
    po.createDrayageLoad!.mockImplementation(() =>
      ok({ container: CONTAINER_B, load: { _id: 'load-id', loadId: 'L-100900', status: 'pending' } }, 'Drayage load created'),
    );
    await open(`/purchase-orders/edit/${ORDER._id}`);
    expect(screen.getByRole('heading', { name: 'Purchase order PO-100123', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('po-status')).toHaveTextContent('In transit');
    expect(screen.getByLabelText('Supplier')).toHaveValue('Shenzhen Bright Lighting Co.');
    expect(screen.getByRole('link', { name: 'Track container CSQU3054383' })).toHaveAttribute('href', '/purchase-orders/track?container=CSQU3054383');
    expect(screen.queryByRole('button', { name: 'Create drayage load for container CSQU3054383' })).not.toBeInTheDocument();
    po.detail!.mockImplementation(() =>
      ok({ ...ORDER, containers: [CONTAINER_A, { ...CONTAINER_B, load: { _id: 'load-id', loadId: 'L-100900', status: 'pending' } }] }),
    );
    await user.click(screen.getByRole('button', { name: 'Create drayage load for container MSKU9070323' }));
    await waitFor(() => expect(po.createDrayageLoad).toHaveBeenCalledWith(CONTAINER_B._id));
    expect(await screen.findByRole('link', { name: 'Open load L-100900 of container MSKU9070323' })).toHaveAttribute('href', '/loads/editload/load-id');
    expect(screen.getByText('Drayage load created')).toBeInTheDocument();
  });

  it('follows the tracking: a container of the order discharged meanwhile gets its drayage button, not while there are unsaved changes', async () => {
    await open(`/purchase-orders/edit/${ORDER._id}`);
    expect(screen.queryByRole('button', { name: 'Create drayage load for container CSQU3054383' })).not.toBeInTheDocument();
    po.detail!.mockImplementation(() => ok({ ...ORDER, containers: [{ ...CONTAINER_A, status: 'discharged' }, CONTAINER_B] }));
    expect(realtimeFake.count('containers.updated')).toBe(1);
    act(() => containersUpdated([ORDER._id]));
    expect(await screen.findByRole('button', { name: 'Create drayage load for container CSQU3054383' }, { timeout: 3000 })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Supplier'), { target: { value: 'Typed, not saved' } });
    await waitFor(() => expect(realtimeFake.count('containers.updated')).toBe(0));
    expect(screen.getByLabelText('Supplier')).toHaveValue('Typed, not saved');
  });

  it('asks for the destination warehouse before a drayage load can be made', async () => {
    po.detail!.mockImplementation(() => ok({ ...ORDER, destinationWarehouse: null }));
    await open(`/purchase-orders/edit/${ORDER._id}`);
    expect(screen.queryByRole('button', { name: 'Create drayage load for container MSKU9070323' })).not.toBeInTheDocument();
    expect(screen.getByText('Choose the destination warehouse above and save to create its drayage load.')).toBeInTheDocument();
  });

  it("shows the ETD and ETA as the tracking's once a container has its ETA: read-only and said so (typed, they were replaced without a word)", async () => {
    const view = await open(`/purchase-orders/edit/${ORDER._id}`);
    expect(screen.getByLabelText('ETA')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('ETD')).toHaveAttribute('readonly');
    expect(screen.getByTestId('po-eta-tracked')).toHaveTextContent('the ETD and ETA come from the tracking of the containers');
    view.unmount();
    // Not tracked yet (no bill of lading): the user's to type.
    po.detail!.mockImplementation(() => ok({ ...ORDER, status: 'open', containers: ORDER.containers.map((container) => ({ ...container, eta: null })) }));
    await open(`/purchase-orders/edit/${ORDER._id}`);
    expect(screen.getByLabelText('ETA')).not.toHaveAttribute('readonly');
    expect(screen.queryByTestId('po-eta-tracked')).not.toBeInTheDocument();
  });

  it('adds the bill of lading in its dialog, checking it first', async () => {
    po.updateBillOfLading!.mockImplementation(() => ok({ ...ORDER, billOfLading: 'MAEU123456789' }, 'Bill of lading updated'));
    await open(`/purchase-orders/edit/${ORDER._id}`);
    await user.click(screen.getByRole('button', { name: 'Add bill of lading' }));
    const dialog = screen.getByRole('dialog', { name: 'Bill of lading of PO-100123' });
    await typeInto(within(dialog).getByLabelText('Bill of lading'), 'AB');
    await user.click(within(dialog).getByRole('button', { name: 'Save bill of lading' }));
    expect(within(dialog).getByText('Enter 4 to 30 letters, digits or dashes')).toBeInTheDocument();
    expect(po.updateBillOfLading).not.toHaveBeenCalled();
    await typeInto(within(dialog).getByLabelText('Bill of lading'), 'MAEU123456789');
    po.detail!.mockImplementation(() => ok({ ...ORDER, status: 'in_transit', billOfLading: 'ABMAEU123456789' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save bill of lading' }));
    await waitFor(() =>
      expect(po.updateBillOfLading).toHaveBeenCalledWith(
        ORDER._id,
        { billOfLading: 'ABMAEU123456789', oceanCarrier: 'MAEU', vessel: 'Maersk Essen', voyage: '245E' },
        { quietErrors: true },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByTestId('po-bill-of-lading')).toHaveTextContent('ABMAEU123456789');
  });

  it("puts the bill of lading dialog's fields on the form-field kit: text fields, errors tied to them, the server's on its field, once", async () => {
    po.updateBillOfLading!.mockImplementation(() =>
      Promise.reject(
        new ApiError(
          'input',
          400,
          { status: false, message: 'Bad input', errors: [{ field: 'body.oceanCarrier', message: 'Unknown ocean carrier' }] },
          'Bad input',
        ),
      ),
    );
    await open(`/purchase-orders/edit/${ORDER._id}`);
    await user.click(screen.getByRole('button', { name: 'Add bill of lading' }));
    const dialog = screen.getByRole('dialog', { name: 'Bill of lading of PO-100123' });
    for (const label of ['Bill of lading', 'Ocean carrier (SCAC)', 'Vessel', 'Voyage']) {
      // The kit's text field (`.field input[type='text']` is how every form's inputs look).
      expect(within(dialog).getByLabelText(label)).toHaveAttribute('type', 'text');
      expect(within(dialog).getByLabelText(label).closest('.field')).not.toBeNull();
    }
    const bol = within(dialog).getByLabelText('Bill of lading');
    await user.click(within(dialog).getByRole('button', { name: 'Save bill of lading' }));
    expect(await within(dialog).findByText('Required')).toHaveAttribute('id', bol.getAttribute('aria-describedby'));
    expect(bol).toHaveAttribute('aria-invalid', 'true');
    await typeInto(bol, 'MAEU123456789');
    const carrier = within(dialog).getByLabelText('Ocean carrier (SCAC)');
    await user.clear(carrier);
    await typeInto(carrier, 'M1');
    await user.click(within(dialog).getByRole('button', { name: 'Save bill of lading' }));
    expect(await within(dialog).findByText("Enter the carrier's SCAC: 2 to 4 capital letters, e.g. MAEU")).toBeInTheDocument();
    expect(po.updateBillOfLading).not.toHaveBeenCalled();
    await user.clear(carrier);
    await typeInto(carrier, 'zzzz');
    await user.click(within(dialog).getByRole('button', { name: 'Save bill of lading' }));
    await waitFor(() =>
      expect(po.updateBillOfLading).toHaveBeenCalledWith(ORDER._id, expect.objectContaining({ oceanCarrier: 'ZZZZ' }), { quietErrors: true }),
    );
    expect(await within(dialog).findAllByText('Unknown ocean carrier')).toHaveLength(1);
    expect(carrier).toHaveAttribute('aria-invalid', 'true');
  });

  it('says a refused split once, in its dialog (its call is quiet: no toast too)', async () => {
    po.split!.mockImplementation(() =>
      Promise.reject(
        new ApiError(
          'input',
          400,
          {
            status: false,
            message: 'Bad input',
            errors: [
              { field: 'body.lines.0.quantity', message: 'A line carried by a moving container moves whole' },
              { field: 'body.lines.1.quantity', message: 'A line carried by a moving container moves whole' },
            ],
          },
          'Bad input',
        ),
      ),
    );
    await open(`/purchase-orders/edit/${ORDER._id}`);
    await user.click(screen.getByRole('button', { name: 'Split order…' }));
    const dialog = screen.getByRole('dialog', { name: 'Split PO-100123' });
    await typeInto(within(dialog).getByLabelText('Quantity of line 2 (DRV-20) to move'), '400');
    await user.click(within(dialog).getByRole('button', { name: 'Split order' }));
    await waitFor(() => expect(po.split).toHaveBeenCalledWith(expect.anything(), { quietErrors: true }));
    expect(await screen.findAllByText('A line carried by a moving container moves whole')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Split PO-100123' })).toBeInTheDocument();
  });

  it('says a refused close in its dialog', async () => {
    po.close!.mockImplementation(() =>
      Promise.reject(new ApiError('server', 409, { status: false, message: 'This purchase order is closed and cannot be changed' }, 'x')),
    );
    await open(`/purchase-orders/edit/${ORDER._id}`);
    await user.click(screen.getByRole('button', { name: 'Close order…' }));
    const dialog = screen.getByRole('dialog', { name: 'Close PO-100123?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This purchase order is closed and cannot be changed');
    expect(po.close).toHaveBeenCalledWith(ORDER._id, { quietErrors: true });
  });

  it("edits a container's details", async () => {
    po.updateContainer!.mockImplementation(() => ok(CONTAINER_B, 'Container Successfully Updated'));
    await open(`/purchase-orders/edit/${ORDER._id}`);
    await user.click(screen.getByRole('button', { name: 'Edit details of container MSKU9070323' }));
    const dialog = screen.getByRole('dialog', { name: 'Container MSKU9070323' });
    await typeInto(within(dialog).getByLabelText('Seal number'), 'SL-77');
    await typeInto(within(dialog).getByLabelText('Gross weight (kg)'), '12000');
    await user.click(within(dialog).getByRole('button', { name: 'Save container' }));
    await waitFor(() =>
      expect(po.updateContainer).toHaveBeenCalledWith(CONTAINER_B._id, { sizeType: '20GP', sealNumber: 'SL-77', grossWeightKg: 12000 }, { quietErrors: true }),
    );
    expect(await screen.findByText('Container Successfully Updated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('splits: a chosen container takes its lines, other lines move by the quantity typed; what stays is shown', async () => {
    const child = { ...ORDER, _id: 'child-id', poNumber: 'PO-100123-A', parentId: ORDER._id };
    po.split!.mockImplementation(() => ok({ parent: ORDER, child }, 'Order has been split successfully'));
    await open(`/purchase-orders/edit/${ORDER._id}`);
    await user.click(screen.getByRole('button', { name: 'Split order…' }));
    const dialog = screen.getByRole('dialog', { name: 'Split PO-100123' });
    await user.click(within(dialog).getByRole('button', { name: 'Split order' }));
    expect(within(dialog).getByText('Choose at least one line or container to move')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Move container CSQU3054383'));
    expect(within(dialog).getByText('with CSQU3054383')).toBeInTheDocument();
    await typeInto(within(dialog).getByLabelText('Quantity of line 2 (DRV-20) to move'), '1001');
    expect(within(dialog).getByText('Line 2: move between 0 and 1000')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Quantity of line 2 (DRV-20) to move'));
    await typeInto(within(dialog).getByLabelText('Quantity of line 2 (DRV-20) to move'), '400');
    expect(within(dialog).getByText('Moves: 2 lines, 1 container. Stays: 1 line, 1 container.')).toBeInTheDocument();
    const row = within(dialog).getByRole('row', { name: /DRV-20/ });
    const cells = within(row).getAllByRole('cell');
    expect([cells[0]!.textContent, cells[2]!.textContent]).toEqual(['1,000', '600']);
    po.detail!.mockImplementation(() => ok({ ...ORDER, children: [{ _id: 'child-id', poNumber: 'PO-100123-A', status: 'in_transit' }] }));
    await user.click(within(dialog).getByRole('button', { name: 'Split order' }));
    await waitFor(() =>
      expect(po.split).toHaveBeenCalledWith(
        {
          _id: ORDER._id,
          lines: [
            { _id: ORDER.lines[0]!._id, quantity: 500 },
            { _id: ORDER.lines[1]!._id, quantity: 400 },
          ],
          containerIds: [CONTAINER_A._id],
        },
        { quietErrors: true },
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('The order was split into PO-100123-A.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Open purchase order PO-100123-A' })[0]).toHaveAttribute('href', '/purchase-orders/edit/child-id');
  });

  it('asks before closing, then shows the closed order read-only with no Save and no actions', async () => {
    po.close!.mockImplementation(() => ok(CLOSED_ORDER, 'Purchase order closed'));
    await open(`/purchase-orders/edit/${ORDER._id}`);
    await user.click(screen.getByRole('button', { name: 'Close order…' }));
    const dialog = screen.getByRole('dialog', { name: 'Close PO-100123?' });
    expect(po.close).not.toHaveBeenCalled();
    po.detail!.mockImplementation(() => ok(CLOSED_ORDER));
    await user.click(within(dialog).getByRole('button', { name: 'Close order' }));
    await waitFor(() => expect(po.close).toHaveBeenCalledWith(ORDER._id, { quietErrors: true }));
    expect(await screen.findByTestId('read-only')).toHaveTextContent('Closed: this purchase order can no longer be changed.');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /bill of lading|Split|Close order|Edit details|drayage/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Track container CSQU3054383' })).toBeInTheDocument();
  });

  it('waits with the order actions while the form has unsaved changes', async () => {
    await open(`/purchase-orders/edit/${ORDER._id}`);
    fireEvent.change(screen.getByLabelText('Supplier'), { target: { value: 'Another supplier' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Split order…' })).toBeDisabled());
    expect(screen.getByText('Save or cancel your changes first.')).toBeInTheDocument();
  });

  it('says when the order does not exist, and offers Retry when it could not be read', async () => {
    po.detail!.mockImplementation(() =>
      Promise.reject(new ApiError('notFound', 404, { status: false, message: 'Purchase order not found' }, 'Purchase order not found')),
    );
    const view = await open(`/purchase-orders/edit/${ORDER._id}`);
    expect(screen.getByRole('heading', { name: 'Purchase order not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to purchase orders' })).toHaveAttribute('href', '/purchase-orders');
    view.unmount();
    po.detail!.mockImplementation(() => Promise.reject(new ApiError('server', 500, { status: false, message: 'Boom' }, 'Boom')));
    await open(`/purchase-orders/edit/${ORDER._id}`);
    expect(screen.getByRole('heading', { name: 'The purchase order could not be loaded.' })).toBeInTheDocument();
    po.detail!.mockImplementation(() => ok(ORDER));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Purchase order PO-100123', level: 1 })).toBeInTheDocument();
  });
});
