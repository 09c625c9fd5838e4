import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@freight/api-client';
import { realtimeFake, renderWithProviders } from '@freight/testing';
import { OrderDetailHost, useOpenOrder } from './OrderDetailHost';
import { orderDetailTranslations } from './i18n';
import { NEXT_UUID, ORDER_UUID, TRUCK_UUID, ok, orderDetail } from './test-support';

const mockOrders = {
  detail: jest.fn(),
  nextPrevious: jest.fn(),
  list: jest.fn(),
  accept: jest.fn(),
  assign: jest.fn(),
  updateStatus: jest.fn(),
  updateAssignment: jest.fn(),
  rejectAssignment: jest.fn(),
  reset: jest.fn(),
  accessorial: jest.fn(),
  sendInvoice: jest.fn(),
  ratePaid: jest.fn(),
  document: jest.fn(),
};
const mockTrucks = { availableTruckers: jest.fn() };
jest.mock('@freight/api-client', () => ({
  ...jest.requireActual<object>('@freight/api-client'),
  get orderManager() {
    return mockOrders;
  },
  get loadTrucks() {
    return mockTrucks;
  },
  get tracking() {
    return { location: () => new Promise(() => undefined) };
  },
  // The Labels section's panel (labels/, tested on its own): no label here.
  get shippoShipment() {
    return { list: () => Promise.resolve({ status: true, message: 'ok', data: [] }) };
  },
}));

jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);
// The map needs a real browser (Leaflet); the detail only has to place it.
jest.mock('@freight/map', () => ({ MapView: ({ label }: { label: string }) => <section aria-label={label} data-testid="map" /> }));

const list = { page: 1, limit: 20, scope: 'open' as const };
const areas = { orderDetail: orderDetailTranslations };

function OpenButton() {
  const open = useOpenOrder();
  return (
    <button type="button" onClick={() => open(ORDER_UUID)}>
      Open order
    </button>
  );
}

beforeEach(() => {
  for (const fn of [...Object.values(mockOrders), mockTrucks.availableTruckers]) fn.mockReset();
  mockOrders.detail.mockImplementation(() => ok(orderDetail()));
  mockOrders.nextPrevious.mockImplementation(() => ok({ previous: null, next: { _id: NEXT_UUID, orderId: 'O-100124' }, position: 1, total: 2 }));
  realtimeFake.reset();
});

const render = (route = `/loads?status=tendered&order=${ORDER_UUID}`, ui = <OrderDetailHost list={list} />) =>
  renderWithProviders(
    <>
      <OpenButton />
      {ui}
    </>,
    { route, areas },
  );

