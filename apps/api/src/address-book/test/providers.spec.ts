import { PHONE_PATTERN } from '@freight/contracts';
import { ConfigError } from '../../config';
import { checkPostalAddress } from '../../providers/maps/postal-check';
import { ERP_CUSTOMERS } from '../../providers/erp/catalogue';
import { createLocalErpProvider } from '../../providers/erp/local';
import { createSapErpProvider, sapCustomerUrl } from '../../providers/erp/sap';
import { ProviderError, type FetchLike } from '../../providers/http';
import { createProviders, loadProviderConfig } from '../../providers';
import { decodePolyline, haversineKm } from '../../providers/maps/geo';
import { createGoogleMapsProvider } from '../../providers/maps/google';
import { createLocalMapsProvider } from '../../providers/maps/local';
import { createOsrmMapsProvider } from '../../providers/maps/osrm';
import { parsePlace, resolvePlace, type ParsedPlace, type ResolvedPlace } from '../../providers/maps/places';
import { cityMatchesLocality, normalisePostalCode } from '../../providers/maps/postal';
import { renderText } from '../../texts';
import { createTestApp } from '../../../test/support/test-app';
import { caller } from './support';

/** A refusal's text in English (places give it by id). */
const english = <T extends ParsedPlace | ResolvedPlace>(place: T) => ('error' in place ? { ...place, error: renderText(place.error, 'en') } : place);

