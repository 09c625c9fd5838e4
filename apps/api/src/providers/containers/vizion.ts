import type { ContainerEvent } from '@freight/contracts';
import { VIZION_BASE_URL } from '../../config';
import { ProviderError, type FetchLike } from '../http';
import { SHARED_TEXTS } from '../../texts/shared';
import { findPort } from './routes-at-sea';
import { STATUS_AFTER, type ContainerTrackingProvider, type ContainerUpdate, type MilestoneUpdate, type TrackedContainer } from './types';

/**
 * Vizion's container tracking API (https://docs.vizionapi.com), chosen when VIZION_API_KEY is set
 * (docs/modules/purchase-orders.md, "Container tracking"):
 *
 *   POST {base}/references          { container_id, carrier_code?, bill_of_lading?, callback_url? } → { id, … }:
 *                                   subscribes a container (a reference); Vizion then posts updates to callback_url
 *   GET  {base}/references/{id}/updates   every update payload of a reference, oldest first
 *
 * Headers: `X-API-Key`. An update is { id, reference_id, status: 'data_received', payload: { container_id,
 * carrier_scac, bill_of_lading, origin_port, destination_port, milestones: [{ description, timestamp, planned,
 * location: { name, unlocode, geolocation: { latitude, longitude } }, vessel, voyage }] }, created_at }.
 * The job polls the updates of every followed container each tick (a webhook route can take the same payloads:
 * `parseVizionUpdate`). A 429 (rate limit) ends the round with the updates read so far, and no request is sent again
 * until its Retry-After (seconds or a date; a minute without one). Requests and parsing are unit-tested against recorded shapes (apps/api/test/containers/).
 */

export interface VizionOptions {
  apiKey: string;
  baseUrl?: string;
  /** Where Vizion posts updates (VIZION_CALLBACK_URL); without it the job polls only. */
  callbackUrl?: string;
  timeoutMs: number;
  fetch?: FetchLike;
}

export interface VizionRequest {
  url: string;
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };
}

