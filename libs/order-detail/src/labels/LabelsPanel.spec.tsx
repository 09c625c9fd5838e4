import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@freight/api-client';
import { mockedApi, renderWithProviders } from '@freight/testing';
import { orderDetailTranslations } from '../i18n';
import { LabelsPanel } from './LabelsPanel';
import { LABEL_UUID, ORDER_UUID, OTHER_LABEL_UUID, answer, createdLabel, purchasedLabel } from './test-support';

jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('shippoShipment'));
const mockLabels = mockedApi('shippoShipment').shippoShipment;

const areas = { orderDetail: orderDetailTranslations };
const render = (canBuy = true, language: 'en' | 'sp' | 'fr' = 'en') =>
  renderWithProviders(<LabelsPanel orderId={ORDER_UUID} canBuy={canBuy} />, { areas, language });

beforeEach(() => {
  for (const fn of Object.values(mockLabels)) fn.mockReset();
});

describe('LabelsPanel', () => {
  it('shows loading, then the empty state', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    mockLabels.list.mockImplementation(() => new Promise((done) => (resolve = done)));
    await render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the labels…');
    await act(async () => resolve({ status: true, message: 'ok', data: [] }));
    expect(await screen.findByText('No shipping label for this order yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create label' })).toBeInTheDocument();
  });

  it('shows an error with a retry that asks again', async () => {
    mockLabels.list.mockImplementationOnce(() =>
      Promise.reject(new ApiError('server', 500, { status: false, message: 'Internal server error' }, 'Internal server error')),
    );
    mockLabels.list.mockImplementationOnce(() => answer([purchasedLabel()]));
    const { user } = await render();
    expect(await screen.findByRole('alert')).toHaveTextContent('The labels could not be loaded');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'UPS Ground' })).toBeInTheDocument();
    expect(mockLabels.list).toHaveBeenCalledTimes(2);
  });

  it('lists labels with status, tracking number, cost and the PDF link; read-only without canBuy', async () => {
    mockLabels.list.mockImplementation(() => answer([purchasedLabel(), createdLabel({ _id: OTHER_LABEL_UUID })]));
    await render(false);
    const bought = (await screen.findByRole('heading', { name: 'UPS Ground' })).closest('li')!;
    expect(within(bought).getByText('Purchased')).toBeInTheDocument();
    expect(within(bought).getByText('1ZABC1234567890123')).toBeInTheDocument();
    expect(within(bought).getByText('$14.50')).toBeInTheDocument();
    expect(within(bought).getByRole('link', { name: 'Download label (PDF)' })).toHaveAttribute('href', `/v1/api/shippo-shipment/label-file/${LABEL_UUID}`);
    expect(within(bought).getByRole('button', { name: 'Track' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel label' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create label' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose a rate' })).not.toBeInTheDocument();
    expect(screen.getByText('Not bought')).toBeInTheDocument();
  });

  it('create label: the form checks the parcel, gets the rates, and a rate is bought after a confirmation', async () => {
    mockLabels.list.mockImplementation(() => answer([]));
    mockLabels.createShipment.mockImplementation(() => answer(createdLabel(), 'Shipment rates fetched'));
    mockLabels.purchaseLabel.mockImplementation(() => answer(purchasedLabel(), 'Shipment label purchased'));
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Create label' }));
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    expect(await screen.findAllByText('Required')).toHaveLength(4);
    expect(mockLabels.createShipment).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Length (in)'), '100');
    await user.type(screen.getByLabelText('Width (in)'), '20');
    await user.type(screen.getByLabelText('Height (in)'), '20');
    await user.type(screen.getByLabelText('Weight (lb)'), '200');
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    expect(await screen.findByText('Length plus girth may be at most 165 inches')).toBeInTheDocument();
    expect(screen.getByText('Between 0.1 and 150 pounds')).toBeInTheDocument();

    for (const [label, value] of [
      ['Length (in)', '12'],
      ['Width (in)', '9'],
      ['Height (in)', '4'],
      ['Weight (lb)', '2.5'],
    ] as const) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    await waitFor(() =>
      expect(mockLabels.createShipment).toHaveBeenCalledWith(
        { orderId: ORDER_UUID, parcel: { length: 12, width: 9, height: 4, weight: 2.5 } },
        { idempotencyKey: expect.any(String) },
      ),
    );

    // The rates, cheapest first; buying asks first.
    const rates = await screen.findByRole('heading', { name: 'Rates' });
    const offer = rates.parentElement!;
    expect(
      within(offer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('USPS Ground Advantage3 days$10.23'), expect.stringContaining('UPS Ground2 days$14.50')]);
    await user.click(within(offer).getByRole('button', { name: 'Buy UPS Ground for $14.50' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('UPS Ground for $14.50');
    await user.click(within(dialog).getByRole('button', { name: 'Buy label' }));
    await waitFor(() => expect(mockLabels.purchaseLabel).toHaveBeenCalledWith({ _id: LABEL_UUID, rateId: 'r_ups' }, { idempotencyKey: expect.any(String) }));
    expect(await screen.findByRole('link', { name: 'Download label (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rates' })).not.toBeInTheDocument();
    expect(await screen.findByText('Shipment label purchased')).toBeInTheDocument();
  });

  it("reads the parcel typed in the reader's language ('12,5' in French)", async () => {
    mockLabels.list.mockImplementation(() => answer([]));
    mockLabels.createShipment.mockImplementation(() => answer(createdLabel(), 'Shipment rates fetched'));
    const { user } = await render(true, 'fr');
    await user.click(await screen.findByRole('button', { name: 'Créer une étiquette' }));
    for (const [label, value] of [
      ['Longueur (po)', '12,5'],
      ['Largeur (po)', '9'],
      ['Hauteur (po)', '4,25'],
      ['Poids (lb)', '2,5'],
    ] as const)
      await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Obtenir les tarifs' }));
    await waitFor(() =>
      expect(mockLabels.createShipment).toHaveBeenCalledWith(
        { orderId: ORDER_UUID, parcel: { length: 12.5, width: 9, height: 4.25, weight: 2.5 } },
        { idempotencyKey: expect.any(String) },
      ),
    );
  });

  it('refuses a parcel size that is no number, and a weight typed with thousands separators out of range', async () => {
    mockLabels.list.mockImplementation(() => answer([]));
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Create label' }));
    for (const [label, value] of [
      ['Length (in)', '12in'],
      ['Width (in)', '9'],
      ['Height (in)', '4'],
      ['Weight (lb)', '1,500'],
    ] as const)
      await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    await waitFor(() => expect(screen.getByLabelText('Weight (lb)')).toHaveAccessibleDescription('Between 0.1 and 150 pounds'));
    expect(screen.getByLabelText('Length (in)')).toHaveAccessibleDescription(expect.stringContaining('1,795.5'));
    expect(mockLabels.createShipment).not.toHaveBeenCalled();
  });

  it('the server’s field errors land on the form', async () => {
    mockLabels.list.mockImplementation(() => answer([]));
    mockLabels.createShipment.mockImplementation(() =>
      Promise.reject(
        new ApiError(
          'input',
          400,
          { status: false, message: 'Invalid request', errors: [{ field: 'body.parcel.weight', message: 'must be <= 150' }] },
          'must be <= 150',
        ),
      ),
    );
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Create label' }));
    for (const [label, value] of [
      ['Length (in)', '12'],
      ['Width (in)', '9'],
      ['Height (in)', '4'],
      ['Weight (lb)', '2.5'],
    ] as const)
      await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Get rates' }));
    await waitFor(() => expect(screen.getByLabelText('Weight (lb)')).toHaveAccessibleDescription('must be <= 150'));
  });

  it('track shows the history, newest first; cancel asks before it voids the label', async () => {
    mockLabels.list.mockImplementation(() => answer([purchasedLabel()]));
    mockLabels.trackShipment.mockImplementation(() =>
      answer(
        purchasedLabel({
          trackingStatus: 'transit',
          trackingEvents: [
            { status: 'pre_transit', details: 'Shipment information sent to the carrier', location: 'Chicago, IL', at: '2026-11-20T11:00:00.000Z' },
            { status: 'transit', details: 'Arrived at the carrier’s facility', location: 'Memphis, TN', at: '2026-11-21T09:00:00.000Z' },
          ],
        }),
      ),
    );
    mockLabels.cancelLabel.mockImplementation(() => answer(purchasedLabel({ status: 'cancelled', labelUrl: null }), 'Shipment Label Successfully Deleted'));
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Track' }));
    const history = (await screen.findByRole('heading', { name: 'Tracking history' })).parentElement!;
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Arrived at the carrier’s facilityMemphis, TN'), expect.stringContaining('Label created')]);
    expect(screen.getByText('In transit', { selector: 'dd' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel label' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Label 1ZABC1234567890123 will be voided and its cost refunded.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mockLabels.cancelLabel).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel label' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel label' }));
    await waitFor(() => expect(mockLabels.cancelLabel).toHaveBeenCalledWith(LABEL_UUID));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download label (PDF)' })).not.toBeInTheDocument();
    expect(screen.getByText('Shipment Label Successfully Deleted')).toBeInTheDocument();
  });

  it('speaks Spanish and French, the local provider’s tracking texts included (a carrier’s own text as it comes)', async () => {
    mockLabels.list.mockImplementation(() => answer([purchasedLabel()]));
    mockLabels.trackShipment.mockImplementation(() =>
      answer(
        purchasedLabel({
          trackingStatus: 'transit',
          trackingEvents: [
            { status: 'transit', details: 'Picked up by the carrier', location: 'Chicago, IL', at: '2026-11-20T18:00:00.000Z' },
            { status: 'transit', details: 'Departed USPS Regional Facility', location: 'Memphis, TN', at: '2026-11-21T09:00:00.000Z' },
          ],
        }),
      ),
    );
    const { user } = await render(true, 'sp');
    expect(await screen.findByText('Comprada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar etiqueta (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Crear etiqueta' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rastrear' }));
    const history = (await screen.findByRole('heading', { name: 'Historial de seguimiento' })).parentElement!;
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('En tránsitoDeparted USPS Regional FacilityMemphis, TN'),
      expect.stringContaining('En tránsitoRecogido por el transportistaChicago, IL'),
    ]);
  });
});