describe('OrderDetailHost', () => {
  it('renders nothing without ?order=; useOpenOrder opens the order keeping the other parameters', async () => {
    const { user, location } = await render('/loads?status=tendered');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open order' }));
    await waitFor(() => expect(location()).toBe(`/loads?status=tendered&order=${ORDER_UUID}`));
    expect(await screen.findByRole('heading', { name: 'Order O-100123' })).toBeInTheDocument();
  });

  it('shows the order: parties, stops, money in the reader language, timeline, documents; focus on the title', async () => {
    await render();
    const dialog = await screen.findByRole('dialog', { name: 'Order O-100123' });
    expect(within(dialog).getByRole('heading', { name: 'Order O-100123' })).toHaveFocus();
    expect(dialog).toHaveTextContent('Demo Shipper Co');
    expect(dialog).toHaveTextContent('Interstate Haulers LLC');
    expect(dialog).toHaveTextContent('Chicago dock');
    expect(within(dialog).getByTestId('money-total')).toHaveTextContent('$1,750.00');
    expect(dialog).toHaveTextContent('Order: — → New');
    expect(within(dialog).getByRole('button', { name: 'Rate confirmation (PDF)' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Invoice (PDF)' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Next order O-100124' })).toBeEnabled();
    expect(within(dialog).getByText('1 of 2')).toBeInTheDocument();
    // The panel's head is no second banner of the page (the frame's header is the one).
    expect(within(dialog).queryByRole('banner')).not.toBeInTheDocument();
  });

  it('formats money per language (French)', async () => {
    renderWithProviders(<OrderDetailHost list={list} />, { route: `/loads?order=${ORDER_UUID}`, areas, language: 'fr' });
    const total = await screen.findByTestId('money-total');
    expect(total.textContent?.replace(/\s/g, ' ')).toBe('1 750,00 $ US');
  });

  it("names the load's equipment in the reader's language by its key (the stored name is English)", async () => {
    renderWithProviders(<OrderDetailHost list={list} />, { route: `/loads?order=${ORDER_UUID}`, areas, language: 'sp' });
    const dialog = await screen.findByRole('dialog', { name: /O-100123/ });
    expect(dialog).toHaveTextContent('Caja seca 53 pies');
    expect(dialog).not.toHaveTextContent('Dry Van 53 ft');
  });

  it('an action not in `actions` is not shown', async () => {
    mockOrders.detail.mockImplementation(() => ok(orderDetail({ status: 'accepted', actions: ['assign'], documents: ['confirmation'] })));
    await render();
    const dialog = await screen.findByRole('dialog', { name: 'Order O-100123' });
    expect(within(dialog).getByRole('button', { name: 'Assign a truck' })).toBeInTheDocument();
    for (const name of [
      'Accept the order',
      'Reject the order',
      'Reset the order',
      'Cancel the order',
      'Send the invoice',
      'Mark paid',
      'Mark the driver paid',
      'Request an accessorial charge',
      'Mark at pickup',
    ]) {
      expect(within(dialog).queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('accept: disabled while pending, the server message as the toast, the answer shown', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mockOrders.accept.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user } = await render();
    const accept = await screen.findByRole('button', { name: 'Accept the order' });
    await user.click(accept);
    expect(accept).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject the order' })).toBeDisabled();
    await act(async () =>
      answer({ status: true, message: 'Order has been successfully Confirmed', data: orderDetail({ status: 'accepted', actions: ['assign'] }) }),
    );
    expect(await screen.findByText('Order has been successfully Confirmed')).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Accepted');
    expect(screen.queryByRole('button', { name: 'Accept the order' })).not.toBeInTheDocument();
  });

  it('tells the list when the order changed (an action), not when it is only opened', async () => {
    const onChanged = jest.fn();
    mockOrders.accept.mockImplementation(() =>
      ok(orderDetail({ status: 'accepted', actions: [], updatedAt: '2026-11-24T11:00:00.000Z' }), 'Order has been successfully Confirmed'),
    );
    const { user } = await render(undefined, <OrderDetailHost list={list} onChanged={onChanged} />);
    await user.click(await screen.findByRole('button', { name: 'Accept the order' }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Accepted'));
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('reject asks for a reason (required) and sends it', async () => {
    mockOrders.updateStatus.mockImplementation(() =>
      ok(orderDetail({ status: 'rejected', actions: [], rejectReason: 'No truck' }), 'Order Status Successfully Updated'),
    );
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Reject the order' }));
    const confirm = screen.getByRole('dialog', { name: 'Reject this order?' });
    await user.click(within(confirm).getByRole('button', { name: 'Reject the order' }));
    expect(within(confirm).getByRole('alert')).toHaveTextContent('Required');
    expect(mockOrders.updateStatus).not.toHaveBeenCalled();
    await user.type(within(confirm).getByLabelText('Reason'), 'No truck');
    await user.click(within(confirm).getByRole('button', { name: 'Reject the order' }));
    await waitFor(() => expect(mockOrders.updateStatus).toHaveBeenCalledWith(ORDER_UUID, { status: 'rejected', reason: 'No truck' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject this order?' })).not.toBeInTheDocument());
    expect(await screen.findByText('Rejected: No truck')).toBeInTheDocument();
  });

  it('assign: a picker of the free trucks', async () => {
    mockOrders.detail.mockImplementation(() => ok(orderDetail({ status: 'accepted', actions: ['assign', 'reset'] })));
    mockTrucks.availableTruckers.mockImplementation(() =>
      ok({
        items: [{ _id: TRUCK_UUID, truckNumber: 'T-900', name: 'Dana Driver', locationName: 'Gary, IN', distanceMiles: 25.5 }],
        total: 1,
        page: 1,
        limit: 50,
      }),
    );
    mockOrders.assign.mockImplementation(() => ok(orderDetail({ status: 'assigned', actions: ['updateAssignment'] }), 'Order has been successfully Assigned'));
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Assign a truck' }));
    const truck = await screen.findByRole('combobox', { name: 'Truck' });
    await screen.findByRole('option', { name: /T-900 · Dana Driver · Gary, IN/ });
    await user.selectOptions(truck, TRUCK_UUID);
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(mockOrders.assign).toHaveBeenCalledWith({ _id: ORDER_UUID, truckerId: TRUCK_UUID }));
    expect(await screen.findByText('Order has been successfully Assigned')).toBeInTheDocument();
  });

  it('request an accessorial: the amount in cents, the server field errors on the fields', async () => {
    mockOrders.detail.mockImplementation(() => ok(orderDetail({ status: 'in_transit', actions: ['requestAccessorial'] })));
    mockOrders.accessorial.mockImplementationOnce(() =>
      Promise.reject(
        new ApiError('input', 400, { status: false, message: 'Bad', errors: [{ field: 'body.description', message: 'Say what it is for' }] }, 'Bad'),
      ),
    );
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Request an accessorial charge' }));
    const form = screen.getByRole('form', { name: 'Request an accessorial charge' });
    await user.selectOptions(within(form).getByLabelText('Charge'), 'detention');
    await user.clear(within(form).getByLabelText('Quantity'));
    await user.type(within(form).getByLabelText('Quantity'), '2');
    await user.type(within(form).getByLabelText('Unit price (USD)'), '150.5');
    await user.click(within(form).getByRole('button', { name: 'Send the request' }));
    await waitFor(() =>
      expect(mockOrders.accessorial).toHaveBeenCalledWith({ action: 'request', orderId: ORDER_UUID, code: 'detention', quantity: 2, amountCents: 15_050 }),
    );
    expect(await within(form).findByText('Say what it is for')).toBeInTheDocument();
  });

  it('a charge reads quantity × unit price = what it costs, as the server counted it', async () => {
    const charge = {
      _id: 'acc-2',
      code: 'detention' as const,
      description: 'At the dock',
      quantity: 2,
      amountCents: 7_525,
      lineCents: 15_050,
      status: 'approved' as const,
      requestedBy: 'Dispatch',
      requestedAt: '2026-11-24T10:00:00.000Z',
      decidedBy: 'Shipper',
      decidedAt: '2026-11-24T11:00:00.000Z',
      declineReason: null,
    };
    mockOrders.detail.mockImplementation(() =>
      ok(
        orderDetail({
          side: 'shipper',
          status: 'delivered',
          accessorials: [charge],
          amounts: { currency: 'USD', rateCents: 175_000, accessorialCents: 15_050, pendingAccessorialCents: 0, totalCents: 190_050 },
        }),
      ),
    );
    await render();
    expect(await screen.findByTestId('accessorial')).toHaveTextContent('Detention · At the dock · 2 × $75.25 = $150.50');
    expect(screen.getByTestId('money-total')).toHaveTextContent('$1,900.50');
  });

  it('the shipper approves or declines (with a reason) a requested charge; the total follows', async () => {
    const charge = {
      _id: 'acc-1',
      code: 'lumper' as const,
      description: 'Unloading',
      quantity: 1,
      amountCents: 8_000,
      lineCents: 8_000,
      status: 'requested' as const,
      requestedBy: 'Dispatch',
      requestedAt: '2026-11-24T10:00:00.000Z',
      decidedBy: null,
      decidedAt: null,
      declineReason: null,
    };
    mockOrders.detail.mockImplementation(() =>
      ok(
        orderDetail({
          side: 'shipper',
          status: 'delivered',
          actions: ['decideAccessorial'],
          accessorials: [charge],
          amounts: { currency: 'USD', rateCents: 175_000, accessorialCents: 0, pendingAccessorialCents: 8_000, totalCents: 175_000 },
        }),
      ),
    );
    mockOrders.accessorial.mockImplementation(() =>
      ok(
        orderDetail({
          side: 'shipper',
          status: 'delivered',
          actions: [],
          accessorials: [{ ...charge, status: 'approved' }],
          amounts: { currency: 'USD', rateCents: 175_000, accessorialCents: 8_000, pendingAccessorialCents: 0, totalCents: 183_000 },
        }),
        'Order Successfully Updated',
      ),
    );
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Decline the Lumper charge' }));
    const confirm = screen.getByRole('dialog', { name: 'Decline this charge?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Approve the Lumper charge' }));
    await waitFor(() => expect(mockOrders.accessorial).toHaveBeenCalledWith({ action: 'approve', orderId: ORDER_UUID, accessorialId: 'acc-1' }));
    await waitFor(() => expect(screen.getByTestId('money-total')).toHaveTextContent('$1,830.00'));
  });

  it('mark paid with a star rating (a radio group) and a comment', async () => {
    mockOrders.detail.mockImplementation(() =>
      ok(
        orderDetail({
          side: 'shipper',
          status: 'invoiced',
          actions: ['markPaid'],
          invoice: { number: 'INV-100001', amountCents: 175_000, invoicedAt: '2026-11-24T12:00:00.000Z', sentTo: 'billing@shipper.test' },
        }),
      ),
    );
    mockOrders.ratePaid.mockImplementation(() =>
      ok(
        orderDetail({
          side: 'shipper',
          status: 'paid',
          actions: [],
          payment: { isPaid: true, paidAt: '2026-11-24T13:00:00.000Z', isDriverPaid: false, driverPaidAt: null, rating: 4, ratingComment: 'On time' },
        }),
        'Order Successfully Updated',
      ),
    );
    const { user } = await render();
    expect(await screen.findByTestId('invoice-state')).toHaveTextContent('INV-100001');
    await user.click(screen.getByRole('button', { name: 'Mark paid' }));
    const stars = screen.getByRole('group', { name: 'Rate Interstate Haulers LLC (optional)' });
    await user.click(within(stars).getByRole('radio', { name: '4 of 5 stars' }));
    await user.type(screen.getByLabelText('Comment (optional)'), 'On time');
    await user.click(screen.getAllByRole('button', { name: 'Mark paid' }).at(-1)!);
    await waitFor(() => expect(mockOrders.ratePaid).toHaveBeenCalledWith('shipper', { _id: ORDER_UUID, rating: 4, comment: 'On time' }));
    expect(await screen.findByTestId('order-rating')).toHaveTextContent('4 of 5 stars');
  });

  it('mark paid with no stars asks first: Cancel sends nothing, confirming marks it paid without a rating', async () => {
    mockOrders.detail.mockImplementation(() =>
      ok(
        orderDetail({
          side: 'shipper',
          status: 'invoiced',
          actions: ['markPaid'],
          invoice: { number: 'INV-100001', amountCents: 175_000, invoicedAt: '2026-11-24T12:00:00.000Z', sentTo: 'billing@shipper.test' },
        }),
      ),
    );
    mockOrders.ratePaid.mockImplementation(() =>
      ok(
        orderDetail({
          side: 'shipper',
          status: 'paid',
          actions: ['rate'],
          payment: { isPaid: true, paidAt: '2026-11-24T13:00:00.000Z', isDriverPaid: false, driverPaidAt: null, rating: null, ratingComment: null },
        }),
        'Order Successfully Updated',
      ),
    );
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    await user.click(screen.getAllByRole('button', { name: 'Mark paid' }).at(-1)!);
    const ask = await screen.findByRole('dialog', { name: 'Mark paid without a rating?' });
    expect(ask).toHaveTextContent('You have not rated Interstate Haulers LLC.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(mockOrders.ratePaid).not.toHaveBeenCalled();
    // The form is still there: stars can be given now.
    expect(screen.getByRole('group', { name: 'Rate Interstate Haulers LLC (optional)' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Mark paid' }).at(-1)!);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mark paid without a rating?' })).getByRole('button', { name: 'Mark paid without a rating' }),
    );
    await waitFor(() => expect(mockOrders.ratePaid).toHaveBeenCalledWith('shipper', { _id: ORDER_UUID }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark paid without a rating?' })).not.toBeInTheDocument());
  });

  it('mark paid with no stars keeps the comment: sent, and shown beside the payment', async () => {
    mockOrders.detail.mockImplementation(() =>
      ok(
        orderDetail({
          side: 'shipper',
          status: 'invoiced',
          actions: ['markPaid'],
          invoice: { number: 'INV-100001', amountCents: 175_000, invoicedAt: '2026-11-24T12:00:00.000Z', sentTo: 'billing@shipper.test' },
        }),
      ),
    );
    mockOrders.ratePaid.mockImplementation(() =>
      ok(
        orderDetail({
          side: 'shipper',
          status: 'paid',
          actions: ['rate'],
          payment: { isPaid: true, paidAt: '2026-11-24T13:00:00.000Z', isDriverPaid: false, driverPaidAt: null, rating: null, ratingComment: 'Paid by wire' },
        }),
        'Order Successfully Updated',
      ),
    );
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    await user.type(screen.getByLabelText('Comment (optional)'), 'Paid by wire');
    await user.click(screen.getAllByRole('button', { name: 'Mark paid' }).at(-1)!);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mark paid without a rating?' })).getByRole('button', { name: 'Mark paid without a rating' }),
    );
    await waitFor(() => expect(mockOrders.ratePaid).toHaveBeenCalledWith('shipper', { _id: ORDER_UUID, comment: 'Paid by wire' }));
    await waitFor(() => expect(screen.getByTestId('payment-state')).toHaveTextContent('Paid by wire'));
    expect(screen.queryByTestId('order-rating')).not.toBeInTheDocument();
  });

  it('Esc and the close button close the panel (the parameter goes); next opens the next order', async () => {
    const { user, location } = await render();
    await screen.findByRole('heading', { name: 'Order O-100123' });
    mockOrders.detail.mockImplementation(() => ok(orderDetail({ _id: NEXT_UUID, orderId: 'O-100124' })));
    await user.click(screen.getByRole('button', { name: 'Next order O-100124' }));
    await waitFor(() => expect(location()).toBe(`/loads?status=tendered&order=${NEXT_UUID}`));
    expect(await screen.findByRole('heading', { name: 'Order O-100124' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe('/loads?status=tendered'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the focus inside: Tab from the last control goes round to the first; Esc closes from anywhere', async () => {
    const { user, location } = await render();
    const dialog = await screen.findByRole('dialog', { name: 'Order O-100123' });
    const controls = within(dialog)
      .getAllByRole('button')
      .filter((button) => !(button as HTMLButtonElement).disabled);
    controls.at(-1)!.focus();
    await user.tab();
    expect(document.activeElement).toBe(controls[0]);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(controls.at(-1));
    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe('/loads?status=tendered'));
  });

  it('not found, and an error with a retry', async () => {
    mockOrders.detail.mockImplementationOnce(() =>
      Promise.reject(new ApiError('notFound', 404, { status: false, message: 'Order not found' }, 'Order not found')),
    );
    await render();
    expect(await screen.findByText("This order does not exist or is not one of your company's orders.")).toBeInTheDocument();
  });

  it('a failed load offers a retry', async () => {
    mockOrders.detail.mockImplementationOnce(() => Promise.reject(new ApiError('network', undefined, undefined, 'offline')));
    const { user } = await render();
    expect(await screen.findByRole('heading', { name: 'The order could not be loaded' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Order O-100123' })).toBeInTheDocument();
  });

  it('an order.updated event for this order fetches it again', async () => {
    await render();
    await screen.findByRole('heading', { name: 'Order O-100123' });
    mockOrders.detail.mockImplementation(() => ok(orderDetail({ status: 'accepted', actions: [] })));
    expect(realtimeFake.count('order.updated')).toBe(1);
    act(() => void realtimeFake.emit('order.updated', { orderId: 'another', status: 'accepted' }));
    expect(mockOrders.detail).toHaveBeenCalledTimes(1);
    act(() => void realtimeFake.emit('order.updated', { orderId: ORDER_UUID, status: 'accepted' }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Accepted'));
  });
});
