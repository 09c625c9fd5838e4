import type { InternalAxiosRequestConfig } from 'axios';
import { API_ROUTES } from '@freight/contracts';
import { configureApiClient, http } from '../client';
import { settings } from './settings';

/** What the client handed to axios's transport. */
let seen: InternalAxiosRequestConfig | undefined;

beforeEach(async () => {
  configureApiClient({ getLanguage: () => 'en', notify: jest.fn(), onSessionEnded: jest.fn(), onActivity: jest.fn() });
  seen = undefined;
  (await http()).defaults.adapter = async (config) => {
    seen = config;
    return { status: 200, statusText: '', headers: {}, config, data: { status: true, message: 'ok', data: {} } };
  };
});

const COMPANY = '7d2c8a52-0000-4000-8000-000000000003';
/** The catalogue row a request lands on (`:param` segments match any one segment). */
const routeOf = (method: string, url: string) =>
  API_ROUTES.find((route) => route.method === method.toUpperCase() && new RegExp(`^${route.path.replace(/:[A-Za-z_]+/g, '[^/]+')}$`).test(url));

describe('settings calls', () => {
  it('every call lands on a catalogued route with the access a portal-less account needs (favourites aside)', async () => {
    const calls: Array<[() => Promise<unknown>, string]> = [
      [() => settings.profile(), 'account'],
      [() => settings.updateProfile({ firstname: 'Ada' }), 'account'],
      [() => settings.changePassword({ currentPassword: 'a', newPassword: 'bbbbbb', confirmPassword: 'bbbbbb' }), 'account'],
      [() => settings.company(), 'account'],
      [() => settings.updateCompany({ name: 'Co' }), 'account'],
      [() => settings.uploadLogo({ data: 'iVBORw0KGgo=' }), 'account'],
      [() => settings.removeLogo(), 'account'],
      [() => settings.billingPortal(COMPANY), 'account'],
      [() => settings.businessDetails(), 'account'],
      [() => settings.updateBusinessDetails({ companyType: 'carrier' }), 'account'],
      [() => settings.defaults(), 'account'],
      [() => settings.updateDefaults({ currency: 'CAD' }), 'account'],
      [() => settings.defaultAddress(), 'account'],
      [() => settings.options(), 'account'],
      [() => settings.favourites(), 'user'],
      [() => settings.removeFavourite({ truckerId: COMPANY }), 'user'],
    ];
    for (const [invoke, access] of calls) {
      await invoke();
      const route = routeOf(seen!.method!, seen!.url!);
      expect({ url: seen!.url, access: route?.access }).toEqual({ url: seen!.url, access });
    }
  });

  it('sends the bodies as given, the logo as base64 JSON, the favourites query as values', async () => {
    await settings.uploadLogo({ data: 'data:image/png;base64,iVBORw0KGgo=', filename: 'logo.png' });
    expect(seen!.method).toBe('post');
    expect(JSON.parse(seen!.data as string)).toEqual({ data: 'data:image/png;base64,iVBORw0KGgo=', filename: 'logo.png' });
    await settings.removeLogo();
    expect([seen!.method, seen!.url]).toEqual(['delete', 'settings-manager/company-logo']);
    await settings.favourites({ kind: 'carriers', page: 2, limit: 10 });
    expect([seen!.method, seen!.url, seen!.params]).toEqual(['get', 'settings-manager/favourites', { kind: 'carriers', page: 2, limit: 10 }]);
    await settings.billingPortal(COMPANY);
    expect(seen!.url).toBe(`company-manager/portal/${COMPANY}`);
    await settings.updateDefaults({ pickupAddressId: null, reminderLeadHours: [24] });
    expect(JSON.parse(seen!.data as string)).toEqual({ pickupAddressId: null, reminderLeadHours: [24] });
  });
});
