import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { realtimeTopic, type RealtimeEventType } from '@freight/contracts';
import type { Db } from '../db/client';
import { HttpError } from '../plugins/envelope';
import { authenticateRequest, type TokenService } from '../plugins/auth';
import type { SessionStore } from '../sessions/store';
import { resolveDriverLink, type DriverTokens } from '../sessions/driver-links';
import type { Caller } from '../types';
import { touchDriverLink } from './presence';

/** Close codes: the client stops retrying on 4401/4403 until its credentials change (libs/realtime). */
const CLOSE_UNAUTHORIZED = 4401;
const CLOSE_FORBIDDEN = 4403;
/** The server is shutting down: the client reconnects (to another instance behind the balancer). */
export const CLOSE_GOING_AWAY = 1001;
/** The socket could not keep up (too much unsent): the client reconnects and catches up. */
export const CLOSE_TRY_AGAIN = 1013;

/** How many loads one session socket may follow at once. */
export const MAX_FOLLOWED_LOADS = 50;

/** Who is on a socket, and the topics that decide what it receives. */
export type RealtimeAccess =
  | { kind: 'session'; caller: Caller; topics: string[] }
  | { kind: 'driver'; linkId: string; truckerId: string; loadId: string; topics: string[] }
  | { kind: 'share'; shareId: string; loadId: string; topics: string[] };

export class RealtimeRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface AccessDeps {
  db: Db;
  tokens: TokenService;
  driverTokens: DriverTokens;
  users: SessionStore;
}

/**
 * The credential of an upgrade request: `?driverToken=` (a driver's link: its truck and load), `?share=` (a tracking
 * share code: its load), else the session (the `token` cookie or an Authorization header, checked as every request
 * is: a live, unrevoked session of a user with portal access). Throws RealtimeRefusal (4401/4403).
 */
export async function resolveAccess(request: FastifyRequest, query: { driverToken?: string; share?: string }, deps: AccessDeps): Promise<RealtimeAccess> {
  if (query.driverToken) {
    const link = await resolveDriverLink(deps.db, deps.driverTokens, query.driverToken);
    if (!link) throw new RealtimeRefusal(CLOSE_UNAUTHORIZED, 'Invalid driver link');
    return {
      kind: 'driver',
      linkId: link.linkId,
      truckerId: link.truckerId,
      loadId: link.loadId,
      topics: [realtimeTopic.trucker(link.truckerId), realtimeTopic.load(link.loadId)],
    };
  }
  if (query.share) {
    const share = await findLiveShare(deps.db, query.share);
    if (!share) throw new RealtimeRefusal(CLOSE_UNAUTHORIZED, 'Invalid share link');
    return { kind: 'share', shareId: share.id, loadId: share.loadId, topics: [realtimeTopic.load(share.loadId)] };
  }
  const caller = await sessionCaller(request, deps);
  return { kind: 'session', caller, topics: [realtimeTopic.user(caller.userId), realtimeTopic.company(caller.companyId)] };
}

async function sessionCaller(request: FastifyRequest, deps: AccessDeps): Promise<Caller> {
  try {
    return (await authenticateRequest(request, deps.tokens, deps.users, 'user', undefined)).caller;
  } catch (error) {
    if (error instanceof HttpError) throw new RealtimeRefusal(error.statusCode === 403 ? CLOSE_FORBIDDEN : CLOSE_UNAUTHORIZED, error.message);
    throw error;
  }
}

/**
 * Whether the socket's credential still holds (checked at every heartbeat while it is open): the session not revoked, the
 * driver's link not revoked or expired (and marked used: the driver's presence), the share not revoked or expired.
 */
export async function stillValid(request: FastifyRequest, access: RealtimeAccess, deps: AccessDeps): Promise<boolean> {
  if (access.kind === 'driver') return touchDriverLink(deps.db, access.linkId);
  if (access.kind === 'share') {
    const result = await deps.db.execute<{ id: string }>(sql`
      select id from tracking_shares where id = ${access.shareId} and revoked_at is null and (expires_at is null or expires_at > now())
    `);
    return result.rows.length > 0;
  }
  try {
    await sessionCaller(request, deps);
    return true;
  } catch (error) {
    if (error instanceof RealtimeRefusal) return false;
    throw error;
  }
}

async function findLiveShare(db: Db, code: string): Promise<{ id: string; loadId: string } | undefined> {
  const result = await db.execute<{ id: string; load_id: string }>(sql`
    select id, load_id from tracking_shares
    where code = ${code} and revoked_at is null and (expires_at is null or expires_at > now())
  `);
  const row = result.rows[0];
  return row ? { id: row.id, loadId: row.load_id } : undefined;
}

/** The loads among `loadIds` the caller's company is a party to: their shipper, or the carrier of one of their orders. */
export async function loadsOfParty(db: Db, companyId: string, loadIds: string[]): Promise<string[]> {
  if (loadIds.length === 0) return [];
  const result = await db.execute<{ id: string }>(sql`
    select l.id from loads l
    where l.id = any(${`{${loadIds.join(',')}}`}::uuid[])
      and (l.company_id = ${companyId} or exists (select 1 from orders o where o.load_id = l.id and o.carrier_company_id = ${companyId}))
  `);
  return result.rows.map((row) => row.id);
}

/** About 1 km: two decimals of a degree (1.1 km of latitude). */
const roundToKm = (value: unknown) => (typeof value === 'number' ? Math.round(value * 100) / 100 : null);

/**
 * What a share-code socket may see of an event (the public share page's privacy rule, docs/modules/fleet.md): only
 * positions and milestones of its load; a position's coordinates rounded to ~1 km and nothing naming the truck or its
 * driver (no trucker id). Anything else is not sent (undefined).
 */
export function shareView(type: RealtimeEventType, payload: Record<string, unknown>): Record<string, unknown> | undefined {
  if (type === 'truck.position') {
    // The socket serves one load; its uuid stays private, as in the shared HTTP view.
    return {
      lat: roundToKm(payload.lat),
      lng: roundToKm(payload.lng),
      speedMph: payload.speedMph ?? null,
      heading: payload.heading ?? null,
      at: payload.at ?? null,
      locationName: payload.locationName ?? null,
    };
  }
  if (type === 'load.milestone') return { status: payload.status ?? null, at: payload.at ?? null };
  return undefined;
}
