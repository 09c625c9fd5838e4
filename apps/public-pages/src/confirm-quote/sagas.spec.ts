import { combineReducers } from '@reduxjs/toolkit';
import { ApiError } from '@freight/api-client';
import { defineFeature, selectToasts } from '@freight/store';
import { createTestStore, mockedApi } from '@freight/testing';
import { QUOTE } from './fixtures';
import { confirmQuoteSaga } from './sagas';
import { CONFIRM_QUOTE_KEY, confirmQuoteActions, confirmQuoteRootReducer, selectConfirmQuoteState } from './state';

// The unit under test is the page's saga; the API client is replaced by a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('quoteManager'));
const api = mockedApi('quoteManager').quoteManager;

const ok = <T>(data: T, message = 'ok') => Promise.resolve({ status: true, message, data });
const wrongPasscode = () =>
  new ApiError('input', 400, { status: false, message: 'Wrong passcode', errors: [{ field: 'body.passcode', message: 'Wrong passcode' }] }, 'Wrong passcode');
const locked = () => new ApiError('server', 429, { status: false, message: 'Too many wrong passcodes: this quote is locked.' }, 'locked');

function setup() {
  const feature = defineFeature({
    key: 'publicPages',
    reducer: combineReducers({ [CONFIRM_QUOTE_KEY]: confirmQuoteRootReducer }) as never,
    saga: confirmQuoteSaga,
  });
  const { store, dispatchAndWait } = createTestStore({ features: [feature] });
  return { store, dispatchAndWait, state: () => selectConfirmQuoteState(store.getState()), toasts: () => selectToasts(store.getState()) };
}

