import { CITIES, HIGHWAYS, OCEAN_LANES } from './geo-data';
import { HIGHWAY_LINES, ROUTES, distanceMiles, oceanLine, wrapLng } from './geo';

/** The demo world's geography is hand-written data: these checks catch a typo in a coordinate or a postal code. */
describe('the reference geography', () => {
  it('has real-looking US and Canadian cities', () => {
    expect(new Set(CITIES.map((city) => city.key)).size).toBe(CITIES.length);
    for (const city of CITIES) {
      expect(city.lat).toBeGreaterThan(24);
      expect(city.lat).toBeLessThan(60);
      expect(city.lng).toBeGreaterThan(-125);
      expect(city.lng).toBeLessThan(-60);
      if (city.country === 'USA') expect(city.postalCode).toMatch(/^\d{5}$/);
      else expect(city.postalCode).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
    }
  });

  it('puts every city on a highway, with no jump between waypoints longer than a day of driving', () => {
    const onHighway = new Set(HIGHWAY_LINES.flatMap((highway) => [...highway.cityIndex.keys()]));
    expect(CITIES.filter((city) => !onHighway.has(city.key)).map((city) => city.key)).toEqual([]);
    for (const highway of HIGHWAY_LINES) {
      for (let i = 1; i < highway.points.length; i++) {
        const hop = distanceMiles(highway.points[i - 1]!, highway.points[i]!);
        expect({ highway: highway.name, i, short: hop < 400 }).toEqual({ highway: highway.name, i, short: true });
      }
    }
    expect(HIGHWAYS.length).toBe(HIGHWAY_LINES.length);
    expect(ROUTES.length).toBeGreaterThan(1_000);
    // Road miles are in the right range: Chicago - St. Louis is about 300 miles on I-55.
    const chicagoStLouis = ROUTES.find((route) => route.from.key === 'Chicago, IL' && route.to.key === 'St. Louis, MO' && route.highway === 'I-55')!;
    expect(chicagoStLouis.miles).toBeGreaterThan(270);
    expect(chicagoStLouis.miles).toBeLessThan(330);
  });

  it('keeps container positions on valid coordinates across the Pacific', () => {
    for (const lane of OCEAN_LANES) {
      const line = oceanLine(lane);
      for (let f = 0; f <= 1; f += 0.05) {
        const point = line.at(f);
        expect(Math.abs(wrapLng(point.lng))).toBeLessThanOrEqual(180);
        expect(Math.abs(point.lat)).toBeLessThan(70);
      }
    }
  });
});
