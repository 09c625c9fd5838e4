import { combineReducers } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@freight/api-client';
import { defineFeature } from '@freight/store';
import { mockedApi, renderWithProviders } from '@freight/testing';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { CarrierLoadSummary } from './CarrierLoadSummary';
import { ConfirmQuotePage } from './ConfirmQuotePage';
import { confirmQuoteSaga } from './sagas';
import { CONFIRM_QUOTE_KEY, confirmQuoteRootReducer, selectConfirmQuoteState } from './state';
import { QUOTE } from './fixtures';

jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('quoteManager'));
const api = mockedApi('quoteManager').quoteManager;
const ok = <T,>(data: T, message = 'ok') => Promise.resolve({ status: true, message, data });

const feature = defineFeature({
  key: 'publicPages',
  reducer: combineReducers({ [CONFIRM_QUOTE_KEY]: confirmQuoteRootReducer }) as never,
  saga: confirmQuoteSaga,
});

async function renderPage(route = `/confirmQuote?quoteId=${QUOTE.quoteId}`, language: 'en' | 'sp' | 'fr' = 'en') {
  const view = await renderWithProviders(<ConfirmQuotePage />, {
    route,
    path: '/confirmQuote',
    features: [feature],
    areas: { 'public-pages': { en, sp, fr } },
    language,
  });
  await act(view.waitForSagas);
  return view;
}

async function openWith(view: Awaited<ReturnType<typeof renderPage>>, passcode: string) {
  await view.user.clear(screen.getByLabelText('Passcode'));
  await view.user.type(screen.getByLabelText('Passcode'), passcode);
  await view.user.click(screen.getByRole('button', { name: 'Open the quote' }));
  await act(view.waitForSagas);
}

beforeEach(() => jest.clearAllMocks());