/** A fetch stub answering JSON from `answer(url)`, recording every call. */
function stubFetch(answer: (url: string) => { status?: number; body: unknown }) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const { status = 200, body } = answer(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

const headerOf = (init: RequestInit | undefined, name: string) => (init?.headers as Record<string, string> | undefined)?.[name];

const CHICAGO = { lat: 41.8781, lng: -87.6298 };
const DALLAS = { lat: 32.7767, lng: -96.797 };

describe('provider configuration', () => {
  it('defaults to the offline providers and OpenStreetMap tiles', () => {
    const config = loadProviderConfig({});
    expect(config).toEqual({
      maps: { provider: 'local' },
      erp: { provider: 'local' },
      tiles: { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: expect.stringContaining('OpenStreetMap') },
      timeoutMs: 10_000,
    });
    const providers = createProviders(config);
    expect([providers.maps.name, providers.erp.name]).toEqual(['local', 'local']);
  });

  it('selects OSRM, Google and SAP by environment and names a missing or bad variable', () => {
    const osrm = loadProviderConfig({ MAPS_PROVIDER: 'osrm', OSRM_URL: 'http://osrm:5000', NOMINATIM_URL: 'https://nominatim.example' });
    expect(osrm.maps).toEqual({ provider: 'osrm', osrmUrl: 'http://osrm:5000', nominatimUrl: 'https://nominatim.example' });
    expect(createProviders(osrm).maps.name).toBe('osrm');
    const google = loadProviderConfig({ MAPS_PROVIDER: 'GOOGLE', GOOGLE_MAPS_KEY: 'k', MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' });
    expect(createProviders(google).maps.name).toBe('google');
    expect(google.tiles.url).toBe('https://tiles.example/{z}/{x}/{y}.png');
    const sap = loadProviderConfig({ ERP_PROVIDER: 'sap', SAP_URL: 'https://s4.example', SAP_USER: 'u', SAP_PASSWORD: 'p', PROVIDER_TIMEOUT_MS: '2500' });
    expect(sap.erp).toEqual({ provider: 'sap', url: 'https://s4.example', user: 'u', password: 'p' });
    expect(sap.timeoutMs).toBe(2500);
    expect(createProviders(sap).erp.name).toBe('sap');

    expect(() => loadProviderConfig({ MAPS_PROVIDER: 'osrm', OSRM_URL: 'http://osrm:5000' })).toThrow(
      new ConfigError('NOMINATIM_URL is required when MAPS_PROVIDER=osrm'),
    );
    expect(() => loadProviderConfig({ MAPS_PROVIDER: 'osrm', OSRM_URL: 'osrm:5000', NOMINATIM_URL: 'http://n' })).toThrow(/OSRM_URL must be an http\(s\) URL/);
    expect(() => loadProviderConfig({ MAPS_PROVIDER: 'google' })).toThrow(/GOOGLE_MAPS_KEY is required/);
    expect(() => loadProviderConfig({ MAPS_PROVIDER: 'bing' })).toThrow(/MAPS_PROVIDER must be local, osrm or google/);
    expect(() => loadProviderConfig({ ERP_PROVIDER: 'sap', SAP_URL: 'https://s4.example', SAP_USER: 'u' })).toThrow(/SAP_PASSWORD is required/);
    expect(() => loadProviderConfig({ ERP_PROVIDER: 'oracle' })).toThrow(/ERP_PROVIDER must be local or sap/);
    expect(() => loadProviderConfig({ PROVIDER_TIMEOUT_MS: 'soon' })).toThrow(/PROVIDER_TIMEOUT_MS/);
  });
});

describe('local maps provider', () => {
  const maps = createLocalMapsProvider();

  it('geocodes US ZIPs and Canadian codes (by their first 3 characters), filtered by country', async () => {
    expect(await maps.geocodePostalCode('90210-1234')).toMatchObject({ city: 'Beverly Hills', state: 'CA', country: 'USA', postalCode: '90210-1234' });
    expect(await maps.geocodePostalCode('t2p 1j9')).toMatchObject({
      city: expect.stringContaining('Calgary'),
      state: 'AB',
      country: 'CANADA',
      postalCode: 'T2P 1J9',
    });
    expect(await maps.geocodePostalCode('90210', 'CANADA')).toBeNull();
    expect(await maps.geocodePostalCode('00000')).toBeNull();
    expect(await maps.geocodePostalCode('not a code')).toBeNull();
  });

  it('reverse geocodes to the nearest postal code quickly, and to nothing far away', async () => {
    const started = Date.now();
    for (let i = 0; i < 200; i++) await maps.reverseGeocode({ lat: 30 + (i % 20), lng: -120 + i / 5 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await maps.reverseGeocode(CHICAGO)).toMatchObject({ city: 'Chicago', state: 'IL', country: 'USA' });
    expect(await maps.reverseGeocode({ lat: 0, lng: 0 })).toBeNull();
  });

  it('routes: great circle x 1.2 at 80 km/h, 20 points from origin to destination', async () => {
    const route = (await maps.route(CHICAGO, DALLAS))!;
    const greatCircle = haversineKm(CHICAGO, DALLAS);
    expect(greatCircle).toBeGreaterThan(1280);
    expect(greatCircle).toBeLessThan(1300);
    expect(route.distanceKm).toBeCloseTo(greatCircle * 1.2, 1);
    expect(route.durationMinutes).toBeCloseTo((greatCircle * 1.2 * 60) / 80, 0);
    expect(route.points).toHaveLength(20);
    expect(route.points[0]).toEqual([CHICAGO.lat, CHICAGO.lng]);
    expect(route.points[19]).toEqual([DALLAS.lat, DALLAS.lng]);
    const matrix = await maps.distanceMatrix([CHICAGO, DALLAS], [DALLAS]);
    expect(matrix).toEqual([[{ distanceKm: route.distanceKm, durationMinutes: route.durationMinutes }], [{ distanceKm: 0, durationMinutes: 0 }]]);
  });
});

describe('zip check helpers', () => {
  it('matches cities to localities ignoring case, accents, punctuation, "St." and lost accents', () => {
    expect(cityMatchesLocality('Beverly Hills', 'Beverly Hills')).toBe(true);
    expect(cityMatchesLocality('toronto', 'Downtown Toronto (cn Tower / King And Spadina)')).toBe(true);
    expect(cityMatchesLocality('St. Louis', 'Saint Louis')).toBe(true);
    expect(cityMatchesLocality('Trois-Rivières', 'Trois-rivi\uFFFDres East')).toBe(true);
    expect(cityMatchesLocality('Chicago', 'Beverly Hills')).toBe(false);
    expect(cityMatchesLocality('Tor', 'Downtown Toronto')).toBe(false);
    expect(cityMatchesLocality('', 'Chicago')).toBe(false);
    expect(normalisePostalCode(' k1a-0b1 ')).toBe('K1A 0B1');
  });

  it('every ERP catalogue customer has a valid phone and passes the zip check', async () => {
    const maps = createLocalMapsProvider();
    expect(ERP_CUSTOMERS).toHaveLength(40);
    expect(new Set(ERP_CUSTOMERS.map((customer) => customer.erpCustomerId)).size).toBe(40);
    for (const customer of ERP_CUSTOMERS) {
      expect({ name: customer.name, phone: new RegExp(PHONE_PATTERN).test(customer.contactPhone ?? '') }).toEqual({ name: customer.name, phone: true });
      await expect(checkPostalAddress(maps, customer)).resolves.toMatchObject({ lat: expect.any(Number) });
    }
    expect((await createLocalErpProvider().searchCustomers('CO.', 3)).map((customer) => customer.name)).toEqual([
      'Mile High Outdoor Co.',
      'Bluegrass Barrel Co.',
    ]);
  });
});

describe('places as people type them (providers/maps/places.ts)', () => {
  const locality = (city: string, region: string, country: 'USA' | 'CANADA') => ({ kind: 'locality', locality: { city, region, country } });

  it('reads positions, postal codes, addresses ending with one, "City, ST" and "City, Province"', () => {
    expect(parsePlace(' 41.8781, -87.6298 ')).toEqual({ kind: 'position', point: { lat: 41.8781, lng: -87.6298 } });
    expect(english(parsePlace('91,0'))).toEqual({ kind: 'badPosition', error: 'Latitude must be between -90 and 90' });
    expect(english(parsePlace('10,181'))).toEqual({ kind: 'badPosition', error: 'Longitude must be between -180 and 180' });
    expect(parsePlace('60601-1234')).toEqual({ kind: 'postalCode', postalCode: '60601-1234', country: 'USA' });
    expect(parsePlace('m5v2t6')).toEqual({ kind: 'postalCode', postalCode: 'm5v2t6', country: 'CANADA' });
    expect(parsePlace('233 S Wacker Dr, Chicago, IL 60606, USA')).toEqual({ kind: 'postalCode', postalCode: '60606', country: 'USA' });
    expect(parsePlace('290 Bremner Blvd, Toronto, ON M5V 3L9, Canada')).toEqual({ kind: 'postalCode', postalCode: 'M5V 3L9', country: 'CANADA' });
    expect(parsePlace('Chicago IL 60606')).toEqual({ kind: 'postalCode', postalCode: '60606', country: 'USA' });
    expect(parsePlace('M5V 2T6, Toronto')).toEqual({ kind: 'postalCode', postalCode: 'M5V 2T6', country: 'CANADA' });
    expect(parsePlace('1600 Pennsylvania Ave NW, Washington, D.C.')).toEqual(locality('Washington', 'DC', 'USA'));
    expect(parsePlace('Suite 10001, 350 5th Ave, New York, NY')).toEqual(locality('New York', 'NY', 'USA'));
    expect(parsePlace('Chicago, IL')).toEqual(locality('Chicago', 'IL', 'USA'));
    expect(parsePlace('chicago il')).toEqual(locality('chicago', 'IL', 'USA'));
    expect(parsePlace('New York NY')).toEqual(locality('New York', 'NY', 'USA'));
    expect(parsePlace('Dallas, Texas, United States')).toEqual(locality('Dallas', 'TX', 'USA'));
    expect(parsePlace('Los Angeles, CA')).toEqual(locality('Los Angeles', 'CA', 'USA'));
    expect(parsePlace('233 S Wacker Dr, Chicago, IL')).toEqual(locality('Chicago', 'IL', 'USA'));
    expect(parsePlace('Toronto, Ontario')).toEqual(locality('Toronto', 'ON', 'CANADA'));
    expect(parsePlace('Montréal, Québec, Canada')).toEqual(locality('Montréal', 'QC', 'CANADA'));
    expect(parsePlace('Vancouver, colombie-britannique')).toEqual(locality('Vancouver', 'BC', 'CANADA'));
    // A country that contradicts the region, an unknown region, no region: free text for the geocoders.
    expect(parsePlace('Toronto, ON, USA')).toEqual({ kind: 'text' });
    expect(parsePlace('Springfield, ZZ')).toEqual({ kind: 'text' });
    expect(parsePlace('Chicago')).toEqual({ kind: 'text' });
    expect(parsePlace('')).toEqual({ kind: 'text' });
  });

  it('the local provider finds cities in the bundled data; unknown places name themselves', async () => {
    const maps = createLocalMapsProvider();
    const chicago = await resolvePlace(maps, 'Chicago, IL');
    expect('point' in chicago && haversineKm(chicago.point, CHICAGO)).toBeLessThan(10);
    const dallas = await resolvePlace(maps, 'Dallas TX');
    expect('point' in dallas && haversineKm(dallas.point, DALLAS)).toBeLessThan(15);
    const toronto = await resolvePlace(maps, 'Toronto, ON');
    expect('point' in toronto && haversineKm(toronto.point, { lat: 43.6532, lng: -79.3832 })).toBeLessThan(10);
    const calgary = await maps.geocodePlace({ text: 'Calgary, Alberta', locality: { city: 'Calgary', region: 'AB', country: 'CANADA' } });
    expect(calgary).toMatchObject({ city: 'Calgary', state: 'AB', country: 'CANADA', postalCode: expect.stringMatching(/^T\d[A-Z]$/) });
    const washington = await resolvePlace(maps, 'Washington, D.C.');
    expect('point' in washington && haversineKm(washington.point, { lat: 38.9072, lng: -77.0369 })).toBeLessThan(10);
    expect(await maps.geocodePlace({ text: 'Chicago' })).toBeNull();
    expect(english(await resolvePlace(maps, 'Atlantis, TX'))).toEqual({ error: 'Unknown place: Atlantis, TX' });
    expect(english(await resolvePlace(maps, ' 00000 '))).toEqual({ error: 'Unknown place: 00000' });
    expect(english(await resolvePlace(maps, 'Chicago, ON'))).toEqual({ error: 'Unknown place: Chicago, ON' });
  });

  it('the territories the bundled data spells its own way get their codes ("Nunavut Territory" -> NU)', async () => {
    const maps = createLocalMapsProvider();
    const states = await Promise.all(['X0A 1A1', 'X0E 1A1', 'X1A 2P7'].map(async (code) => (await maps.geocodePostalCode(code))?.state));
    expect(states).toEqual(['NU', 'NT', 'NT']);
    expect(await resolvePlace(maps, 'Yellowknife, Northwest Territories')).toEqual({ point: expect.objectContaining({ lat: expect.any(Number) }) });
  });
});

describe('OSRM + Nominatim provider (stubbed fetch)', () => {
  it('maps a route (lng,lat order in the URL and the GeoJSON) and a table', async () => {
    const { fetch, calls } = stubFetch((url) =>
      url.includes('/route/')
        ? {
            body: {
              code: 'Ok',
              routes: [
                {
                  distance: 1_492_345.6,
                  duration: 50_400,
                  geometry: {
                    coordinates: [
                      [-87.6298, 41.8781],
                      [-92.1, 37.2],
                      [-96.797, 32.7767],
                    ],
                  },
                },
              ],
            },
          }
        : { body: { code: 'Ok', distances: [[1_492_345.6, null]], durations: [[50_400, null]] } },
    );
    const maps = createOsrmMapsProvider({ osrmUrl: 'http://osrm.test/', nominatimUrl: 'http://nominatim.test', timeoutMs: 1000, fetch });
    const route = await maps.route(CHICAGO, DALLAS);
    expect(calls[0]!.url).toBe('http://osrm.test/route/v1/driving/-87.629800,41.878100;-96.797000,32.776700?overview=simplified&geometries=geojson');
    expect(route).toEqual({
      distanceKm: 1492.35,
      durationMinutes: 840,
      points: [
        [41.8781, -87.6298],
        [37.2, -92.1],
        [32.7767, -96.797],
      ],
    });

    const matrix = await maps.distanceMatrix([CHICAGO], [DALLAS, CHICAGO]);
    expect(calls[1]!.url).toBe(
      'http://osrm.test/table/v1/driving/-87.629800,41.878100;-96.797000,32.776700;-87.629800,41.878100?sources=0&destinations=1;2&annotations=distance,duration',
    );
    expect(matrix).toEqual([[{ distanceKm: 1492.35, durationMinutes: 840 }, null]]);
  });

  it('no route is null, not an error', async () => {
    const { fetch } = stubFetch(() => ({ body: { code: 'NoRoute', message: 'Impossible route' } }));
    const maps = createOsrmMapsProvider({ osrmUrl: 'http://osrm.test', nominatimUrl: 'http://nominatim.test', timeoutMs: 1000, fetch });
    expect(await maps.route(CHICAGO, { lat: 21.3, lng: -157.8 })).toBeNull();
  });

  it('maps Nominatim search and reverse answers to localities', async () => {
    const { fetch, calls } = stubFetch((url) =>
      url.includes('/search')
        ? {
            body: [
              {
                lat: '43.6447',
                lon: '-79.3957',
                address: {
                  suburb: 'Entertainment District',
                  city: 'Toronto',
                  state: 'Ontario',
                  'ISO3166-2-lvl4': 'CA-ON',
                  postcode: 'M5V 2T6',
                  country_code: 'ca',
                },
              },
            ],
          }
        : {
            body: {
              lat: '41.88',
              lon: '-87.63',
              address: { city: 'Chicago', state: 'Illinois', 'ISO3166-2-lvl4': 'US-IL', postcode: '60603', country_code: 'us' },
            },
          },
    );
    const maps = createOsrmMapsProvider({ osrmUrl: 'http://osrm.test', nominatimUrl: 'http://nominatim.test', timeoutMs: 1000, fetch });
    const place = await maps.geocodePostalCode('M5V 2T6');
    const search = new URL(calls[0]!.url);
    expect(search.pathname).toBe('/search');
    expect(Object.fromEntries(search.searchParams)).toEqual({ postalcode: 'M5V 2T6', countrycodes: 'ca', format: 'jsonv2', addressdetails: '1', limit: '1' });
    expect(headerOf(calls[0]!.init, 'user-agent')).toMatch(/freight/);
    expect(place).toEqual({
      city: 'Toronto',
      state: 'ON',
      postalCode: 'M5V 2T6',
      country: 'CANADA',
      lat: 43.6447,
      lng: -79.3957,
      aliases: ['Entertainment District'],
    });

    const locality = await maps.reverseGeocode(CHICAGO);
    expect(new URL(calls[1]!.url).searchParams.get('lat')).toBe('41.8781');
    expect(locality).toEqual({ city: 'Chicago', state: 'IL', postalCode: '60603', country: 'USA', lat: 41.88, lng: -87.63 });
  });

  it('passes typed places to Nominatim as text, in the USA and Canada', async () => {
    const { fetch, calls } = stubFetch(() => ({
      body: [
        { lat: '41.8755', lon: '-87.6244', address: { city: 'Chicago', state: 'Illinois', 'ISO3166-2-lvl4': 'US-IL', postcode: '60604', country_code: 'us' } },
      ],
    }));
    const maps = createOsrmMapsProvider({ osrmUrl: 'http://osrm.test', nominatimUrl: 'http://nominatim.test', timeoutMs: 1000, fetch });
    expect(await resolvePlace(maps, 'Chicago, IL')).toEqual({ point: { lat: 41.8755, lng: -87.6244 } });
    expect(Object.fromEntries(new URL(calls[0]!.url).searchParams)).toEqual({
      q: 'Chicago, IL',
      countrycodes: 'us',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '1',
    });
    await resolvePlace(maps, 'Willis Tower');
    expect(new URL(calls[1]!.url).searchParams.get('countrycodes')).toBe('us,ca');
    const none = stubFetch(() => ({ body: [] }));
    const empty = createOsrmMapsProvider({ osrmUrl: 'http://o', nominatimUrl: 'http://n', timeoutMs: 1000, fetch: none.fetch });
    expect(english(await resolvePlace(empty, 'Nowhere Special'))).toEqual({ error: 'Unknown place: Nowhere Special' });
  });

  it('outside the USA and Canada, or no result, is null; a failure is a 502, a timeout a 504', async () => {
    const abroad = stubFetch(() => ({ body: { lat: '48.85', lon: '2.35', address: { city: 'Paris', country_code: 'fr' } } }));
    expect(
      await createOsrmMapsProvider({ osrmUrl: 'http://o', nominatimUrl: 'http://n', timeoutMs: 1000, fetch: abroad.fetch }).reverseGeocode({
        lat: 48.85,
        lng: 2.35,
      }),
    ).toBeNull();
    const empty = stubFetch(() => ({ body: [] }));
    expect(
      await createOsrmMapsProvider({ osrmUrl: 'http://o', nominatimUrl: 'http://n', timeoutMs: 1000, fetch: empty.fetch }).geocodePostalCode('90210'),
    ).toBeNull();

    const failing = stubFetch(() => ({ status: 503, body: { error: 'down' } }));
    const failed = createOsrmMapsProvider({ osrmUrl: 'http://o', nominatimUrl: 'http://n', timeoutMs: 1000, fetch: failing.fetch }).route(CHICAGO, DALLAS);
    await expect(failed).rejects.toBeInstanceOf(ProviderError);
    await expect(failed).rejects.toMatchObject({ statusCode: 502, message: 'Maps service unavailable', detail: 'HTTP 503' });

    const hanging: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error)));
    const slow = createOsrmMapsProvider({ osrmUrl: 'http://o', nominatimUrl: 'http://n', timeoutMs: 50, fetch: hanging }).route(CHICAGO, DALLAS);
    await expect(slow).rejects.toMatchObject({ statusCode: 504, message: 'Maps service unavailable' });
  });
});

describe('Google Maps provider (stubbed fetch)', () => {
  const geocodeResult = {
    address_components: [
      { long_name: '90210', short_name: '90210', types: ['postal_code'] },
      { long_name: 'Beverly Hills', short_name: 'Beverly Hills', types: ['locality', 'political'] },
      { long_name: 'California', short_name: 'CA', types: ['administrative_area_level_1', 'political'] },
      { long_name: 'United States', short_name: 'US', types: ['country', 'political'] },
    ],
    geometry: { location: { lat: 34.1030032, lng: -118.4104684 } },
    postcode_localities: ['Beverly Hills', 'Los Angeles'],
  };

  it('geocodes with components and the key, and maps the address components', async () => {
    const { fetch, calls } = stubFetch(() => ({ body: { status: 'OK', results: [geocodeResult] } }));
    const maps = createGoogleMapsProvider({ apiKey: 'secret-key', timeoutMs: 1000, fetch, baseUrl: 'https://maps.test/api' });
    const place = await maps.geocodePostalCode('90210');
    const url = new URL(calls[0]!.url);
    expect(url.origin + url.pathname).toBe('https://maps.test/api/geocode/json');
    expect(Object.fromEntries(url.searchParams)).toEqual({ components: 'postal_code:90210|country:US', key: 'secret-key' });
    expect(place).toEqual({
      city: 'Beverly Hills',
      state: 'CA',
      postalCode: '90210',
      country: 'USA',
      lat: 34.1030032,
      lng: -118.4104684,
      aliases: ['Los Angeles'],
    });

    const locality = await maps.reverseGeocode(CHICAGO);
    expect(Object.fromEntries(new URL(calls[1]!.url).searchParams)).toMatchObject({ latlng: '41.8781,-87.6298', result_type: 'postal_code' });
    expect(locality).not.toHaveProperty('aliases');
  });

  it('passes typed places to the Geocoding API as an address, keeping results in the USA and Canada', async () => {
    const paris = { ...geocodeResult, address_components: [{ long_name: 'France', short_name: 'FR', types: ['country'] }] };
    const { fetch, calls } = stubFetch(() => ({ body: { status: 'OK', results: [paris, geocodeResult] } }));
    const maps = createGoogleMapsProvider({ apiKey: 'k', timeoutMs: 1000, fetch });
    expect(await resolvePlace(maps, 'Beverly Hills, CA')).toEqual({ point: { lat: 34.1030032, lng: -118.4104684 } });
    expect(Object.fromEntries(new URL(calls[0]!.url).searchParams)).toEqual({ address: 'Beverly Hills, CA', components: 'country:US', key: 'k' });
    await resolvePlace(maps, 'Rodeo Drive');
    expect(Object.fromEntries(new URL(calls[1]!.url).searchParams)).toEqual({ address: 'Rodeo Drive', key: 'k' });
    // A postal code, even at the end of an address, is geocoded as one.
    await resolvePlace(maps, '9500 Wilshire Blvd, Beverly Hills, CA 90210');
    expect(new URL(calls[2]!.url).searchParams.get('components')).toBe('postal_code:90210|country:US');
  });

  it('ZERO_RESULTS is null; a refusal is a 502 that never shows the key', async () => {
    const none = stubFetch(() => ({ body: { status: 'ZERO_RESULTS', results: [] } }));
    expect(await createGoogleMapsProvider({ apiKey: 'k', timeoutMs: 1000, fetch: none.fetch }).geocodePostalCode('00000')).toBeNull();
    const denied = stubFetch(() => ({ body: { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' } }));
    const failure = createGoogleMapsProvider({ apiKey: 'k', timeoutMs: 1000, fetch: denied.fetch }).route(CHICAGO, DALLAS);
    await expect(failure).rejects.toMatchObject({ statusCode: 502, message: 'Maps service unavailable' });
  });

  it('maps Directions (legs summed, overview polyline decoded) and the Distance Matrix', async () => {
    const { fetch, calls } = stubFetch((url) =>
      url.includes('/directions/')
        ? {
            body: {
              status: 'OK',
              routes: [
                {
                  legs: [
                    { distance: { value: 1_000_000 }, duration: { value: 36_000 } },
                    { distance: { value: 500_000 }, duration: { value: 18_000 } },
                  ],
                  overview_polyline: { points: '_p~iF~ps|U_ulLnnqC_mqNvxq`@' },
                },
              ],
            },
          }
        : {
            body: {
              status: 'OK',
              rows: [{ elements: [{ status: 'OK', distance: { value: 1_500_123 }, duration: { value: 54_000 } }, { status: 'ZERO_RESULTS' }] }],
            },
          },
    );
    const maps = createGoogleMapsProvider({ apiKey: 'k', timeoutMs: 1000, fetch });
    expect(await maps.route(CHICAGO, DALLAS)).toEqual({
      distanceKm: 1500,
      durationMinutes: 900,
      points: [
        [38.5, -120.2],
        [40.7, -120.95],
        [43.252, -126.453],
      ],
    });
    expect(Object.fromEntries(new URL(calls[0]!.url).searchParams)).toEqual({
      origin: '41.8781,-87.6298',
      destination: '32.7767,-96.797',
      mode: 'driving',
      key: 'k',
    });
    expect(await maps.distanceMatrix([CHICAGO], [DALLAS, { lat: 21.3, lng: -157.8 }])).toEqual([[{ distanceKm: 1500.12, durationMinutes: 900 }, null]]);
    expect(new URL(calls[1]!.url).searchParams.get('destinations')).toBe('32.7767,-96.797|21.3,-157.8');
    expect(decodePolyline('')).toEqual([]);
  });
});

describe('SAP ERP provider (stubbed fetch)', () => {
  it('queries API_BUSINESS_PARTNER with the name and basic auth, and maps US and Canadian partners', async () => {
    const { fetch, calls } = stubFetch(() => ({
      body: {
        d: {
          results: [
            {
              BusinessPartner: '1000123',
              Customer: 'C1000123',
              BusinessPartnerFullName: "O'Hare Logistics Inc.",
              to_BusinessPartnerAddress: {
                results: [
                  {
                    StreetName: 'W Higgins Rd',
                    HouseNumber: '6250',
                    CityName: 'Chicago',
                    Region: 'IL',
                    PostalCode: '60631',
                    Country: 'US',
                    to_PhoneNumber: { results: [{ PhoneNumber: '3125550100', InternationalPhoneNumber: '+1 312 555 0100' }] },
                    to_EmailAddress: { results: [{ EmailAddress: 'ap@ohare.example' }] },
                  },
                ],
              },
            },
            {
              BusinessPartner: '1000999',
              BusinessPartnerFullName: "O'Hare GmbH",
              to_BusinessPartnerAddress: { results: [{ CityName: 'Berlin', Country: 'DE' }] },
            },
            {
              BusinessPartner: '1000777',
              OrganizationBPName1: "O'Hare Canada",
              to_BusinessPartnerAddress: { results: [{ CityName: 'Toronto', Region: 'ON', PostalCode: 'M5V 2T6', Country: 'CA' }] },
            },
          ],
        },
      },
    }));
    const erp = createSapErpProvider({ url: 'https://s4.test/', user: 'integration', password: 's3cret', timeoutMs: 1000, fetch });
    const customers = await erp.searchCustomers("O'Hare", 10);

    const url = calls[0]!.url;
    expect(url).toBe(sapCustomerUrl('https://s4.test/', "O'Hare", 10));
    expect(url.startsWith('https://s4.test/sap/opu/odata/sap/API_BUSINESS_PARTNER/A_BusinessPartner?')).toBe(true);
    const params = new URL(url).searchParams;
    expect(params.get('$filter')).toBe("substringof('O''Hare',BusinessPartnerFullName)");
    expect(params.get('$top')).toBe('10');
    expect(params.get('$format')).toBe('json');
    expect(headerOf(calls[0]!.init, 'authorization')).toBe(`Basic ${Buffer.from('integration:s3cret').toString('base64')}`);

    expect(customers).toEqual([
      {
        erpCustomerId: 'C1000123',
        name: "O'Hare Logistics Inc.",
        street1: '6250 W Higgins Rd',
        city: 'Chicago',
        state: 'IL',
        postalCode: '60631',
        country: 'USA',
        contactName: null,
        contactPhone: '+1 312 555 0100',
        contactEmail: 'ap@ohare.example',
      },
      {
        erpCustomerId: '1000777',
        name: "O'Hare Canada",
        street1: '',
        city: 'Toronto',
        state: 'ON',
        postalCode: 'M5V 2T6',
        country: 'CANADA',
        contactName: null,
        contactPhone: null,
        contactEmail: null,
      },
    ]);
  });

  it('a failing ERP is a 502 with a safe message', async () => {
    const { fetch } = stubFetch(() => ({ status: 401, body: { error: { message: { value: 'Unauthorized' } } } }));
    await expect(
      createSapErpProvider({ url: 'https://s4.test', user: 'u', password: 'p', timeoutMs: 1000, fetch }).searchCustomers('x', 10),
    ).rejects.toMatchObject({
      statusCode: 502,
      message: 'ERP service unavailable',
    });
  });
});

describe('providers chosen by the environment at start-up', () => {
  it('a bad MAPS_PROVIDER stops the server from starting', async () => {
    await expect(createTestApp({ env: { MAPS_PROVIDER: 'bing' } })).rejects.toThrow(ConfigError);
  }, 60_000); // starts a server: the api project's testTimeout is not applied when jest runs from the workspace root

  it('an unreachable remote provider is a 502 "Maps service unavailable", never a 500', async () => {
    // Port 9 (discard) on the loopback: nothing listens, the connection is refused at once.
    const t = await createTestApp({
      env: { MAPS_PROVIDER: 'osrm', OSRM_URL: 'http://127.0.0.1:9', NOMINATIM_URL: 'http://127.0.0.1:9', PROVIDER_TIMEOUT_MS: '2000' },
    });
    try {
      const token = await t.login('shipper@demo.test');
      const call = caller(t);
      const config = await call<{ provider: string }>(token, 'GET', 'maps-config');
      expect(config.body.data!.provider).toBe('osrm');
      const direction = await call(token, 'GET', `getdirection-json/${encodeURIComponent('41.88,-87.63')}/${encodeURIComponent('32.78,-96.8')}`);
      expect(direction.statusCode).toBe(502);
      expect(direction.body).toEqual({ status: false, message: 'Maps service unavailable' });
    } finally {
      await t.close();
    }
  }, 60_000);
});
