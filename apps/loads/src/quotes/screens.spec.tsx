import type { ReactElement } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@freight/api-client';
import { mockedApi, renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { QuoteListPage } from './QuoteListPage';
import { QuotesPage } from './QuotesPage';
import { ViewQuotePage } from './ViewQuotePage';
import { ADMIN_VIEW, CARRIER_A, INSIGHT_A, LOAD, LOAD_UUID, PRICE, QUOTE_A, QUOTE_B, ok, quote, quotesTestFeature } from './test-support';

// The units under test are the quote screens; the API is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('quoteManager', 'loadManager', 'loadInsight'));
const api = mockedApi('quoteManager', 'loadManager', 'loadInsight');

async function renderScreen(element: ReactElement, route: string, path: string) {
  const view = await renderWithProviders(element, { route, path, features: [quotesTestFeature], areas: { loads: { en, sp, fr } } });
  await act(view.waitForSagas);
  return view;
}

beforeEach(() => {
  jest.clearAllMocks();
  api.loadManager.detail!.mockImplementation(() => ok(LOAD));
  api.quoteManager.list!.mockImplementation(() => ok({ items: [QUOTE_A, QUOTE_B], total: 2, page: 1, limit: 100 }));
  api.loadInsight.priceForLoad!.mockImplementation(() => ok(PRICE));
  api.loadInsight.carriers!.mockImplementation(() => ok({ windowDays: 365, items: [INSIGHT_A] }));
  api.quoteManager.recipients!.mockImplementation(() =>
    ok({
      partners: [
        {
          companyId: CARRIER_A,
          name: 'Interstate Haulers',
          users: [{ _id: 'u1', name: 'Dana Dispatch', email: 'dispatch@interstate-haulers.test', language: 'en' }],
        },
      ],
      ownerOperators: [],
    }),
  );
});

describe('/quotes: the quotes of a load side by side', () => {
  it("shows each quote's carrier, terms and status, the lane's price and the carrier's record", async () => {
    await renderScreen(<QuotesPage />, `/quotes?load=${LOAD_UUID}`, '/quotes');
    expect(screen.getByRole('heading', { level: 1, name: 'Quotes of load L-100200' })).toBeInTheDocument();
    expect(screen.getByText('Chicago, IL to Dallas, TX')).toBeInTheDocument();
    expect(screen.getByTestId('price-insight')).toHaveTextContent('Lane price (last 90 days): median $2,000.00, $1,600.00 to $2,500.00, from 7 quotes');
    expect(api.loadInsight.carriers).toHaveBeenCalledWith({ carrierCompanyIds: [CARRIER_A] }, expect.anything());

    const cards = screen.getAllByTestId('quote-card');
    expect(cards).toHaveLength(2);
    const a = within(cards[0]!);
    expect(a.getByRole('heading', { name: 'Interstate Haulers' })).toBeInTheDocument();
    expect(a.getByText('$1,850.00')).toBeInTheDocument();
    expect(a.getByText('2 days')).toBeInTheDocument();
    expect(a.getByText('Team drivers available')).toBeInTheDocument();
    expect(a.getByText('Confirmed')).toBeInTheDocument();
    expect(a.getByText('-8% against the lane median')).toBeInTheDocument();
    expect(a.getByText('On time: 92%')).toBeInTheDocument();
    expect(a.getByText('Accepted: 75%')).toBeInTheDocument();
    expect(a.getByRole('link', { name: 'Carrier profile' })).toHaveAttribute('href', `/carrierdetail?id=${CARRIER_A}`);
    expect(a.getByRole('link', { name: 'Open quote Q-AAAAAAAAAA' })).toHaveAttribute('href', '/quotes/viewQuote?quoteId=Q-AAAAAAAAAA');
    // The id is kept on one line (a narrow card broke it after 'Q-'), and the amount is not cut either.
    expect(a.getByText('Q-AAAAAAAAAA')).toHaveClass('human-id');
    expect(a.getByText('$1,850.00')).toHaveClass('sq-amount');
    expect(a.getByText('Comments (2)')).toBeInTheDocument();

    const b = within(cards[1]!);
    expect(b.getByRole('heading', { name: 'Bob Trucking' })).toBeInTheDocument();
    expect(b.getByText('No price yet')).not.toHaveClass('sq-amount'); // plain text, not shown as a price
    expect(b.getByText('Requested')).toBeInTheDocument();
    // Only a confirmed quote can be approved.
    expect(b.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('approves a quote only after the confirmation, then shows the load tendered', async () => {
    const { user } = await renderScreen(<QuotesPage />, `/quotes?load=${LOAD_UUID}`, '/quotes');
    api.quoteManager.approve!.mockImplementation(() => ok({ quoteId: QUOTE_A.quoteId, status: 'approved', loadStatus: 'tendered', orderId: 'O-100001' }));
    await user.click(screen.getByRole('button', { name: 'Approve the quote of Interstate Haulers' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this quote?' });
    expect(dialog).toHaveTextContent('Approve the quote of Interstate Haulers for $1,850.00? The other quotes of the load are declined');
    // Approving destroys nothing: not the red button.
    expect(within(dialog).getByRole('button', { name: 'Approve' })).not.toHaveClass('button-danger');
    expect(api.quoteManager.approve).not.toHaveBeenCalled();

    api.loadManager.detail!.mockImplementation(() => ok({ ...LOAD, status: 'tendered', carrierCompanyId: CARRIER_A }));
    api.quoteManager.list!.mockImplementation(() =>
      ok({
        items: [
          { ...QUOTE_A, status: 'approved' },
          { ...QUOTE_B, status: 'declined' },
        ],
        total: 2,
        page: 1,
        limit: 100,
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await act(async () => undefined);
    expect(api.quoteManager.approve).toHaveBeenCalledWith(QUOTE_A.quoteId);
    expect(await screen.findByText('Quote is now Approved')).toBeInTheDocument();
    expect(await screen.findByTestId('quotes-tendered')).toHaveTextContent(/^This load is tendered to Interstate Haulers with order O-100001\.$/);
    expect(screen.queryByRole('button', { name: /Approve the quote/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel all quotes' })).not.toBeInTheDocument();
  });

  it('declines one quote after the confirmation, with the reason typed, then fetches the quotes again', async () => {
    const { user } = await renderScreen(<QuotesPage />, `/quotes?load=${LOAD_UUID}`, '/quotes');
    // Both the confirmed and the requested quote can be declined.
    expect(screen.getByRole('button', { name: 'Decline the quote of Interstate Haulers' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline the quote of Bob Trucking' }));
    let dialog = screen.getByRole('dialog', { name: 'Decline this quote?' });
    expect(dialog).toHaveTextContent('Decline the quote of Bob Trucking for load L-100200? The carrier is told by e-mail');
    expect(within(dialog).getByLabelText('Reason (optional, sent to the carrier)')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.quoteManager.declineAsShipper).not.toHaveBeenCalled();

    api.quoteManager.list!.mockClear();
    api.quoteManager.declineAsShipper!.mockImplementation(() =>
      ok({ quoteId: QUOTE_B.quoteId, status: 'declined', loadStatus: 'quoted' }, 'Quote is now declined. Thank You'),
    );
    api.quoteManager.list!.mockImplementation(() =>
      ok({ items: [QUOTE_A, { ...QUOTE_B, status: 'declined', declineReason: 'Found a carrier' }], total: 2, page: 1, limit: 100 }),
    );
    await user.click(screen.getByRole('button', { name: 'Decline the quote of Bob Trucking' }));
    dialog = screen.getByRole('dialog', { name: 'Decline this quote?' });
    await user.type(within(dialog).getByLabelText('Reason (optional, sent to the carrier)'), '  Found a carrier ');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(api.quoteManager.declineAsShipper).toHaveBeenCalledWith(QUOTE_B.quoteId, { reason: 'Found a carrier' }));
    expect(await screen.findByText('Quote is now declined. Thank You')).toBeInTheDocument();
    expect(api.quoteManager.list).toHaveBeenCalledWith({ loadId: LOAD_UUID, page: 1, limit: 100 }, { silent: true });
    const b = within(screen.getAllByTestId('quote-card')[1]!);
    expect(await b.findByText('Declined')).toBeInTheDocument();
    expect(b.getByText('Found a carrier')).toBeInTheDocument();
    expect(b.queryByRole('button', { name: /Decline/ })).not.toBeInTheDocument();
  });

  it("shows an owner-operator's rates like a carrier company's (carrier-insight by truckerIds), with no carrier profile", async () => {
    const TRUCKER = '3f1c2a9e-0000-4000-8000-0000000000cc';
    const operator = quote({ quoteId: 'Q-OOOOOOOOOO', carrierCompanyId: 'own-company', truckerId: TRUCKER, recipientName: 'Olga Operator', amount: 1700 });
    api.quoteManager.list!.mockImplementation(() => ok({ items: [QUOTE_A, operator], total: 2, page: 1, limit: 100 }));
    api.loadInsight.carriers!.mockImplementation(() =>
      ok({ windowDays: 365, items: [INSIGHT_A, { ...INSIGHT_A, kind: 'trucker', _id: TRUCKER, name: 'Olga Operator', onTimeRate: 0.5, acceptanceRate: 1 }] }),
    );
    await renderScreen(<QuotesPage />, `/quotes?load=${LOAD_UUID}`, '/quotes');
    expect(api.loadInsight.carriers).toHaveBeenCalledWith({ carrierCompanyIds: [CARRIER_A], truckerIds: [TRUCKER] }, expect.anything());
    const card = within(screen.getAllByTestId('quote-card')[1]!);
    expect(card.getByRole('heading', { name: 'Olga Operator' })).toBeInTheDocument();
    expect(card.getByText('On time: 50%')).toBeInTheDocument();
    expect(card.getByText('Accepted: 100%')).toBeInTheDocument();
    expect(card.queryByRole('link', { name: 'Carrier profile' })).not.toBeInTheDocument();
  });

  it('offers no Decline on a load that is no longer open to quotes', async () => {
    api.loadManager.detail!.mockImplementation(() => ok({ ...LOAD, status: 'tendered' }));
    await renderScreen(<QuotesPage />, `/quotes?load=${LOAD_UUID}`, '/quotes');
    expect(screen.getAllByTestId('quote-card')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Decline/ })).not.toBeInTheDocument();
  });

  it('cancels every quote only after the confirmation', async () => {
    const { user } = await renderScreen(<QuotesPage />, `/quotes?load=${LOAD_UUID}`, '/quotes');
    api.quoteManager.cancelAll!.mockImplementation(() => ok({ cancelled: 2, loadStatus: 'pending' }));
    await user.click(screen.getByRole('button', { name: 'Cancel all quotes' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel every quote?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.quoteManager.cancelAll).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel all quotes' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel all quotes' }));
    await waitFor(() => expect(api.quoteManager.cancelAll).toHaveBeenCalledWith(LOAD_UUID));
    expect(await screen.findByText('All Quotes are cancelled. Thank You')).toBeInTheDocument();
  });

  it('asks partner users and anyone by e-mail for a price, checking the typed address first', async () => {
    const { user } = await renderScreen(<QuotesPage />, `/quotes?load=${LOAD_UUID}`, '/quotes');
    api.quoteManager.sendToUsers!.mockImplementation(() => ok({ loadStatus: 'quoted', quotes: [] }));
    await user.click(screen.getByRole('button', { name: 'Request quotes' }));
    const section = screen.getByRole('region', { name: 'Request quotes' });
    await act(async () => undefined);
    const partner = within(section).getByRole('checkbox', { name: /Dana Dispatch/ });
    // Dana's company has already priced this load (QUOTE_A).
    expect(partner.closest('label')).toHaveTextContent('already asked');

    await user.click(within(section).getByRole('button', { name: 'Send' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Choose at least one recipient');

    await user.click(partner);
    await user.click(within(section).getByRole('button', { name: 'Add recipient' }));
    await user.type(within(section).getByLabelText('Name 1'), 'Carrier A');
    await user.type(within(section).getByLabelText('E-mail 1'), 'not-an-address');
    await user.click(within(section).getByRole('button', { name: 'Send' }));
    expect(await within(section).findByText('Invalid email')).toBeInTheDocument();
    expect(api.quoteManager.sendToUsers).not.toHaveBeenCalled();

    await user.clear(within(section).getByLabelText('E-mail 1'));
    await user.type(within(section).getByLabelText('E-mail 1'), 'a@carrier.test');
    await user.click(within(section).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.quoteManager.sendToUsers).toHaveBeenCalledWith(LOAD_UUID, { userIds: ['u1'], emails: [{ name: 'Carrier A', email: 'a@carrier.test' }] }),
    );
    expect(await screen.findByText('Quote Successfully Send to Users')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Request quotes' })).not.toBeInTheDocument());
  });

  it('says when a load has no quotes yet, and hides the price when too few quotes back it', async () => {
    api.quoteManager.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 100 }));
    api.loadInsight.priceForLoad!.mockImplementation(() =>
      ok({ ...PRICE, sufficient: false, quoteCount: 2, median: null, min: null, max: null, p25: null, p75: null }),
    );
    await renderScreen(<QuotesPage />, `/quotes?load=${LOAD_UUID}`, '/quotes');
    expect(screen.getByText('No quotes yet. Ask carriers for their price with "Request quotes".')).toBeInTheDocument();
    expect(screen.getByTestId('price-insight')).toHaveTextContent('Not enough approved quotes on this lane yet for a suggested price.');
    expect(screen.queryByRole('button', { name: 'Cancel all quotes' })).not.toBeInTheDocument();
  });

  it('says the quotes could not be loaded (504), with Retry; and that an unknown load does not exist', async () => {
    api.quoteManager.list!.mockImplementation(() => Promise.reject(new ApiError('offline', 504, undefined, 'API services are currently Offline')));
    const first = await renderScreen(<QuotesPage />, `/quotes?load=${LOAD_UUID}`, '/quotes');
    expect(screen.getByRole('alert')).toHaveTextContent('The quotes could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    first.unmount();

    api.loadManager.detail!.mockImplementation(() =>
      Promise.reject(new ApiError('notFound', 404, { status: false, message: 'Load not found' }, 'Load not found')),
    );
    await renderScreen(<QuotesPage />, '/quotes?load=3f1c2a9e-0000-4000-8000-000000000999', '/quotes');
    expect(screen.getByRole('heading', { name: 'Not found' })).toBeInTheDocument();
    expect(screen.getByText('This load does not exist, or you cannot see it.')).toBeInTheDocument();
  });

  it('without a load in the address, leads to the quote list', async () => {
    await renderScreen(<QuotesPage />, '/quotes', '/quotes');
    expect(screen.getByRole('link', { name: 'Go to the quote list' })).toHaveAttribute('href', '/quotelist');
    expect(api.quoteManager.list).not.toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    const view = await renderWithProviders(<QuotesPage />, {
      route: `/quotes?load=${LOAD_UUID}`,
      path: '/quotes',
      features: [quotesTestFeature],
      areas: { loads: { en, sp, fr } },
      language: 'sp',
    });
    await act(view.waitForSagas);
    expect(screen.getByRole('heading', { level: 1, name: 'Cotizaciones de la carga L-100200' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aprobar la cotización de Interstate Haulers' })).toBeInTheDocument();
  });

  it('speaks French: a quote (devis) has its own, masculine status labels; a status in a sentence is in lower case', async () => {
    api.loadManager.detail!.mockImplementation(() => ok({ ...LOAD, status: 'tendered' }));
    const view = await renderWithProviders(<QuotesPage />, {
      route: `/quotes?load=${LOAD_UUID}`,
      path: '/quotes',
      features: [quotesTestFeature],
      areas: { loads: { en, sp, fr } },
      language: 'fr',
    });
    await act(view.waitForSagas);
    const badges = screen.getAllByTestId('quote-card').map((card) => card.querySelector('.badge')?.textContent);
    expect(badges).toContain('Confirmé');
    expect(badges).not.toContain('Confirmée');
    expect(screen.getByText(/^Le chargement a le statut « proposée »/)).toBeInTheDocument();
    // The title's id is kept whole.
    expect(within(screen.getByRole('heading', { level: 1 })).getByText('L-100200')).toHaveClass('human-id');
  });
});

describe('/quotes/viewQuote: one quote and its thread', () => {
  it("shows the thread both ways and sends the shipper's comment", async () => {
    api.quoteManager.adminDetail!.mockImplementation(() => ok(ADMIN_VIEW));
    const { user } = await renderScreen(<ViewQuotePage />, '/quotes/viewQuote?quoteId=Q-AAAAAAAAAA', '/quotes/viewQuote');
    expect(screen.getByRole('heading', { level: 1, name: 'Quote Q-AAAAAAAAAA' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the quotes of load L-100200' })).toHaveAttribute('href', `/quotes?load=${LOAD_UUID}`);
    const thread = screen.getByRole('list');
    expect(
      within(thread)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Can you load on Monday?'), expect.stringContaining('Yes, from 8 am.')]);
    expect(within(thread).getByText(/^You ·/)).toBeInTheDocument();
    expect(within(thread).getByText(/^Dana Dispatch ·/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write a comment first');
    expect(api.quoteManager.commentAsShipper).not.toHaveBeenCalled();

    api.quoteManager.commentAsShipper!.mockImplementation(() => ok({ quoteId: 'Q-AAAAAAAAAA', comments: [] }));
    api.quoteManager.adminDetail!.mockImplementation(() =>
      ok({
        ...ADMIN_VIEW,
        comments: [
          ...ADMIN_VIEW.comments,
          { author: 'shipper', authorName: 'Sam Shipper', body: 'Great, approved soon.', createdAt: '2026-11-20T14:00:00.000Z' },
        ],
      }),
    );
    await user.type(screen.getByLabelText('Your comment to the carrier'), 'Great, approved soon.');
    await user.click(screen.getByRole('button', { name: 'Send comment' }));
    await waitFor(() => expect(api.quoteManager.commentAsShipper).toHaveBeenCalledWith('Q-AAAAAAAAAA', { body: 'Great, approved soon.' }));
    expect(await screen.findByText('Great, approved soon.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Your comment to the carrier')).toHaveValue(''));
  });

  it("declines the quote after the confirmation (no reason), then fetches it and its load's quotes again", async () => {
    api.quoteManager.adminDetail!.mockImplementation(() => ok(ADMIN_VIEW));
    const { user } = await renderScreen(<ViewQuotePage />, '/quotes/viewQuote?quoteId=Q-AAAAAAAAAA', '/quotes/viewQuote');
    api.quoteManager.declineAsShipper!.mockImplementation(() => ok({ quoteId: 'Q-AAAAAAAAAA', status: 'declined', loadStatus: 'pending' }));
    api.quoteManager.adminDetail!.mockImplementation(() => ok({ ...ADMIN_VIEW, status: 'declined', loadStatus: 'pending' }));
    await user.click(screen.getByRole('button', { name: 'Decline the quote of Interstate Haulers' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this quote?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(api.quoteManager.declineAsShipper).toHaveBeenCalledWith('Q-AAAAAAAAAA', {}));
    expect(await screen.findByText('Quote is now declined. Thank You')).toBeInTheDocument();
    expect(api.quoteManager.list).toHaveBeenCalledWith({ loadId: LOAD_UUID, page: 1, limit: 100 }, { silent: true });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Decline the quote/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('shows only the not-found page for a malformed quote id: the API is not asked (no "Invalid format" toast)', async () => {
    await renderScreen(<ViewQuotePage />, '/quotes/viewQuote?quoteId=Q-1', '/quotes/viewQuote');
    expect(screen.getByText('This quote does not exist, or you cannot see it.')).toBeInTheDocument();
    expect(api.quoteManager.adminDetail).not.toHaveBeenCalled();
  });

  it('says so for a quote that does not exist', async () => {
    api.quoteManager.adminDetail!.mockImplementation(() =>
      Promise.reject(new ApiError('notFound', 404, { status: false, message: 'Quote not found' }, 'Quote not found')),
    );
    await renderScreen(<ViewQuotePage />, '/quotes/viewQuote?quoteId=Q-ZZZZZZZZZZ', '/quotes/viewQuote');
    expect(screen.getByText('This quote does not exist, or you cannot see it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the quote list' })).toHaveAttribute('href', '/quotelist');
  });
});

describe("/quotelist: the company's quotes", () => {
  it('reads its page and status filter from the address and links each row to its quote and its load', async () => {
    api.quoteManager.list!.mockImplementation(() =>
      ok({ items: [QUOTE_A, quote({ quoteId: 'Q-CCCCCCCCCC', loadId: 'L-100300', loadUuid: 'other' })], total: 42, page: 2, limit: 20 }),
    );
    await renderScreen(<QuoteListPage />, '/quotelist?page=2&status=confirmed', '/quotelist');
    expect(api.quoteManager.list).toHaveBeenLastCalledWith({ page: 2, limit: 20, status: 'confirmed' }, { silent: true });
    expect(screen.getByRole('link', { name: 'Q-AAAAAAAAAA' })).toHaveAttribute('href', '/quotes/viewQuote?quoteId=Q-AAAAAAAAAA');
    expect(screen.getByRole('link', { name: 'Quotes of L-100300' })).toHaveAttribute('href', '/quotes?load=other');
    expect(screen.getByLabelText('Status')).toHaveValue('confirmed');
  });

  it('shows the open quotes by default, and says when there are none', async () => {
    api.quoteManager.list!.mockImplementation(() => ok({ items: [], total: 0, page: 1, limit: 20 }));
    await renderScreen(<QuoteListPage />, '/quotelist', '/quotelist');
    expect(api.quoteManager.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, open: true }, { silent: true });
    expect(screen.getByLabelText('Status')).toHaveDisplayValue('Open quotes (waiting for an answer)');
    expect(screen.getByText(/^No open quotes right now./)).toBeInTheDocument();
  });
});
