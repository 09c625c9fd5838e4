import { clusterIndex, CLUSTER_MIN_POINTS, CLUSTER_RADIUS, type MapPoint } from './clusters';

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];
const point = (id: string, lat: number, lng: number): MapPoint => ({ id, lat, lng, label: id, kind: 'address' });

describe('map clustering (spec section 1)', () => {
  it('uses radius 40 and a minimum cluster size of 2', () => {
    expect(CLUSTER_RADIUS).toBe(40);
    expect(CLUSTER_MIN_POINTS).toBe(2);
  });

  it('groups nearby points at low zoom and separates them when zoomed in', () => {
    const index = clusterIndex([point('a', 41.88, -87.63), point('b', 41.89, -87.62), point('c', 34.05, -118.24)]);
    const far = index.at(WORLD, 4);
    expect(far.filter((c) => c.type === 'cluster')).toEqual([expect.objectContaining({ count: 2 })]);
    expect(far.filter((c) => c.type === 'point')).toHaveLength(1);
    const near = index.at(WORLD, 16);
    expect(near.every((c) => c.type === 'point')).toBe(true);
    expect(near).toHaveLength(3);
  });

  it('clusters 10,000 trucks quickly', () => {
    const trucks = Array.from({ length: 10_000 }, (_, i) => point(`t${i}`, 30 + ((i * 7919) % 2000) / 100, -120 + ((i * 104729) % 5000) / 100));
    const started = performance.now();
    const clusters = clusterIndex(trucks).at(WORLD, 4);
    const elapsed = performance.now() - started;
    expect(clusters.length).toBeGreaterThan(0);
    expect(clusters.length).toBeLessThan(10_000);
    // Reported by `npm run bench`; here only a sanity bound so a pathological change is caught.
    expect(elapsed).toBeLessThan(2000);
  });
});
