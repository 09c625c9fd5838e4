import { OCEAN_LANES, PORTS, Polyline, oceanLine, type LatLng, type OceanLane } from '../../reference/geo';

/**
 * Where a container sails: the ports of its purchase order (names as typed, matched to the known ports of the demo
 * world, apps/api/src/reference/geo-data.ts PORTS) and the ocean lane between them (OCEAN_LANES, with real waypoints),
 * else a great-circle line between two known ports, else no line at all (an unknown port: milestones and ETA only).
 */

/** Days at sea when no lane joins the two ports. */
export const DEFAULT_TRANSIT_DAYS = 14;

/** UN/LOCODEs of the known ports (Vizion names ports by them). */
const PORT_LOCODES: Readonly<Record<string, readonly string[]>> = {
  shanghai: ['CNSHA'],
  ningbo: ['CNNGB'],
  yantian: ['CNYTN', 'CNSZX'],
  busan: ['KRPUS'],
  kaohsiung: ['TWKHH'],
  haiphong: ['VNHPH'],
  rotterdam: ['NLRTM'],
  hamburg: ['DEHAM'],
  losAngeles: ['USLAX', 'USLGB'],
  oakland: ['USOAK'],
  tacoma: ['USSEA', 'USTIW'],
  vancouver: ['CAVAN'],
  princeRupert: ['CAPRR'],
  newark: ['USNYC', 'USEWR'],
  savannah: ['USSAV'],
  houston: ['USHOU'],
  montreal: ['CAMTR'],
  halifax: ['CAHAL'],
};

/** Lanes whose carriers transship on the way: where, and the waypoint (index into `via`) it happens at. */
const TRANSSHIPMENTS: ReadonlyArray<{ from: string; to: string; name: string; via: number }> = [
  { from: 'haiphong', to: 'savannah', name: 'Singapore', via: 2 },
  { from: 'yantian', to: 'newark', name: 'Colombo', via: 4 },
];

export interface KnownPort {
  key: string;
  name: string;
  lat: number;
  lng: number;
}

const squash = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]/g, '');

/**
 * The known port a typed name means (key, name, a part of its name such as "Long Beach", its UN/LOCODE, or a text
 * holding one of those such as "Port of Rotterdam, NL"), or null.
 */
export function findPort(typed: string | null | undefined): KnownPort | null {
  if (!typed) return null;
  const wanted = squash(typed);
  if (wanted.length < 3) return null;
  for (const [key, port] of Object.entries(PORTS)) {
    const aliases = [key, port.name, ...port.name.split(/[/(),-]/), ...(PORT_LOCODES[key] ?? [])].map(squash).filter((alias) => alias.length >= 3);
    const matches =
      aliases.includes(wanted) ||
      (wanted.length >= 5 && squash(port.name).includes(wanted)) ||
      // "Port of Rotterdam, NL", "Shanghai (CNSHA)": a known name inside what was typed.
      aliases.some((alias) => alias.length >= 6 && wanted.includes(alias));
    if (matches) return { key, name: port.name, lat: port.lat, lng: port.lng };
  }
  return null;
}

export interface SeaRoute {
  origin: KnownPort | null;
  destination: KnownPort | null;
  /** The line at sea (longitudes unwrapped: wrap them to draw), null when a port is unknown. */
  line: Polyline | null;
  transitHours: number;
  /** A transshipment on the way: its place and the share of the crossing done when the ship gets there. */
  transshipment: { name: string; lat: number; lng: number; fraction: number } | null;
  /** How the route was found (for the docs and tests). */
  kind: 'lane' | 'great-circle' | 'unknown';
}

const reversed = (lane: OceanLane): OceanLane => ({ from: lane.to, to: lane.from, via: [...lane.via].reverse(), transitDays: lane.transitDays });

/** Points along the great circle from a to b (unwrapped longitudes), `segments` pieces. */
function greatCircle(a: LatLng, b: LatLng, segments = 16): LatLng[] {
  const rad = Math.PI / 180;
  const toVector = (p: LatLng) =>
    [Math.cos(p.lat * rad) * Math.cos(p.lng * rad), Math.cos(p.lat * rad) * Math.sin(p.lng * rad), Math.sin(p.lat * rad)] as const;
  const va = toVector(a);
  const vb = toVector(b);
  const dot = Math.min(1, Math.max(-1, va[0] * vb[0] + va[1] * vb[1] + va[2] * vb[2]));
  const omega = Math.acos(dot);
  const points: LatLng[] = [];
  for (let i = 0; i <= segments; i++) {
    const t = i / segments;
    const [wa, wb] = omega < 1e-9 ? [1 - t, t] : [Math.sin((1 - t) * omega) / Math.sin(omega), Math.sin(t * omega) / Math.sin(omega)];
    const x = wa * va[0] + wb * vb[0];
    const y = wa * va[1] + wb * vb[1];
    const z = wa * va[2] + wb * vb[2];
    let lng = Math.atan2(y, x) / rad;
    const previous = points[points.length - 1];
    if (previous) {
      while (lng - previous.lng > 180) lng -= 360;
      while (lng - previous.lng < -180) lng += 360;
    }
    points.push({ lat: Math.atan2(z, Math.sqrt(x * x + y * y)) / rad, lng });
  }
  return points;
}

/** The route between an order's two ports. */
export function seaRoute(originPort: string, destinationPort: string): SeaRoute {
  const origin = findPort(originPort);
  const destination = findPort(destinationPort);
  if (!origin || !destination) return { origin, destination, line: null, transitHours: DEFAULT_TRANSIT_DAYS * 24, transshipment: null, kind: 'unknown' };
  const direct = OCEAN_LANES.find((lane) => lane.from === origin.key && lane.to === destination.key);
  const lane =
    direct ??
    (() => {
      const back = OCEAN_LANES.find((candidate) => candidate.from === destination.key && candidate.to === origin.key);
      return back ? reversed(back) : undefined;
    })();
  if (!lane) {
    return {
      origin,
      destination,
      line: new Polyline(greatCircle(origin, destination)),
      transitHours: DEFAULT_TRANSIT_DAYS * 24,
      transshipment: null,
      kind: 'great-circle',
    };
  }
  const line = oceanLine(lane);
  const stop = TRANSSHIPMENTS.find(
    (candidate) => (candidate.from === lane.from && candidate.to === lane.to) || (candidate.from === lane.to && candidate.to === lane.from),
  );
  let transshipment: SeaRoute['transshipment'] = null;
  if (stop) {
    const waypoint = direct ? stop.via : lane.via.length - 1 - stop.via;
    const point = line.points[waypoint + 1]!;
    const fraction = milesTo(line, waypoint + 1) / line.miles;
    transshipment = { name: stop.name, lat: point.lat, lng: point.lng, fraction };
  }
  return { origin, destination, line, transitHours: lane.transitDays * 24, transshipment, kind: 'lane' };
}

function milesTo(line: Polyline, index: number): number {
  let miles = 0;
  for (let i = 1; i <= index; i++) {
    const a = line.points[i - 1]!;
    const b = line.points[i]!;
    miles += new Polyline([a, b]).miles;
  }
  return miles;
}
