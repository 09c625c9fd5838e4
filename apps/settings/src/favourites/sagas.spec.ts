import { authSlice } from '@freight/auth';
import { selectToasts } from '@freight/store';
import { createTestStore, mockedApi } from '@freight/testing';
import { settingsFeature } from '../feature';
import { FAVOURITE, UUID, ok, refused } from '../test-support/fixtures';
import { removeTarget } from './sagas';
import { favouriteList, favouritesActions, selectFavouritesState } from './state';

// The unit under test is the favourites folder's saga; the API client is a fake.
jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('settings'));
const api = mockedApi('settings');

const COMPANY = FAVOURITE(2, { kind: 'company', truckerId: null, carrierCompanyId: UUID(600) });

beforeEach(() => {
  jest.clearAllMocks();
  api.settings.favourites!.mockImplementation(() => ok({ items: [FAVOURITE(1), COMPANY], total: 2, page: 1, limit: 20 }));
});

describe('the favourites saga', () => {
  it('remove-fav takes the trucker, or the carrier company', () => {
    expect(removeTarget(FAVOURITE(1))).toEqual({ truckerId: UUID(501) });
    expect(removeTarget(FAVOURITE(1, { kind: 'carrier' }))).toEqual({ truckerId: UUID(501) });
    expect(removeTarget(COMPANY)).toEqual({ carrierCompanyId: UUID(600) });
  });

  it('removes, says so and reads the same page again; a refused removal reads it again too, without a success', async () => {
    const t = createTestStore({ slices: [authSlice], features: [settingsFeature] });
    await t.dispatchAndWait(favouriteList.actions.requested({ page: 1 }));
    api.settings.removeFavourite!.mockImplementation(() => ok({ carrierCompanyId: UUID(600), favourite: false }, 'User is now Unfavourite'));
    await t.dispatchAndWait(favouritesActions.removeRequested(COMPANY));
    expect(api.settings.removeFavourite).toHaveBeenCalledWith({ carrierCompanyId: UUID(600) });
    expect(selectToasts(t.store.getState()).map((toast) => toast.messageKey)).toEqual(['settings-profile:favourites.removed']);
    expect(api.settings.favourites).toHaveBeenCalledTimes(2);

    api.settings.removeFavourite!.mockImplementation(() => refused(404, 'Trucker not found'));
    await t.dispatchAndWait(favouritesActions.removeRequested(FAVOURITE(1)));
    expect(selectFavouritesState(t.store.getState()).calls.remove.status).toBe('failed');
    expect(selectToasts(t.store.getState())).toHaveLength(1);
    expect(api.settings.favourites).toHaveBeenCalledTimes(3);
  });
});
