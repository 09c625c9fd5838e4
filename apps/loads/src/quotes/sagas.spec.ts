import { ApiError } from '@freight/api-client';
import { selectToasts } from '@freight/store';
import { createTestStore } from '@freight/testing';
import { resources } from '../resources';
import type { CarrierInsight } from '@freight/contracts';
import { candidatesOf, carrierInsightKey, insightFor, sendQuoteUsersBody } from './api';
import { recipientsOf } from './RequestQuotes';
import { quoteActions, quoteList, selectQuoteCall, selectQuoteList } from './state';
import { LOAD_UUID, QUOTE_A, QUOTE_B, ok, quotesTestFeature } from './test-support';

// The unit under test is the quotes' saga; the API client is replaced by a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('quoteManager', 'loadManager'));
const api = jest.requireMock('@freight/api-client') as { quoteManager: Record<string, jest.Mock>; loadManager: Record<string, jest.Mock> };

function setup() {
  const test = createTestStore({ features: [quotesTestFeature] });
  api.quoteManager.list!.mockImplementation(() => ok({ items: [QUOTE_A, QUOTE_B], total: 2, page: 1, limit: 100 }));
  api.loadManager.detail!.mockImplementation(() => ok({ _id: LOAD_UUID }));
  return {
    ...test,
    toasts: () => selectToasts(test.store.getState()),
    callState: (name: Parameters<typeof selectQuoteCall>[0]) => selectQuoteCall(name)(test.store.getState()),
  };
}

const conflict = (message: string) => new ApiError('server', 409, { status: false, message }, message);

beforeEach(() => jest.clearAllMocks());

describe('approving a quote', () => {
  it("approves it, says 'Quote is now Approved', keeps the order's id and fetches the load and its quotes again", async () => {
    const { dispatchAndWait, toasts, callState, store } = setup();
    api.quoteManager.approve!.mockImplementation(() =>
      ok({ quoteId: QUOTE_A.quoteId, status: 'approved', loadStatus: 'tendered', orderId: 'O-100007' }, 'Quote is now Approved'),
    );
    await dispatchAndWait(quoteActions.approveRequested({ quoteId: QUOTE_A.quoteId, loadUuid: LOAD_UUID }));
    expect(api.quoteManager.approve).toHaveBeenCalledWith(QUOTE_A.quoteId);
    expect(callState('approve')).toEqual({ status: 'succeeded', data: { quoteId: QUOTE_A.quoteId, orderId: 'O-100007' } });
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'success', messageKey: 'loads:quotes.messages.approved' })]);
    expect(api.quoteManager.list).toHaveBeenCalledWith({ loadId: LOAD_UUID, page: 1, limit: 100 }, { silent: true });
    expect(api.loadManager.detail).toHaveBeenCalledWith(LOAD_UUID, { silent: true, quietErrors: true });
    expect(api.quoteManager.adminDetail).toHaveBeenCalledWith(QUOTE_A.quoteId, { silent: true });
    expect(resources.selectEntry('loadQuotes', LOAD_UUID)(store.getState())).toEqual({ status: 'loaded', data: [QUOTE_A, QUOTE_B] });
  });

  it('on a 409 (another quote was approved meanwhile) says nothing of success and shows the quotes as they are now', async () => {
    const { dispatchAndWait, toasts, callState } = setup();
    api.quoteManager.approve!.mockImplementation(() => Promise.reject(conflict('Only a confirmed quote can be approved')));
    await dispatchAndWait(quoteActions.approveRequested({ quoteId: QUOTE_A.quoteId, loadUuid: LOAD_UUID }));
    expect(callState('approve').status).toBe('failed');
    expect(toasts()).toEqual([]);
    expect(api.quoteManager.list).toHaveBeenCalledWith({ loadId: LOAD_UUID, page: 1, limit: 100 }, { silent: true });
  });
});