describe('/confirmQuote', () => {
  it('says a link without a valid quoteId is incomplete, and asks for nothing', async () => {
    await renderPage('/confirmQuote?quoteId=nope');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
    expect(screen.queryByLabelText('Passcode')).not.toBeInTheDocument();
  });

  it('shows a wrong passcode beside the field, then opens the quote on the right one: the load, the price form, the thread', async () => {
    const view = await renderPage();
    api.validatePasscode!.mockImplementationOnce(() =>
      Promise.reject(
        new ApiError('input', 400, { status: false, message: 'Wrong passcode', errors: [{ field: 'body.passcode', message: 'Wrong passcode' }] }, 'x'),
      ),
    );
    await openWith(view, '111111');
    await waitFor(() => expect(screen.getByLabelText('Passcode')).toHaveAccessibleDescription('Wrong passcode'));

    api.validatePasscode!.mockImplementationOnce(() => ok(QUOTE));
    await openWith(view, '246810');
    expect(screen.getByRole('heading', { name: 'Load L-100123' })).toBeInTheDocument();
    const stops = screen.getAllByTestId('quote-stop');
    expect(stops).toHaveLength(2);
    expect(stops[0]).toHaveTextContent('Pickup Chicago, IL 60601');
    expect(screen.getByTestId('quote-status')).toHaveTextContent('The shipper is waiting for your price');
    expect(screen.getByRole('button', { name: 'Confirm quote' })).toBeInTheDocument();
    expect(screen.getByText('No comments yet.')).toBeInTheDocument();
    // Nothing of the passcode in the address.
    expect(view.location()).toBe(`/confirmQuote?quoteId=${QUOTE.quoteId}`);
  });

  it('checks the price before sending it, then confirms it', async () => {
    const view = await renderPage();
    api.validatePasscode!.mockImplementation(() => ok(QUOTE));
    await openWith(view, '246810');
    await view.user.click(screen.getByRole('button', { name: 'Confirm quote' }));
    expect(await screen.findByLabelText('Amount')).toHaveAccessibleDescription('Required');
    expect(api.confirm).not.toHaveBeenCalled();

    api.confirm!.mockImplementation(() =>
      ok({ quoteId: QUOTE.quoteId, status: 'confirmed', loadStatus: 'quoted' }, 'Quote is now confirmed. Please wait for Quote to be Approved'),
    );
    api.detail!.mockImplementation(() => ok({ ...QUOTE, status: 'confirmed', amount: 2450, transitDays: 2, validUntil: '2030-01-31T23:59:59Z' }));
    await view.user.type(screen.getByLabelText('Amount'), '2450');
    await view.user.type(screen.getByLabelText('Transit days'), '2');
    await view.user.type(screen.getByLabelText('Valid until'), '2030-01-31');
    await view.user.click(screen.getByRole('button', { name: 'Confirm quote' }));
    await act(view.waitForSagas);
    expect(api.confirm).toHaveBeenCalledWith(QUOTE.quoteId, expect.objectContaining({ passcode: '246810', amount: 2450, transitDays: 2 }), expect.anything());
    expect(await screen.findByText('Quote is now confirmed. Please wait for Quote to be Approved')).toBeInTheDocument();
    expect(screen.getByTestId('quote-status')).toHaveTextContent('Your price is sent. Please wait for the shipper to approve it.');
    expect(screen.getByTestId('quote-amount')).toHaveTextContent('$2,450.00');
    expect(screen.queryByRole('button', { name: 'Confirm quote' })).not.toBeInTheDocument();
  });

  it('asks before declining, with the reason', async () => {
    const view = await renderPage();
    api.validatePasscode!.mockImplementation(() => ok(QUOTE));
    await openWith(view, '246810');
    await view.user.type(screen.getByLabelText('Reason'), 'No truck that week');
    await view.user.click(screen.getByRole('button', { name: 'Decline quote' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Decline this quote?');
    api.decline!.mockImplementation(() => ok({ quoteId: QUOTE.quoteId, status: 'declined', loadStatus: 'pending' }, 'Quote is now declined. Thank You'));
    api.detail!.mockImplementation(() => ok({ ...QUOTE, status: 'declined', declineReason: 'No truck that week' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await act(view.waitForSagas);
    expect(api.decline).toHaveBeenCalledWith(QUOTE.quoteId, { passcode: '246810', reason: 'No truck that week' }, expect.anything());
    expect(screen.getByTestId('quote-status')).toHaveTextContent('This quote is declined.');
    expect(screen.queryByRole('button', { name: 'Decline quote' })).not.toBeInTheDocument();
  });

  it('sends the same wrong passcode again when asked again (each try counts)', async () => {
    const view = await renderPage();
    api.validatePasscode!.mockImplementation(() =>
      Promise.reject(
        new ApiError('input', 400, { status: false, message: 'Wrong passcode', errors: [{ field: 'body.passcode', message: 'Wrong passcode' }] }, 'x'),
      ),
    );
    await openWith(view, '000000');
    await view.user.click(screen.getByRole('button', { name: 'Open the quote' }));
    await act(view.waitForSagas);
    expect(api.validatePasscode).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('Passcode')).toHaveAccessibleDescription('Wrong passcode');
  });

  it('says a locked quote is locked and what to do, in Spanish', async () => {
    const view = await renderPage(undefined, 'sp');
    api.validatePasscode!.mockImplementation(() => Promise.reject(new ApiError('server', 429, { status: false, message: 'Demasiados códigos' }, 'x')));
    await view.user.type(screen.getByLabelText('Código de acceso'), '246810');
    await view.user.click(screen.getByRole('button', { name: 'Abrir la cotización' }));
    await act(view.waitForSagas);
    expect(screen.getByRole('alert')).toHaveTextContent('Esta cotización está bloqueada');
    expect(screen.getByRole('alert')).toHaveTextContent('nueva solicitud de cotización');
    expect(screen.queryByLabelText('Código de acceso')).not.toBeInTheDocument();
  });

  it('shows the state of a quote already approved, with no price form', async () => {
    const view = await renderPage();
    api.validatePasscode!.mockImplementation(() =>
      ok({
        ...QUOTE,
        status: 'approved',
        amount: 1800,
        transitDays: 1,
        validUntil: '2030-01-31T23:59:59Z',
        comments: [{ author: 'shipper', authorName: 'Sam Shipper', body: 'Welcome aboard', createdAt: '2026-11-23T10:00:00Z' }],
      }),
    );
    await openWith(view, '246810');
    expect(screen.getByTestId('quote-status')).toHaveTextContent('The shipper approved your price');
    expect(screen.queryByRole('button', { name: 'Confirm quote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline quote' })).not.toBeInTheDocument();
    expect(screen.getByTestId('quote-comment')).toHaveTextContent('Sam Shipper (shipper)');
  });

  it('asks for the passcode again, saying why, when the open quote no longer takes it (the request was sent again)', async () => {
    const view = await renderPage();
    api.validatePasscode!.mockImplementation(() => ok(QUOTE));
    await openWith(view, '246810');
    // The shipper sends the request again (a new passcode) and cancels this one: the decline meets the move (409),
    // and the quote shown after it refuses the old passcode.
    api.decline!.mockImplementation(() => Promise.reject(new ApiError('server', 409, { status: false, message: 'This quote can no longer be declined' }, 'x')));
    api.detail!.mockImplementation(() =>
      Promise.reject(
        new ApiError(
          'input',
          400,
          {
            status: false,
            message: 'Wrong passcode',
            errors: [{ field: 'headers.x-quote-passcode', message: 'Wrong passcode: 4 tries left before this quote is locked for 24 hours' }],
          },
          'x',
        ),
      ),
    );
    await view.user.type(screen.getByLabelText('Reason'), 'No truck that week');
    await view.user.click(screen.getByRole('button', { name: 'Decline quote' }));
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await act(view.waitForSagas);
    const changed =
      'This passcode no longer opens the quote: the shipper has sent the request again, with a new passcode. Enter the passcode from the latest e-mail.';
    expect(screen.queryByRole('button', { name: 'Decline quote' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Passcode')).toHaveAccessibleDescription(changed);
    expect(screen.getByRole('alert')).toHaveTextContent(changed);
    expect(selectConfirmQuoteState(view.store.getState()).page.passcode).toBeUndefined();

    api.validatePasscode!.mockImplementation(() => ok({ ...QUOTE, status: 'cancelled' }));
    await openWith(view, '13579246');
    expect(api.validatePasscode).toHaveBeenLastCalledWith(QUOTE.quoteId, '13579246', expect.anything());
    expect(screen.getByTestId('quote-status')).toHaveAttribute('data-status', 'cancelled');
    expect(screen.queryByText(changed)).not.toBeInTheDocument();
  });

  it('forgets the passcode when the page closes', async () => {
    const view = await renderPage();
    api.validatePasscode!.mockImplementation(() => ok(QUOTE));
    await openWith(view, '246810');
    expect(selectConfirmQuoteState(view.store.getState()).page.passcode).toBe('246810');
    view.unmount();
    expect(selectConfirmQuoteState(view.store.getState()).page.passcode).toBeUndefined();
  });

  it("names the load's equipment in the carrier's language by its key (the stored name is English)", async () => {
    await renderWithProviders(<CarrierLoadSummary load={QUOTE.load} />, { areas: { 'public-pages': { en, sp, fr } }, language: 'fr' });
    const equipment = screen.getByText('Équipement').closest('div')!;
    expect(equipment).toHaveTextContent('Fourgon sec 53 pi');
    expect(equipment).not.toHaveTextContent('Dry Van');
  });
});
