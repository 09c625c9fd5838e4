import {
  CreateTrackingShareRequest,
  NoFieldsRequest,
  TrackDetail,
  TrackingCodeParams,
  TrackingLoadParams,
  TrackingLoadRefParams,
  TrackingLocation,
  TrackingLocationQuery,
  TrackingShareData,
  TrackingShareListData,
  envelopeOf,
} from '@freight/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IdParams, isUuid } from '../http';
import { createAttemptCounters } from '../plugins/attempt-limit';
import { access, authenticateRequest, callerOf, type TokenService } from '../plugins/auth';
import { HttpError, notFound, ok } from '../plugins/envelope';
import { TRACKING_TEXTS } from './texts';
import type { Caller, RoutesPlugin } from '../types';
import { createSessionStore } from '../sessions/store';
import { startTruckSimulator, type TruckSimulator } from './simulator';
import { createShare, listShares, resolveTrackingShare, revokeShare, shareById, shareOf } from './shares';
import { loadParties, loadUuidOfNumber, partyOf, sharedLocation, sharedView, trackDetail, trackingLocation, type LoadParties } from './track';

/** Unknown share codes one address may try within SHARE_MISS_WINDOW_MS before its further misses get 429. */
export const SHARE_MISS_LIMIT = 60;
const SHARE_MISS_WINDOW_MS = 10 * 60 * 1000;

export interface TrackingRoutesOptions {
  tokens: TokenService;
  /** Run the moving demo trucks (default: the configuration's SIMULATE_TRUCKS, app.config). */
  simulateTrucks?: boolean;
}

/**
 * Tracking (spec section 7: load-manager/track-detail, tracking-location; our share links). Registered as its own
 * plugin under the /load-manager prefix. docs/modules/fleet.md, "Tracking":
 *   - track-detail / tracking-location are public routes: a request carrying the session of a user (with portal
 *     access) of the load's shipper or carrier company gets the full view; any other (signed out, another company,
 *     an unknown load, a bad token) gets the same 404 'Tracking not available', so a load id alone reveals nothing;
 *   - share links are made, listed and revoked by a party; shared-track-detail / shared-tracking-location read by
 *     code, at reduced precision, for anyone holding a live code.
 */
