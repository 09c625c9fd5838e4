import {
  CarrierDetail,
  CarrierDetailQuery,
  CarrierInsightData,
  CarrierInsightRequest,
  CARRIER_INSIGHT_WINDOW_DAYS,
  PRICE_INSIGHT_DEFAULT_RADIUS_MILES,
  PriceInsight,
  PriceInsightRequest,
  envelopeOf,
} from '@freight/contracts';
import { IdParams } from '../http';
import { access, callerOf } from '../plugins/auth';
import { badRequest, notFound, ok, type FieldFailure } from '../plugins/envelope';
import type { TextRef } from '../texts';
import type { RoutesPlugin } from '../types';
import { createInsightQueries, type PricePlace } from './price-insight';
import { INSIGHT_TEXTS } from './texts';

/**
 * Which place a price-insight request is about: its lane, else its positions, else its cities (docs/modules/loads.md,
 * "Price and carrier insight"). A half-given city or position is a 400 naming the missing field.
 */
function pricePlaceOf(body: PriceInsightRequest): { place: PricePlace } | { errors: FieldFailure[] } {
  const errors: FieldFailure[] = [];
  const pair = (a: keyof PriceInsightRequest, b: keyof PriceInsightRequest, message: TextRef) => {
    const hasA = body[a] !== undefined;
    const hasB = body[b] !== undefined;
    if (hasA !== hasB) errors.push({ field: `body.${hasA ? b : a}`, message });
    return hasA && hasB;
  };
  const origin = pair('originCity', 'originState', INSIGHT_TEXTS.price.cityNeedsState());
  const destination = pair('destinationCity', 'destinationState', INSIGHT_TEXTS.price.cityNeedsState());
  const originAt = pair('originLat', 'originLng', INSIGHT_TEXTS.price.positionNeedsBoth());
  const destinationAt = pair('destinationLat', 'destinationLng', INSIGHT_TEXTS.price.positionNeedsBoth());
  if (errors.length > 0) return { errors };
  if (body.laneId) return { place: { basis: 'lane', laneId: body.laneId } };
  if (originAt && destinationAt) {
    return {
      place: {
        basis: 'radius',
        originLat: body.originLat!,
        originLng: body.originLng!,
        destinationLat: body.destinationLat!,
        destinationLng: body.destinationLng!,
        radiusMiles: body.radiusMiles ?? PRICE_INSIGHT_DEFAULT_RADIUS_MILES,
      },
    };
  }
  if (body.radiusMiles !== undefined) return { errors: [{ field: 'body.radiusMiles', message: INSIGHT_TEXTS.price.radiusNeedsPositions() }] };
  if (origin && destination) {
    return {
      place: {
        basis: 'city',
        originCity: body.originCity!,
        originState: body.originState!,
        destinationCity: body.destinationCity!,
        destinationState: body.destinationState!,
      },
    };
  }
  // Nothing usable: name the first missing field of the simplest way (cities).
  const field = originAt || destinationAt ? (originAt ? 'body.destinationLat' : 'body.originLat') : origin ? 'body.destinationCity' : 'body.originCity';
  return { errors: [{ field, message: INSIGHT_TEXTS.price.placeRequired() }] };
}

/**
 * Price and carrier insight from the caller's company's own history and the /carrierdetail data.
 * Login-only like the rest of the load-manager; every query is scoped to the caller's company.
 */
export const insightRoutes: RoutesPlugin = async (app) => {
  const queries = createInsightQueries(app.db);

  // POST load-manager/price-insight { laneId? | originCity.. | originLat.., equipmentTypeId?, currency? }
  app.post('/price-insight', { config: access.user, schema: { body: PriceInsightRequest, response: { 200: envelopeOf(PriceInsight) } } }, async (request) => {
    const caller = callerOf(request);
    const body = request.body;
    const chosen = pricePlaceOf(body);
    if ('errors' in chosen) throw badRequest(chosen.errors, chosen.errors[0]!.message);
    if (chosen.place.basis === 'lane' && !(await queries.ownsLane(caller.companyId, chosen.place.laneId))) {
      throw notFound(INSIGHT_TEXTS.price.laneNotFound());
    }
    const insight = await queries.price(caller.companyId, { place: chosen.place, equipmentTypeId: body.equipmentTypeId, currency: body.currency });
    return ok(INSIGHT_TEXTS.price.priceFetched(), insight);
  });

  // GET load-manager/price-insight-load/:_id: beside a load's quotes (its lane, else its area; its own quotes aside).
  app.get('/price-insight-load/:_id', { config: access.user, schema: { params: IdParams, response: { 200: envelopeOf(PriceInsight) } } }, async (request) => {
    const insight = await queries.priceForLoad(callerOf(request).companyId, request.params._id);
    if (!insight) throw notFound(INSIGHT_TEXTS.price.loadNotFound());
    return ok(INSIGHT_TEXTS.price.priceFetched(), insight);
  });

  // POST load-manager/carrier-insight { carrierCompanyIds?, truckerIds? }: the quote comparison's rates, in one call.
  app.post(
    '/carrier-insight',
    { config: access.user, schema: { body: CarrierInsightRequest, response: { 200: envelopeOf(CarrierInsightData) } } },
    async (request) => {
      const body = request.body;
      const items = await queries.carriers(callerOf(request).companyId, body.carrierCompanyIds ?? [], body.truckerIds ?? []);
      return ok(INSIGHT_TEXTS.price.carriersFetched(), { windowDays: CARRIER_INSIGHT_WINDOW_DAYS, items });
    },
  );

  // GET load-manager/carrier-detail/:_id?page=&limit=: /carrierdetail (404 without a relation to the caller's company).
  app.get(
    '/carrier-detail/:_id',
    { config: access.user, schema: { params: IdParams, querystring: CarrierDetailQuery, response: { 200: envelopeOf(CarrierDetail) } } },
    async (request) => {
      const query = request.query;
      const paging = { page: Number(query.page ?? 1), limit: Number(query.limit ?? 20) };
      const detail = await queries.carrierDetail(callerOf(request).companyId, request.params._id, paging);
      if (!detail) throw notFound(INSIGHT_TEXTS.price.carrierNotFound());
      return ok(INSIGHT_TEXTS.price.carrierFetched(), detail);
    },
  );
};