/** POST /references for a container: its number, the carrier's SCAC when known, the bill of lading, the callback. */
export function createReferenceRequest(
  options: Pick<VizionOptions, 'apiKey' | 'baseUrl' | 'callbackUrl'>,
  container: Pick<TrackedContainer, 'containerNumber' | 'order'>,
): VizionRequest {
  const body: Record<string, string> = { container_id: container.containerNumber };
  if (container.order.oceanCarrier) body.carrier_code = container.order.oceanCarrier;
  if (container.order.billOfLading) body.bill_of_lading = container.order.billOfLading;
  if (options.callbackUrl) body.callback_url = options.callbackUrl;
  return {
    url: `${(options.baseUrl ?? VIZION_BASE_URL).replace(/\/+$/, '')}/references`,
    init: {
      method: 'POST',
      headers: { 'X-API-Key': options.apiKey, 'Content-Type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    },
  };
}

/** GET /references/{id}/updates */
export function referenceUpdatesRequest(options: Pick<VizionOptions, 'apiKey' | 'baseUrl'>, referenceId: string): VizionRequest {
  return {
    url: `${(options.baseUrl ?? VIZION_BASE_URL).replace(/\/+$/, '')}/references/${encodeURIComponent(referenceId)}/updates`,
    init: { method: 'GET', headers: { 'X-API-Key': options.apiKey, accept: 'application/json' } },
  };
}

// ------------------------------------------------------------------------------------------------ payloads

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const number = (value: unknown): number | null => {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : null;
};
const date = (value: unknown): Date | null => {
  const raw = text(value);
  if (!raw) return null;
  const parsed = new Date(raw);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

/** Vizion's standardized milestone names (and event codes) → our CONTAINER_EVENTS; null for the others (holds, customs…). */
export function vizionEvent(description: string): ContainerEvent | null {
  const name = description.toLowerCase().replace(/[_-]+/g, ' ');
  if (/transship|tranship/.test(name)) return 'transshipment';
  if (/empty/.test(name) && /(return|gate in)/.test(name)) return 'empty_returned';
  if (/empty/.test(name) && /(gate out|pick|dispatch|release)/.test(name)) return 'empty_pickup';
  if (/gate in|gate_in|received at origin|full in/.test(name)) return 'gate_in';
  if (/^load|loaded/.test(name) && !/unload/.test(name)) return 'loaded';
  if (/depart|sailed/.test(name) && /vessel|departure|sailed/.test(name)) return 'vessel_departed';
  if (/discharg|unload/.test(name)) return 'discharged';
  if (/arriv/.test(name) && !/rail|barge|truck/.test(name)) return 'vessel_arrived';
  if (/gate out|full out|out gate/.test(name)) return 'gate_out';
  if (/deliver/.test(name)) return 'delivered';
  return null;
}

export interface ParsedVizionUpdate {
  id: string | null;
  referenceId: string | null;
  containerNumber: string | null;
  createdAt: Date | null;
  milestones: MilestoneUpdate[];
  /** The carrier's estimated arrival at the destination port, when given apart from the milestones. */
  estimatedArrival: Date | null;
}

function location(value: unknown): { name: string | null; code: string | null; lat: number | null; lng: number | null } {
  if (!isObject(value)) return { name: null, code: null, lat: null, lng: null };
  const geo = isObject(value.geolocation) ? value.geolocation : value;
  const lat = number(geo.latitude ?? geo.lat);
  const lng = number(geo.longitude ?? geo.lng ?? geo.lon);
  const code = text(value.unlocode) ?? text(value.locode);
  return {
    name: text(value.name) ?? text(value.city) ?? code,
    code,
    lat: lat !== null && Math.abs(lat) <= 90 ? lat : null,
    lng: lng !== null && Math.abs(lng) <= 180 ? lng : null,
  };
}

/** One update (a webhook body, or one item of GET …/updates) → its milestones in our terms. Unknown events are left out. */
export function parseVizionUpdate(raw: unknown): ParsedVizionUpdate {
  const envelope = isObject(raw) ? raw : {};
  const payload = isObject(envelope.payload) ? envelope.payload : envelope;
  const list = Array.isArray(payload.milestones) ? payload.milestones : Array.isArray(payload.events) ? payload.events : [];
  const milestones: MilestoneUpdate[] = [];
  for (const item of list) {
    if (!isObject(item)) continue;
    const description = text(item.description) ?? text(item.event_type) ?? text(item.raw_description);
    const event = description ? vizionEvent(description) : null;
    if (!event) continue;
    const at = date(item.timestamp) ?? date(item.event_timestamp) ?? date(item.event_time);
    const classifier = text(item.event_classifier)?.toLowerCase();
    const planned =
      typeof item.planned === 'boolean' ? item.planned : typeof item.is_actual === 'boolean' ? !item.is_actual : classifier ? classifier !== 'actual' : false;
    const place = location(item.location);
    const vessel = isObject(item.vessel) ? text(item.vessel.name) : text(item.vessel);
    const voyage = text(item.voyage) ?? (isObject(item.vessel) ? text(item.vessel.voyage) : null);
    // No name, city or UN/LOCODE: no place name (null), not an English word stored as data.
    const locationName = place.name;
    milestones.push({
      event,
      locationName,
      lat: place.lat,
      lng: place.lng,
      vessel,
      voyage,
      plannedAt: planned ? at : null,
      actualAt: planned ? null : at,
      externalId: `vz:${event}:${(place.code ?? locationName ?? 'unknown').toUpperCase()}`,
    });
  }
  // One row per event and place: a later entry (an actual after its plan) wins, keeping the planned time.
  const merged = new Map<string, MilestoneUpdate>();
  for (const milestone of milestones) {
    const before = merged.get(milestone.externalId!);
    merged.set(
      milestone.externalId!,
      before ? { ...milestone, plannedAt: milestone.plannedAt ?? before.plannedAt, actualAt: milestone.actualAt ?? before.actualAt } : milestone,
    );
  }
  return {
    id: text(envelope.id),
    referenceId: text(envelope.reference_id),
    containerNumber: text(payload.container_id),
    createdAt: date(envelope.created_at),
    milestones: [...merged.values()],
    estimatedArrival: date(payload.estimated_arrival) ?? date(payload.eta),
  };
}

/** A parsed update as the job applies it to one container. */
export function vizionContainerUpdate(container: TrackedContainer, update: ParsedVizionUpdate): ContainerUpdate {
  const order = (event: ContainerEvent) => Object.keys(STATUS_AFTER).indexOf(event);
  const reached = update.milestones
    .filter((milestone) => milestone.actualAt)
    .sort((a, b) => a.actualAt!.getTime() - b.actualAt!.getTime() || order(a.event) - order(b.event));
  const last = reached[reached.length - 1];
  const destination = findPort(container.order.destinationPort);
  const arrival = update.milestones.filter((milestone) => milestone.event === 'vessel_arrived');
  const atDestination = arrival.find((milestone) => destination && findPort(milestone.locationName)?.key === destination.key) ?? arrival[arrival.length - 1];
  const eta = atDestination?.actualAt ?? atDestination?.plannedAt ?? update.estimatedArrival;
  return {
    containerId: container.id,
    milestones: update.milestones,
    positions:
      last && last.lat !== null && last.lng !== null && (!container.lastPositionAt || last.actualAt!.getTime() > container.lastPositionAt.getTime())
        ? [{ lat: last.lat, lng: last.lng, locationName: last.locationName, at: last.actualAt! }]
        : [],
    status: last ? STATUS_AFTER[last.event] : container.status,
    place: last ? { lat: last.lat, lng: last.lng, name: last.locationName, at: last.actualAt! } : null,
    eta: eta ?? null,
  };
}

/** How long Vizion asks us to wait after a 429 without a Retry-After. */
export const VIZION_RATE_LIMIT_PAUSE_MS = 60_000;

/** Vizion answered 429: no request before `until` (epoch ms). */
class RateLimited extends Error {
  constructor(readonly until: number) {
    super('Vizion rate limit');
  }
}

/** A Retry-After header (seconds, or an HTTP date) as the epoch ms to wait until, from `now`. */
export function retryAfterUntil(header: string | null, now: number): number {
  const value = header?.trim() ?? '';
  if (/^\d+$/.test(value)) return now + Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? now + VIZION_RATE_LIMIT_PAUSE_MS : Math.max(now, date);
}

async function send<T>(request: VizionRequest, options: VizionOptions, now: Date): Promise<T> {
  const doFetch = options.fetch ?? (globalThis.fetch as FetchLike);
  let response: Response;
  try {
    response = await doFetch(request.url, { ...request.init, signal: AbortSignal.timeout(options.timeoutMs) });
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    throw new ProviderError('vizion', name === 'TimeoutError' || name === 'AbortError' ? 504 : 502, SHARED_TEXTS.providers.containers(), String(error));
  }
  if (response.status === 429) throw new RateLimited(retryAfterUntil(response.headers.get('retry-after'), now.getTime()));
  if (!response.ok) throw new ProviderError('vizion', 502, SHARED_TEXTS.providers.containers(), `HTTP ${response.status}`);
  return (await response.json()) as T;
}

export function createVizionProvider(options: VizionOptions): ContainerTrackingProvider {
  /** No request before this time (epoch ms): Vizion's last 429 asked us to wait. */
  let pausedUntil = 0;
  return {
    name: 'vizion',
    async updates(containers, now) {
      const updates: ContainerUpdate[] = [];
      if (now.getTime() < pausedUntil) return updates;
      try {
        for (const container of containers) {
          const reference = container.trackingProvider === 'vizion' ? container.trackingReference : null;
          if (!reference) {
            // Not followed yet: subscribe; its milestones come with the next updates.
            const created = await send<Json>(createReferenceRequest(options, container), options, now);
            const id = text(created.id) ?? text(created.reference_id);
            if (id)
              updates.push({
                containerId: container.id,
                trackingReference: id,
                milestones: [],
                positions: [],
                status: container.status,
                place: null,
                eta: null,
              });
            continue;
          }
          const answer = await send<unknown>(referenceUpdatesRequest(options, reference), options, now);
          const items = Array.isArray(answer) ? answer : isObject(answer) && Array.isArray(answer.data) ? answer.data : [];
          const newest = items
            .map(parseVizionUpdate)
            .sort((a, b) => (a.createdAt?.getTime() ?? 0) - (b.createdAt?.getTime() ?? 0))
            .at(-1);
          if (!newest || newest.milestones.length === 0) continue;
          updates.push(vizionContainerUpdate(container, newest));
        }
      } catch (error) {
        // Rate limited: keep what was read (the rest waits for a later round) and ask nothing until Vizion allows it.
        if (!(error instanceof RateLimited)) throw error;
        pausedUntil = error.until;
      }
      return updates;
    },
  };
}
