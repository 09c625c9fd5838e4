import type { Direction, DistanceMatrix, ErpCustomer, Locality, MapsConfig } from '@freight/contracts';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { caller } from './support';

describe('maps helpers and the ERP customer search', () => {
  let t: TestApp;
  let call: ReturnType<typeof caller>;
  let shipper: string;
  let carrier: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    [shipper, carrier] = await Promise.all([t.login('shipper@demo.test'), t.login('carrier@demo.test')]);
  }, 60_000); // the api project's testTimeout is not applied when jest runs from the workspace root
  afterAll(() => t.close());

  it('every maps helper needs a signed-in user, and any signed-in user may call it', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', 'maps-config'],
      ['GET', 'getdirection-json/60601/75201'],
      ['POST', 'getlocation-bylatlng-json', { latlng: '41.88,-87.63' }],
      ['POST', 'getlocation-bypostalcode-json', { postalCode: '60601' }],
      ['POST', 'getdistance-by-distancematrix', { origins: ['60601'], destinations: ['75201'] }],
    ];
    for (const [method, url, body] of routes) {
      expect({ url, status: (await call(undefined, method as 'GET', url, body)).statusCode }).toEqual({ url, status: 401 });
      expect({ url, status: (await call(carrier, method as 'GET', url, body)).statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('maps-config names the provider and the tiles', async () => {
    const answer = await call<MapsConfig>(shipper, 'GET', 'maps-config');
    expect(answer.body.data).toEqual({
      provider: 'local',
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap'),
    });
  });

  it('getdirection-json: Chicago -> Dallas by postal code or by position, a road estimate with a polyline', async () => {
    const byCode = await call<Direction>(shipper, 'GET', 'getdirection-json/60601/75201');
    expect(byCode.statusCode).toBe(200);
    const direction = byCode.body.data!;
    expect(direction.code).toBe('Ok');
    expect(direction.provider).toBe('local');
    // Great circle ~1,290 km; the local estimate drives 1.2 times that at 80 km/h.
    expect(direction.distanceKm).toBeGreaterThan(1290 * 1.2 * 0.97);
    expect(direction.distanceKm).toBeLessThan(1290 * 1.2 * 1.03);
    expect(direction.durationMinutes).toBeCloseTo((direction.distanceKm / 80) * 60, 0);
    expect(direction.points).toHaveLength(20);
    expect(direction.points[0]![0]).toBeCloseTo(41.89, 1);
    expect(direction.points[19]![0]).toBeCloseTo(32.79, 1);

    const byPosition = await call<Direction>(
      shipper,
      'GET',
      `getdirection-json/${encodeURIComponent('41.8781,-87.6298')}/${encodeURIComponent('32.7767, -96.7970')}`,
    );
    expect(byPosition.statusCode).toBe(200);
    expect(byPosition.body.data!.distanceKm).toBeCloseTo(direction.distanceKm, -1);

    const canadian = await call<Direction>(shipper, 'GET', `getdirection-json/${encodeURIComponent('M5V 2T6')}/${encodeURIComponent('H3A 2R7')}`);
    expect(canadian.statusCode).toBe(200);
    expect(canadian.body.data!.distanceKm).toBeGreaterThan(450); // Toronto -> Montreal ~ 505 km great circle
  });

  it('getdirection-json takes what people type: "City, ST", "City, Province", an address with a postal code, "City ST"', async () => {
    const distance = async (origin: string, destination: string) => {
      const answer = await call<Direction>(shipper, 'GET', `getdirection-json/${encodeURIComponent(origin)}/${encodeURIComponent(destination)}`);
      expect({ origin, destination, status: answer.statusCode }).toEqual({ origin, destination, status: 200 });
      return answer.body.data!.distanceKm;
    };
    const byCode = await distance('60601', '75201');
    // City centres are a few kilometres from one downtown ZIP: the same trip within 3%.
    expect(await distance('Chicago, IL', 'Dallas, TX')).toBeCloseTo(byCode, -2);
    expect(Math.abs((await distance('Chicago, IL', 'Dallas, TX')) - byCode) / byCode).toBeLessThan(0.03);
    expect(Math.abs((await distance('chicago il', 'Dallas, Texas, USA')) - byCode) / byCode).toBeLessThan(0.03);
    // An address ending with a postal code is read as that postal code.
    expect(await distance('233 S Wacker Dr, Chicago, IL 60606, USA', '75201')).toBe(await distance('60606', '75201'));
    expect(await distance('290 Bremner Blvd, Toronto, ON M5V 3L9, Canada', '60601')).toBe(await distance('M5V 3L9', '60601'));
    // A street before the city, no postal code: the city.
    expect(await distance('233 S Wacker Dr, Chicago, IL', 'Dallas, TX')).toBe(await distance('Chicago, IL', 'Dallas, TX'));
    // Canada: province by code or name (accents or not); Toronto -> Montréal is ~505 km great circle.
    const torontoMontreal = await distance('Toronto, ON', 'Montréal, Quebec');
    expect(torontoMontreal).toBeGreaterThan(505 * 1.2 * 0.95);
    expect(torontoMontreal).toBeLessThan(505 * 1.2 * 1.05);
    expect(await distance('Toronto, Ontario', 'Montreal, QC')).toBe(torontoMontreal);
    expect(await distance('Calgary, AB', 'Vancouver, British Columbia')).toBeGreaterThan(500);
    expect(await distance('St. Louis, MO', 'Saint Louis, Missouri')).toBe(0);
  });

  it('getdirection-json: an unknown place is a 400 naming it (per parameter), never a 5xx', async () => {
    const bad = await call(shipper, 'GET', 'getdirection-json/chicago/00000');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'params.origin', message: 'Unknown place: chicago' },
      { field: 'params.destination', message: 'Unknown place: 00000' },
    ]);
    const unknownCity = await call(shipper, 'GET', `getdirection-json/60601/${encodeURIComponent('Atlantis, TX')}`);
    expect(unknownCity.statusCode).toBe(400);
    expect(unknownCity.body.errors).toEqual([{ field: 'params.destination', message: 'Unknown place: Atlantis, TX' }]);
    const unknownRegion = await call(shipper, 'GET', `getdirection-json/${encodeURIComponent('Springfield, ZZ')}/60601`);
    expect(unknownRegion.body.errors).toEqual([{ field: 'params.origin', message: 'Unknown place: Springfield, ZZ' }]);
    const outOfRange = await call(shipper, 'GET', `getdirection-json/${encodeURIComponent('95,10')}/60601`);
    expect(outOfRange.body.errors).toEqual([{ field: 'params.origin', message: 'Latitude must be between -90 and 90' }]);
    const tooLong = await call(shipper, 'GET', `getdirection-json/${'a'.repeat(101)}/60601`);
    expect(tooLong.statusCode).toBe(400);
    // Text that no place has (markup, control characters, nothing but spaces) is refused by the schema.
    for (const text of ['<b>Chicago</b>', 'Chicago\tIL', '   ', 'Chicago|Dallas']) {
      const refused = await call(shipper, 'GET', `getdirection-json/${encodeURIComponent(text)}/60601`);
      expect({ text, status: refused.statusCode, errors: refused.body.errors }).toEqual({
        text,
        status: 400,
        errors: [{ field: 'params.origin', message: 'Invalid format' }],
      });
    }
  });

  it('getlocation-bylatlng-json: the nearest known postal code; none far from the USA and Canada', async () => {
    const chicago = await call<Locality>(shipper, 'POST', 'getlocation-bylatlng-json', { latlng: '41.8781,-87.6298' });
    expect(chicago.statusCode).toBe(200);
    expect(chicago.body.data).toMatchObject({ city: 'Chicago', state: 'IL', country: 'USA', postalCode: expect.stringMatching(/^606\d\d$/) });
    const toronto = await call<Locality>(shipper, 'POST', 'getlocation-bylatlng-json', { latlng: '43.6426, -79.3871' });
    expect(toronto.body.data).toMatchObject({ state: 'ON', country: 'CANADA', postalCode: expect.stringMatching(/^M5/) });
    const paris = await call(shipper, 'POST', 'getlocation-bylatlng-json', { latlng: '48.85,2.35' });
    expect(paris.statusCode).toBe(404);
    expect(paris.body.message).toBe('No known locality near this position');
    const bad = await call(shipper, 'POST', 'getlocation-bylatlng-json', { latlng: 'here' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors).toEqual([{ field: 'body.latlng', message: 'Invalid format' }]);
    const range = await call(shipper, 'POST', 'getlocation-bylatlng-json', { latlng: '10,200' });
    expect(range.body.errors).toEqual([{ field: 'body.latlng', message: 'Longitude must be between -180 and 180' }]);
  });

  it('getlocation-bypostalcode-json: forward geocoding for the zip check', async () => {
    const beverly = await call<Locality>(shipper, 'POST', 'getlocation-bypostalcode-json', { postalCode: '90210' });
    expect(beverly.body.data).toMatchObject({ city: 'Beverly Hills', state: 'CA', postalCode: '90210', country: 'USA' });
    const toronto = await call<Locality>(shipper, 'POST', 'getlocation-bypostalcode-json', { postalCode: 'm5v 2t6', country: 'CANADA' });
    expect(toronto.body.data).toMatchObject({ city: expect.stringContaining('Toronto'), state: 'ON', postalCode: 'M5V 2T6', country: 'CANADA' });
    const plateau = await call<Locality>(shipper, 'POST', 'getlocation-bypostalcode-json', { postalCode: 'H2X 1Y4' });
    expect(plateau.body.data!.aliases).toEqual(['Montréal']);
    const unknown = await call(shipper, 'POST', 'getlocation-bypostalcode-json', { postalCode: '00000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toEqual({ status: false, message: 'Unknown postal code' });
    const wrongCountry = await call(shipper, 'POST', 'getlocation-bypostalcode-json', { postalCode: '90210', country: 'CANADA' });
    expect(wrongCountry.statusCode).toBe(400);
    expect(wrongCountry.body.errors).toEqual([{ field: 'body.country', message: 'This postal code is not in CANADA' }]);
    const malformed = await call(shipper, 'POST', 'getlocation-bypostalcode-json', { postalCode: '123' });
    expect(malformed.body.errors).toEqual([{ field: 'body.postalCode', message: 'Invalid format' }]);
  });

  it('getdistance-by-distancematrix: rows per origin, elements per destination', async () => {
    const answer = await call<DistanceMatrix>(shipper, 'POST', 'getdistance-by-distancematrix', {
      origins: ['60601', '41.8781,-87.6298'],
      destinations: ['75201', '90210', 'M5V 2T6'],
    });
    expect(answer.statusCode).toBe(200);
    const { rows } = answer.body.data!;
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.elements).toHaveLength(3);
      for (const element of row.elements) expect(element).toEqual({ distanceKm: expect.any(Number), durationMinutes: expect.any(Number) });
    }
    expect(rows[0]!.elements[0]!.distanceKm).toBeCloseTo(rows[1]!.elements[0]!.distanceKm, -1);
    // Two decimals at most.
    expect(String(rows[0]!.elements[1]!.distanceKm)).toMatch(/^\d+(\.\d{1,2})?$/);

    const bad = await call(shipper, 'POST', 'getdistance-by-distancematrix', { origins: ['60601', 'nowhere'], destinations: ['00000'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'body.origins.1', message: 'Unknown place: nowhere' },
      { field: 'body.destinations.0', message: 'Unknown place: 00000' },
    ]);
    const empty = await call(shipper, 'POST', 'getdistance-by-distancematrix', { origins: [], destinations: ['60601'] });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.errors![0]!.field).toBe('body.origins');
  });

  it("getdistance-by-distancematrix takes typed places, as arrays or as one '|'-separated string", async () => {
    const asArrays = await call<DistanceMatrix>(shipper, 'POST', 'getdistance-by-distancematrix', {
      origins: ['Chicago, IL', '41.8781,-87.6298'],
      destinations: ['Dallas, TX', '233 S Wacker Dr, Chicago, IL 60606', 'Toronto, Ontario'],
    });
    expect(asArrays.statusCode).toBe(200);
    const asStrings = await call<DistanceMatrix>(shipper, 'POST', 'getdistance-by-distancematrix', {
      origins: 'Chicago, IL|41.8781,-87.6298',
      destinations: 'Dallas, TX | 233 S Wacker Dr, Chicago, IL 60606|Toronto, Ontario',
    });
    expect(asStrings.statusCode).toBe(200);
    expect(asStrings.body.data).toEqual(asArrays.body.data);
    const { rows } = asArrays.body.data!;
    expect(rows.map((row) => row.elements.length)).toEqual([3, 3]);
    expect(rows[1]!.elements[1]!.distanceKm).toBeLessThan(5); // Chicago's Loop to a Loop ZIP
    expect(rows[0]!.elements[2]!.distanceKm).toBeGreaterThan(700 * 1.2 * 0.9); // Chicago -> Toronto ~700 km

    const mixed = await call<DistanceMatrix>(shipper, 'POST', 'getdistance-by-distancematrix', { origins: '60601', destinations: ['M5V 2T6'] });
    expect(mixed.body.data!.rows).toHaveLength(1);

    const unknown = await call(shipper, 'POST', 'getdistance-by-distancematrix', { origins: 'Chicago, IL|Gotham, NY', destinations: 'Dallas, TX' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'body.origins.1', message: 'Unknown place: Gotham, NY' }]);
    const hole = await call(shipper, 'POST', 'getdistance-by-distancematrix', { origins: '60601||75201', destinations: '90210' });
    expect(hole.body.errors).toEqual([{ field: 'body.origins.1', message: 'Required' }]);
    const tooMany = await call(shipper, 'POST', 'getdistance-by-distancematrix', { origins: Array(26).fill('60601').join('|'), destinations: '90210' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body.errors).toEqual([{ field: 'body.origins', message: 'At most 25 places' }]);
  });

  it('integration-manager/get-sap-customer: the ERP catalogue by name, at most 10, module address', async () => {
    const acme = await call<ErpCustomer[]>(shipper, 'POST', 'integration-manager/get-sap-customer?name=acme');
    expect(acme.statusCode).toBe(200);
    expect(acme.body.data).toEqual([
      expect.objectContaining({ erpCustomerId: 'C100001', name: 'Acme Grocery Distribution', city: 'Chicago', postalCode: '60607', country: 'USA' }),
    ]);
    const many = await call<ErpCustomer[]>(shipper, 'POST', 'integration-manager/get-sap-customer?name=a');
    expect(many.body.data).toHaveLength(10);
    const canadian = await call<ErpCustomer[]>(shipper, 'POST', `integration-manager/get-sap-customer?name=${encodeURIComponent('MAPLE grove')}`);
    expect(canadian.body.data![0]).toMatchObject({ country: 'CANADA', postalCode: 'M5V 2T6', city: 'Toronto' });
    expect((await call<ErpCustomer[]>(shipper, 'POST', 'integration-manager/get-sap-customer?name=zzzz')).body.data).toEqual([]);

    const missing = await call(shipper, 'POST', 'integration-manager/get-sap-customer');
    expect(missing.statusCode).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'query.name', message: 'Required' }]);
    expect((await call(carrier, 'POST', 'integration-manager/get-sap-customer?name=acme')).statusCode).toBe(403);
  });
});
