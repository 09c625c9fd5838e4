import { nearestLongitude, shortestArc, unwrapPath, wrapLongitude } from './antimeridian';
import { clusterIndex, type MapPoint } from './clusters';

describe('tracks across the antimeridian', () => {
  it('makes a Pacific crossing continuous (no line round the whole world)', () => {
    // Shanghai → 170°E → 170°W → Long Beach: each step within 180° of the one before.
    const path = unwrapPath([
      [31.2, 121.5],
      [35, 170],
      [38, -170],
      [33.7, -118.2],
    ]);
    expect(path).toEqual([
      [31.2, 121.5],
      [35, 170],
      [38, 190],
      [33.7, 241.8],
    ]);
    for (let i = 1; i < path.length; i += 1) expect(Math.abs(path[i]![1] - path[i - 1]![1])).toBeLessThan(180);
  });

  it('leaves a path that does not cross it as it is, and the other way round too', () => {
    const inland: Array<[number, number]> = [
      [41.88, -87.63],
      [34.05, -118.24],
    ];
    expect(unwrapPath(inland)).toEqual(inland);
    expect(
      unwrapPath([
        [33.7, -118.2],
        [40, -175],
        [40, 175],
      ]),
    ).toEqual([
      [33.7, -118.2],
      [40, -175],
      [40, -185],
    ]);
    expect(unwrapPath([])).toEqual([]);
  });

  it('wraps a longitude into [-180, 180) and finds the copy nearest another', () => {
    expect(wrapLongitude(190)).toBe(-170);
    expect(wrapLongitude(-190)).toBe(170);
    expect(wrapLongitude(45)).toBe(45);
    expect(nearestLongitude(-170, 182)).toBe(190);
    expect(nearestLongitude(170, -175)).toBe(-190);
    expect(nearestLongitude(-87, -90)).toBe(-87);
  });

  it('a point given beyond 180° (beside such a track) is clustered and found in a view across the antimeridian', () => {
    const point = (id: string, lng: number): MapPoint => ({ id, lat: 38, lng, label: id, kind: 'container' });
    const index = clusterIndex([point('beyond', 190), point('west', -150), point('east', 150)]);
    // A view from 160°E to 200°E (= 160°W): only the point at 190° (= -170°), handed back as given.
    const shown = index.at([160, -85, 200, 85], 10);
    expect(shown).toEqual([{ type: 'point', point: expect.objectContaining({ id: 'beyond', lng: 190 }) }]);
    // The whole world: the three, none lost.
    expect(index.at([-180, -85, 180, 85], 10)).toHaveLength(3);
  });
});

describe('the shortest arc of longitudes', () => {
  it('keeps points that do not need 180° as they are (North America)', () => {
    const arc = shortestArc([-87.6, -118.2, -74, -122.4]);
    expect([-87.6, -118.2, -74, -122.4].map(arc)).toEqual([-87.6, -118.2, -74, -122.4]);
  });

  it('puts containers on both sides of 180° on one arc across the Pacific', () => {
    // Yokohama, the western and eastern Pacific, Long Beach.
    const lngs = [139.6, 154, -152, -118.2];
    const arc = shortestArc(lngs);
    const moved = lngs.map(arc);
    expect(moved).toEqual([139.6, 154, 208, 241.8]);
    expect(Math.max(...moved) - Math.min(...moved)).toBeCloseTo(102.2);
  });

  it('the whole demo world: the widest empty stretch is left out (the arc runs from the western Pacific eastwards)', () => {
    const lngs = [-6, -9, -18, -20, -44, -74, -118, -122, -152, -153, 154, 155, 56];
    const moved = lngs.map(shortestArc(lngs));
    expect(Math.min(...moved)).toBe(154);
    expect(Math.max(...moved)).toBe(416);
    expect(shortestArc([])(190)).toBe(190);
  });
});