export const trackingRoutes: RoutesPlugin<Record<string, unknown> & TrackingRoutesOptions> = async (app, options) => {
  const users = createSessionStore(app.db);
  const counters = createAttemptCounters(app.db);

  // The moving demo trucks: started once the server is ready, stopped with it.
  if (options.simulateTrucks ?? app.config.simulateTrucks) {
    let simulator: TruckSimulator | null = null;
    app.addHook('onReady', async () => {
      simulator = startTruckSimulator(app.db, app.providers.maps, { log: app.log });
    });
    app.addHook('onClose', async () => {
      await simulator?.stop();
    });
  }

  /** The signed-in caller if the request carries a valid session with portal access; null otherwise (never throws). */
  async function optionalCaller(request: FastifyRequest): Promise<Caller | null> {
    if (!request.headers.authorization && !request.headers.cookie) return null;
    try {
      return (await authenticateRequest(request, options.tokens, users, 'user', undefined)).caller;
    } catch {
      return null;
    }
  }

  /**
   * The load if `caller` is one of its parties; else the one 404 every outsider gets. `load` is its uuid or, on the
   * tracking reads, its number (L-100123), looked up among the caller's loads.
   */
  async function partyLoad(load: string, caller: Caller | null): Promise<{ parties: LoadParties; party: 'shipper' | 'carrier' }> {
    const loadUuid = caller && !isUuid(load) ? await loadUuidOfNumber(app.db, caller.companyId, load) : load;
    const parties = caller && loadUuid ? await loadParties(app.db, loadUuid) : null;
    const party = parties && caller ? partyOf(parties, caller.companyId) : null;
    if (!parties || !party) throw notFound(TRACKING_TEXTS.track.notAvailable());
    return { parties, party };
  }

  /** The load of a live share code; an unknown one counts against the caller's address (SHARE_MISS_LIMIT). */
  async function sharedLoad(code: string, request: FastifyRequest, reply: FastifyReply): Promise<LoadParties> {
    const share = await resolveTrackingShare(app.db, code);
    const parties = share ? await loadParties(app.db, share.loadId) : null;
    if (parties) return parties;
    const attempt = await counters.hit(`tracking-share-miss:${request.ip}`, SHARE_MISS_WINDOW_MS);
    if (attempt.count > SHARE_MISS_LIMIT) {
      void reply.header('retry-after', String(attempt.retryAfterSeconds));
      throw new HttpError(429, TRACKING_TEXTS.track.tooManyCodes());
    }
    throw notFound(TRACKING_TEXTS.track.linkInvalid());
  }

  app.get(
    '/track-detail/:_id',
    { config: access.public, schema: { params: TrackingLoadRefParams, response: { 200: envelopeOf(TrackDetail) } } },
    async (request) => {
      const { parties, party } = await partyLoad(request.params._id, await optionalCaller(request));
      return ok(TRACKING_TEXTS.track.detail(), await trackDetail(app.db, app.providers.maps, parties, party));
    },
  );

  app.get(
    '/tracking-location/:_id',
    { config: access.public, schema: { params: TrackingLoadRefParams, querystring: TrackingLocationQuery, response: { 200: envelopeOf(TrackingLocation) } } },
    async (request) => {
      const { parties } = await partyLoad(request.params._id, await optionalCaller(request));
      const after = request.query.after ? new Date(request.query.after) : null;
      return ok(TRACKING_TEXTS.track.location(), await trackingLocation(app.db, parties, after));
    },
  );

  app.get(
    '/shared-track-detail/:code',
    { config: access.public, schema: { params: TrackingCodeParams, response: { 200: envelopeOf(TrackDetail) } } },
    async (request, reply) => {
      const parties = await sharedLoad(request.params.code, request, reply);
      return ok(TRACKING_TEXTS.track.detail(), sharedView(await trackDetail(app.db, app.providers.maps, parties, 'shipper')));
    },
  );

  app.get(
    '/shared-tracking-location/:code',
    { config: access.public, schema: { params: TrackingCodeParams, querystring: TrackingLocationQuery, response: { 200: envelopeOf(TrackingLocation) } } },
    async (request, reply) => {
      const parties = await sharedLoad(request.params.code, request, reply);
      const after = request.query.after ? new Date(request.query.after) : null;
      return ok(TRACKING_TEXTS.track.location(), sharedLocation(await trackingLocation(app.db, parties, after)));
    },
  );

  app.post(
    '/create-tracking-share/:loadId',
    { config: access.user, schema: { params: TrackingLoadParams, body: CreateTrackingShareRequest, response: { 200: envelopeOf(TrackingShareData) } } },
    async (request) => {
      const caller = callerOf(request);
      const { parties } = await partyLoad(request.params.loadId, caller);
      const row = await createShare(app.db, {
        companyId: caller.companyId,
        userId: caller.userId,
        loadId: parties.id,
        expiresInHours: request.body.expiresInHours,
      });
      return ok(TRACKING_TEXTS.track.shareCreated(), { share: shareOf(row, app.publicUrl) });
    },
  );

  app.post(
    '/tracking-share-list/:loadId',
    { config: access.user, schema: { params: TrackingLoadParams, body: NoFieldsRequest, response: { 200: envelopeOf(TrackingShareListData) } } },
    async (request) => {
      const { parties } = await partyLoad(request.params.loadId, callerOf(request));
      const now = new Date();
      return ok(TRACKING_TEXTS.track.shares(), { items: (await listShares(app.db, parties.id)).map((row) => shareOf(row, app.publicUrl, now)) });
    },
  );

  app.post(
    '/revoke-tracking-share/:_id',
    { config: access.user, schema: { params: IdParams, body: NoFieldsRequest, response: { 200: envelopeOf(TrackingShareData) } } },
    async (request) => {
      const caller = callerOf(request);
      const found = await shareById(app.db, request.params._id);
      const parties = found ? await loadParties(app.db, found.loadId) : null;
      if (!found || !parties || !partyOf(parties, caller.companyId)) throw notFound(TRACKING_TEXTS.track.shareNotFound());
      await revokeShare(app.db, found.id);
      const row = await shareById(app.db, found.id);
      return ok(TRACKING_TEXTS.track.shareRevoked(), { share: shareOf(row!, app.publicUrl) });
    },
  );
};