async function unlocked() {
  const t = setup();
  api.validatePasscode!.mockImplementation(() => ok(QUOTE, 'Passcode verified'));
  await t.dispatchAndWait(confirmQuoteActions.unlockRequested({ quoteId: QUOTE.quoteId, passcode: '246810' }));
  return t;
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('opening a quote with its passcode', () => {
  it('opens the quote on the right passcode, keeping the passcode in memory only', async () => {
    const { state } = await unlocked();
    expect(api.validatePasscode).toHaveBeenCalledWith(QUOTE.quoteId, '246810', expect.objectContaining({ quietErrors: true }));
    expect(state().page).toEqual({ quoteId: QUOTE.quoteId, passcode: '246810', access: 'open', view: QUOTE });
    expect(state().calls.unlock.status).toBe('succeeded');
    expect(JSON.stringify({ ...localStorage })).not.toContain('246810');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('246810');
  });

  it('puts a wrong passcode (400) on the passcode field and stays on the passcode step', async () => {
    const { dispatchAndWait, state, toasts } = setup();
    api.validatePasscode!.mockImplementation(() => Promise.reject(wrongPasscode()));
    await dispatchAndWait(confirmQuoteActions.unlockRequested({ quoteId: QUOTE.quoteId, passcode: '111111' }));
    expect(state().page).toEqual({ access: 'passcode' });
    expect(state().calls.unlock).toEqual({ status: 'failed', fieldErrors: { passcode: 'Wrong passcode' } });
    expect(toasts()).toEqual([]);
  });

  it('locks the page on a 429, even for a passcode that is right', async () => {
    const { dispatchAndWait, state } = setup();
    api.validatePasscode!.mockImplementation(() => Promise.reject(locked()));
    await dispatchAndWait(confirmQuoteActions.unlockRequested({ quoteId: QUOTE.quoteId, passcode: '246810' }));
    expect(state().page.access).toBe('locked');
    expect(state().page.passcode).toBeUndefined();
  });

  it('says a quote that does not exist (404) is not found', async () => {
    const { dispatchAndWait, state } = setup();
    api.validatePasscode!.mockImplementation(() =>
      Promise.reject(new ApiError('notFound', 404, { status: false, message: 'Quote not found' }, 'Quote not found')),
    );
    await dispatchAndWait(confirmQuoteActions.unlockRequested({ quoteId: QUOTE.quoteId, passcode: '246810' }));
    expect(state().page.access).toBe('notFound');
  });

  it('forgets the quote and its passcode when the page closes', async () => {
    const { store, state } = await unlocked();
    store.dispatch(confirmQuoteActions.left());
    expect(state().page).toEqual({ access: 'passcode' });
    expect(state().calls.unlock.status).toBe('idle');
  });
});

describe('answering the request', () => {
  it('confirms a price with the passcode, says so with the server message and shows the quote again', async () => {
    const { dispatchAndWait, state, toasts } = await unlocked();
    const message = 'Quote is now confirmed. Please wait for Quote to be Approved';
    api.confirm!.mockImplementation(() => ok({ quoteId: QUOTE.quoteId, status: 'confirmed', loadStatus: 'quoted' }, message));
    const confirmed = { ...QUOTE, status: 'confirmed' as const, amount: 2450, transitDays: 2, validUntil: '2026-12-01T23:59:59.000Z' };
    api.detail!.mockImplementation(() => ok(confirmed));
    await dispatchAndWait(confirmQuoteActions.confirmRequested({ amount: 2450, currency: 'USD', transitDays: 2, validUntil: '2026-12-01', notes: '  ' }));
    expect(api.confirm).toHaveBeenCalledWith(
      QUOTE.quoteId,
      { passcode: '246810', amount: 2450, currency: 'USD', transitDays: 2, validUntil: new Date('2026-12-01T23:59:59').toISOString() },
      expect.objectContaining({ quietErrors: true }),
    );
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'success', text: message })]);
    expect(api.detail).toHaveBeenCalledWith(QUOTE.quoteId, '246810', expect.anything());
    expect(state().page.view).toEqual(confirmed);
  });

  it('keeps the server field errors of a refused price on the form', async () => {
    const { dispatchAndWait, state } = await unlocked();
    api.confirm!.mockImplementation(() =>
      Promise.reject(
        new ApiError('input', 400, { status: false, message: 'x', errors: [{ field: 'body.validUntil', message: 'Must be in the future' }] }, 'x'),
      ),
    );
    await dispatchAndWait(confirmQuoteActions.confirmRequested({ amount: 1, currency: 'USD', transitDays: 1, validUntil: '2026-11-23', notes: '' }));
    expect(state().calls.confirm.fieldErrors).toEqual({ validUntil: 'Must be in the future' });
    expect(api.detail).not.toHaveBeenCalled();
  });

  it('shows where the quote stands after a 409 (it moved on meanwhile)', async () => {
    const { dispatchAndWait, state } = await unlocked();
    api.confirm!.mockImplementation(() =>
      Promise.reject(new ApiError('server', 409, { status: false, message: 'This quote can no longer be confirmed' }, 'x')),
    );
    api.detail!.mockImplementation(() => ok({ ...QUOTE, status: 'cancelled' }));
    await dispatchAndWait(confirmQuoteActions.confirmRequested({ amount: 1, currency: 'USD', transitDays: 1, validUntil: '2026-12-01', notes: '' }));
    expect(state().calls.confirm.errorText).toBe('This quote can no longer be confirmed');
    expect(state().page.view?.status).toBe('cancelled');
  });

  it('declines with the reason', async () => {
    const { dispatchAndWait, state, toasts } = await unlocked();
    api.decline!.mockImplementation(() => ok({ quoteId: QUOTE.quoteId, status: 'declined', loadStatus: 'pending' }, 'Quote is now declined. Thank You'));
    api.detail!.mockImplementation(() => ok({ ...QUOTE, status: 'declined', declineReason: 'No truck that day' }));
    await dispatchAndWait(confirmQuoteActions.declineRequested({ reason: ' No truck that day ' }));
    expect(api.decline).toHaveBeenCalledWith(QUOTE.quoteId, { passcode: '246810', reason: 'No truck that day' }, expect.anything());
    expect(toasts()).toEqual([expect.objectContaining({ text: 'Quote is now declined. Thank You' })]);
    expect(state().page.view?.status).toBe('declined');
  });

  it('sends a comment with the passcode and shows the thread the API answers', async () => {
    const { dispatchAndWait, state } = await unlocked();
    const thread = [{ author: 'carrier' as const, authorName: 'Marcus Reed', body: 'Can you load at 7?', createdAt: '2026-11-23T10:00:00Z' }];
    api.commentAsCarrier!.mockImplementation(() => ok({ quoteId: QUOTE.quoteId, comments: thread }, 'Comment sent'));
    await dispatchAndWait(confirmQuoteActions.commentRequested({ comment: 'Can you load at 7? ' }));
    expect(api.commentAsCarrier).toHaveBeenCalledWith(
      QUOTE.quoteId,
      { passcode: '246810', body: 'Can you load at 7?' },
      expect.objectContaining({ quietErrors: true }),
    );
    expect(state().page.view?.comments).toEqual(thread);
    expect(api.detail).not.toHaveBeenCalled();
  });

  it('asks for the passcode again when an action meets a passcode the quote no longer takes (the request was sent again)', async () => {
    const { dispatchAndWait, state, toasts } = await unlocked();
    api.confirm!.mockImplementation(() => Promise.reject(wrongPasscode()));
    await dispatchAndWait(confirmQuoteActions.confirmRequested({ amount: 1, currency: 'USD', transitDays: 1, validUntil: '2026-12-01', notes: '' }));
    expect(state().page).toEqual({ quoteId: QUOTE.quoteId, access: 'passcode', passcodeChanged: true });
    expect(state().calls.confirm.status).toBe('idle');
    expect(toasts()).toEqual([]);
  });

  it('asks for the passcode again when the quote shown after a 409 refuses the passcode (header field)', async () => {
    const { dispatchAndWait, state } = await unlocked();
    api.decline!.mockImplementation(() => Promise.reject(new ApiError('server', 409, { status: false, message: 'This quote can no longer be declined' }, 'x')));
    api.detail!.mockImplementation(() =>
      Promise.reject(
        new ApiError(
          'input',
          400,
          { status: false, message: 'Wrong passcode', errors: [{ field: 'headers.x-quote-passcode', message: 'Wrong passcode' }] },
          'Wrong passcode',
        ),
      ),
    );
    await dispatchAndWait(confirmQuoteActions.declineRequested({ reason: 'x' }));
    expect(state().page).toEqual({ quoteId: QUOTE.quoteId, access: 'passcode', passcodeChanged: true });

    // The new passcode opens it again, and the notice goes.
    api.validatePasscode!.mockImplementation(() => ok({ ...QUOTE, status: 'cancelled' as const }));
    await dispatchAndWait(confirmQuoteActions.unlockRequested({ quoteId: QUOTE.quoteId, passcode: '13579246' }));
    expect(state().page).toEqual({ quoteId: QUOTE.quoteId, passcode: '13579246', access: 'open', view: { ...QUOTE, status: 'cancelled' } });
  });

  it('locks the page when an action meets the lock', async () => {
    const { dispatchAndWait, state } = await unlocked();
    api.decline!.mockImplementation(() => Promise.reject(locked()));
    await dispatchAndWait(confirmQuoteActions.declineRequested({ reason: 'x' }));
    expect(state().page.access).toBe('locked');
    expect(state().page.view).toBeUndefined();
  });
});
