import type { InternalAxiosRequestConfig } from 'axios';
import { configureApiClient, http } from '../client';
import { loadInsight } from './insight';

/** What the client handed to axios's transport. */
let seen: InternalAxiosRequestConfig | undefined;

beforeEach(async () => {
  configureApiClient({ getLanguage: () => 'fr', notify: jest.fn(), onSessionEnded: jest.fn(), onActivity: jest.fn() });
  seen = undefined;
  (await http()).defaults.adapter = async (config) => {
    seen = config;
    return { status: 200, statusText: '', headers: {}, config, data: { status: true, message: 'ok', data: {} } };
  };
});

const LOAD = '7d2c8a52-0000-4000-8000-000000000001';
const CARRIER = '7d2c8a52-0000-4000-8000-000000000002';

describe('loadInsight', () => {
  it('price-insight posts the place; price-insight-load gets the load by its uuid', async () => {
    await loadInsight.price({ originCity: 'Dallas', originState: 'TX', destinationCity: 'Tulsa', destinationState: 'OK', equipmentTypeId: LOAD });
    expect(seen!.method).toBe('post');
    expect(seen!.url).toBe('load-manager/price-insight');
    expect(JSON.parse(seen!.data as string)).toEqual({
      originCity: 'Dallas',
      originState: 'TX',
      destinationCity: 'Tulsa',
      destinationState: 'OK',
      equipmentTypeId: LOAD,
    });
    expect(seen!.headers.get('Idempotency-Key')).toBeFalsy();
    await loadInsight.priceForLoad(LOAD);
    expect(seen!.method).toBe('get');
    expect(seen!.url).toBe(`load-manager/price-insight-load/${LOAD}`);
  });

  it('carrier-insight posts the ids in one batch', async () => {
    await loadInsight.carriers({ carrierCompanyIds: [CARRIER], truckerIds: [LOAD] });
    expect(seen!.url).toBe('load-manager/carrier-insight');
    expect(JSON.parse(seen!.data as string)).toEqual({ carrierCompanyIds: [CARRIER], truckerIds: [LOAD] });
  });

  it('carrier-detail sends the page and limit as query values, none when not given', async () => {
    await loadInsight.carrierDetail(CARRIER, { page: 2, limit: 10 });
    expect(seen!.method).toBe('get');
    expect(seen!.url).toBe(`load-manager/carrier-detail/${CARRIER}`);
    expect(seen!.params).toEqual({ page: 2, limit: 10 });
    await loadInsight.carrierDetail(CARRIER);
    expect(Object.values(seen!.params ?? {}).filter((value) => value !== undefined)).toEqual([]);
  });
});
