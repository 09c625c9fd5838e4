import { authSlice } from '@freight/auth';
import { selectToasts } from '@freight/store';
import { createTestStore, mockedApi } from '@freight/testing';
import { settingsFeature } from '../feature';
import { DEFAULTS, OPTIONS, ok, refused } from '../test-support/fixtures';
import { defaultsActions, selectDefaultsState } from './state';

// The unit under test is the defaults folder's saga; the API client is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('settings'));
const api = mockedApi('settings');

const setup = () => {
  const t = createTestStore({ slices: [authSlice], features: [settingsFeature] });
  return { ...t, state: () => selectDefaultsState(t.store.getState()), toasts: () => selectToasts(t.store.getState()).map((toast) => toast.messageKey) };
};

beforeEach(() => {
  jest.clearAllMocks();
  api.settings.defaults!.mockImplementation(() => ok(DEFAULTS));
  api.settings.options!.mockImplementation(() => ok(OPTIONS));
});

describe('the defaults saga', () => {
  it('reads the defaults and the options side by side; one failing leaves the other', async () => {
    const t = setup();
    api.settings.options!.mockImplementationOnce(() => refused(500, 'Server error'));
    await t.dispatchAndWait(defaultsActions.defaultsRequested());
    expect(t.state().defaults).toEqual({ status: 'succeeded', data: DEFAULTS });
    expect(t.state().options.status).toBe('failed');
    expect(api.settings.defaults).toHaveBeenCalledWith({ silent: true });
  });

  it("saves: the saved defaults become the form's, and it says so", async () => {
    const t = setup();
    api.settings.updateDefaults!.mockImplementation(() => ok({ ...DEFAULTS, weightUnit: 'kg' }));
    await t.dispatchAndWait(defaultsActions.saveRequested({ weightUnit: 'kg' }));
    expect(api.settings.updateDefaults).toHaveBeenCalledWith({ weightUnit: 'kg' });
    expect(t.state().defaults.data?.weightUnit).toBe('kg');
    expect(t.toasts()).toEqual(['settings-defaults:saved']);
  });

  it('keeps the field errors of a refused save', async () => {
    const t = setup();
    api.settings.updateDefaults!.mockImplementation(() => refused(400, 'Invalid request', [{ field: 'body.pickupAddressId', message: 'Address not found' }]));
    await t.dispatchAndWait(defaultsActions.saveRequested({ pickupAddressId: '00000000-0000-4000-8000-000000000999' }));
    expect(t.state().save).toMatchObject({ status: 'failed', fieldErrors: { pickupAddressId: 'Address not found' } });
    expect(t.toasts()).toEqual([]);
  });
});
