import { accessRequested, authSlice } from '@freight/auth';
import { selectToasts } from '@freight/store';
import { createTestStore, mockedApi } from '@freight/testing';
import { settingsFeature } from '../feature';
import { BUSINESS, OPTIONS, ok, refused } from '../test-support/fixtures';
import { businessActions, selectBusinessState } from './state';

// The unit under test is the business folder's saga; the API client is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('settings'));
const api = mockedApi('settings');

function setup() {
  const t = createTestStore({ slices: [authSlice], features: [settingsFeature] });
  return {
    ...t,
    calls: () => selectBusinessState(t.store.getState()).calls,
    refreshed: () => t.dispatched().filter((action) => action.type === accessRequested.type).length,
    toasts: () => selectToasts(t.store.getState()).map((toast) => toast.messageKey),
  };
}

beforeEach(() => {
  jest.clearAllMocks();
  api.settings.businessDetails!.mockImplementation(() => ok(BUSINESS));
  api.settings.options!.mockImplementation(() => ok(OPTIONS));
});

describe('the business saga', () => {
  it('reads the details and the options quietly', async () => {
    const t = setup();
    await t.dispatchAndWait(businessActions.detailsRequested());
    await t.dispatchAndWait(businessActions.optionsRequested());
    expect(api.settings.businessDetails).toHaveBeenCalledWith({ silent: true });
    expect(t.calls().details.data).toEqual(BUSINESS);
    expect(t.calls().options.data).toEqual(OPTIONS);
  });

  it('a new side is saved, said, and read again into the session; carrier details alone do not touch the session', async () => {
    const t = setup();
    api.settings.updateBusinessDetails!.mockImplementation(() => ok({ ...BUSINESS, companyType: 'carrier' }));
    await t.dispatchAndWait(businessActions.saveRequested({ companyType: 'carrier' }));
    expect(t.calls().details.data?.companyType).toBe('carrier');
    expect(t.toasts()).toEqual(['settings-business:saved']);
    expect(t.refreshed()).toBe(1);
    await t.dispatchAndWait(businessActions.saveRequested({ carrier: { dotNumber: '1234567' } }));
    expect(t.refreshed()).toBe(1);
  });

  it("puts the carrier part's field errors under the carrier form's own names", async () => {
    const t = setup();
    api.settings.updateBusinessDetails!.mockImplementation(() =>
      refused(400, 'Invalid request', [
        { field: 'body.carrier.mcNumber', message: 'Invalid MC number' },
        { field: 'body.carrier.preferredLanes.0.originState', message: 'Unknown state' },
      ]),
    );
    await t.dispatchAndWait(businessActions.saveRequested({ carrier: { mcNumber: 'x' } }));
    expect(t.calls().save).toMatchObject({ status: 'failed', fieldErrors: { mcNumber: 'Invalid MC number', 'preferredLanes.0.originState': 'Unknown state' } });
    expect(t.refreshed()).toBe(0);
  });
});