describe('declining one quote (the shipper)', () => {
  it("declines it with the reason trimmed, says 'Quote is now declined. Thank You' and fetches the load, its quotes and the quote again", async () => {
    const { dispatchAndWait, toasts, callState } = setup();
    api.quoteManager.declineAsShipper!.mockImplementation(() =>
      ok({ quoteId: QUOTE_B.quoteId, status: 'declined', loadStatus: 'quoted' }, 'Quote is now declined. Thank You'),
    );
    await dispatchAndWait(quoteActions.declineRequested({ quoteId: QUOTE_B.quoteId, loadUuid: LOAD_UUID, reason: '  No longer needed ' }));
    expect(api.quoteManager.declineAsShipper).toHaveBeenCalledWith(QUOTE_B.quoteId, { reason: 'No longer needed' });
    expect(callState('decline')).toEqual({ status: 'succeeded', data: { quoteId: QUOTE_B.quoteId } });
    expect(toasts()).toEqual([expect.objectContaining({ kind: 'success', messageKey: 'loads:quotes.messages.declined' })]);
    expect(api.quoteManager.list).toHaveBeenCalledWith({ loadId: LOAD_UUID, page: 1, limit: 100 }, { silent: true });
    expect(api.loadManager.detail).toHaveBeenCalledWith(LOAD_UUID, { silent: true, quietErrors: true });
    expect(api.quoteManager.adminDetail).toHaveBeenCalledWith(QUOTE_B.quoteId, { silent: true });
  });

  it('sends no reason when none was typed; on a 409 says nothing of success and fetches the quotes again', async () => {
    const { dispatchAndWait, toasts, callState } = setup();
    api.quoteManager.declineAsShipper!.mockImplementation(() => Promise.reject(conflict('This quote can no longer be declined')));
    await dispatchAndWait(quoteActions.declineRequested({ quoteId: QUOTE_A.quoteId, loadUuid: LOAD_UUID, reason: '   ' }));
    expect(api.quoteManager.declineAsShipper).toHaveBeenCalledWith(QUOTE_A.quoteId, {});
    expect(callState('decline').status).toBe('failed');
    expect(toasts()).toEqual([]);
    expect(api.quoteManager.list).toHaveBeenCalledWith({ loadId: LOAD_UUID, page: 1, limit: 100 }, { silent: true });
  });

  it("asks carrier-insight for carrier companies and owner-operators (an owner-operator's own-company id left out)", () => {
    expect(carrierInsightKey([QUOTE_A, QUOTE_B])).toBe(`c:${QUOTE_A.carrierCompanyId}|t:`);
    expect(carrierInsightKey([QUOTE_B])).toBeUndefined();
    const operator = { ...QUOTE_B, carrierCompanyId: 'own-company', truckerId: 't9' };
    expect(carrierInsightKey([operator, QUOTE_A])).toBe(`c:${QUOTE_A.carrierCompanyId}|t:t9`);
    const items = [
      { kind: 'company', _id: 'own-company' },
      { kind: 'trucker', _id: 't9' },
    ] as CarrierInsight[];
    expect(insightFor(operator, items)).toBe(items[1]);
    expect(insightFor(QUOTE_A, items)).toBeUndefined();
  });
});

describe('cancelling every quote of a load', () => {
  it("cancels them and says 'All Quotes are cancelled. Thank You'", async () => {
    const { dispatchAndWait, toasts } = setup();
    api.quoteManager.cancelAll!.mockImplementation(() => ok({ cancelled: 2, loadStatus: 'pending' }));
    await dispatchAndWait(quoteActions.cancelAllRequested({ loadUuid: LOAD_UUID }));
    expect(api.quoteManager.cancelAll).toHaveBeenCalledWith(LOAD_UUID);
    expect(toasts()).toEqual([expect.objectContaining({ messageKey: 'loads:quotes.messages.cancelled' })]);
  });
});

describe('requesting quotes', () => {
  it('sends partner users, owner-operators and typed addresses each in their own list, once each', async () => {
    const { dispatchAndWait, toasts, callState } = setup();
    api.quoteManager.sendToUsers!.mockImplementation(() => ok({ loadStatus: 'pending', quotes: [] }, 'Quote Successfully Send to Users'));
    await dispatchAndWait(
      quoteActions.sendRequested({
        loadUuid: LOAD_UUID,
        recipients: [
          { kind: 'user', _id: 'u1' },
          { kind: 'user', _id: 'u1' },
          { kind: 'ownerOperator', _id: 't1' },
          { kind: 'email', name: 'Carrier A', email: 'a@carrier.test' },
        ],
      }),
    );
    expect(api.quoteManager.sendToUsers).toHaveBeenCalledWith(LOAD_UUID, {
      userIds: ['u1'],
      truckerIds: ['t1'],
      emails: [{ name: 'Carrier A', email: 'a@carrier.test' }],
    });
    expect(callState('send').status).toBe('succeeded');
    expect(toasts()).toEqual([expect.objectContaining({ messageKey: 'loads:quotes.messages.sent' })]);
  });

  it("keeps the server's field errors for the form (a bad address)", async () => {
    const { dispatchAndWait, callState } = setup();
    api.quoteManager.sendToUsers!.mockImplementation(() =>
      Promise.reject(
        new ApiError('input', 400, { status: false, message: 'Invalid request', errors: [{ field: 'body.emails.0.email', message: 'Invalid email' }] }, 'x'),
      ),
    );
    await dispatchAndWait(quoteActions.sendRequested({ loadUuid: LOAD_UUID, recipients: [{ kind: 'email', name: 'X', email: 'x@y' }] }));
    expect(callState('send')).toEqual({ status: 'failed', fieldErrors: { 'emails.0.email': 'Invalid email' } });
  });

  it('lists the candidates of the recipients call: partner users under their company, then owner-operators', () => {
    const candidates = candidatesOf({
      partners: [{ companyId: 'c1', name: 'Interstate Haulers', users: [{ _id: 'u1', name: 'Dana', email: 'dana@ih.test', language: 'en' }] }],
      ownerOperators: [{ _id: 't1', name: 'Olga', email: 'olga@oo.test', truckNumber: 'T-7' }],
    });
    expect(candidates.map((c) => [c.kind, c.name, c.group])).toEqual([
      ['partner', 'Dana', 'Interstate Haulers'],
      ['ownerOperator', 'Olga', 'T-7'],
    ]);
    expect(sendQuoteUsersBody(recipientsOf({ picked: candidates.map((c) => c.key), emails: [{ name: ' Ann ', email: ' ann@x.test ' }] }, candidates))).toEqual({
      userIds: ['u1'],
      truckerIds: ['t1'],
      emails: [{ name: 'Ann', email: 'ann@x.test' }],
    });
    expect(sendQuoteUsersBody([])).toEqual({});
  });
});

describe('commenting on a quote', () => {
  it('sends the comment as the shipper and fetches the thread again', async () => {
    const { dispatchAndWait, callState } = setup();
    api.quoteManager.commentAsShipper!.mockImplementation(() => ok({ quoteId: QUOTE_A.quoteId, comments: [] }));
    await dispatchAndWait(quoteActions.commentRequested({ quoteId: QUOTE_A.quoteId, comment: 'Can you load Monday?' }));
    expect(api.quoteManager.commentAsShipper).toHaveBeenCalledWith(QUOTE_A.quoteId, { body: 'Can you load Monday?' });
    expect(api.quoteManager.adminDetail).toHaveBeenCalledWith(QUOTE_A.quoteId, { silent: true });
    expect(callState('comment').status).toBe('succeeded');
  });
});

describe('the quote list', () => {
  it('asks for the open quotes, all of them or one status, with the search typed; and is fetched again after a change once shown', async () => {
    const { dispatchAndWait, store } = setup();
    api.quoteManager.list!.mockImplementation(() => ok({ items: [QUOTE_A], total: 1, page: 1, limit: 20 }));
    await dispatchAndWait(quoteList.actions.queryChanged({ page: 1, limit: 20, search: 'Haulers', filters: { status: 'confirmed' } }));
    expect(api.quoteManager.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, search: 'Haulers', status: 'confirmed' }, { silent: true });
    expect(selectQuoteList(store.getState()).items).toEqual([QUOTE_A]);

    // No status (or one the API does not know): the open quotes; `all`: every quote.
    await dispatchAndWait(quoteList.actions.queryChanged({ page: 1, limit: 20, search: '', filters: { status: 'nonsense' } }));
    expect(api.quoteManager.list).toHaveBeenLastCalledWith({ page: 1, limit: 20, open: true }, { silent: true });
    await dispatchAndWait(quoteList.actions.queryChanged({ page: 1, limit: 20, search: '', filters: { status: 'all' } }));
    expect(api.quoteManager.list).toHaveBeenLastCalledWith({ page: 1, limit: 20 }, { silent: true });

    api.quoteManager.list!.mockClear();
    api.quoteManager.cancelAll!.mockImplementation(() => ok({ cancelled: 1, loadStatus: 'pending' }));
    await dispatchAndWait(quoteActions.cancelAllRequested({ loadUuid: LOAD_UUID }));
    expect(api.quoteManager.list).toHaveBeenCalledWith({ page: 1, limit: 20 }, { silent: true });
  });
});
