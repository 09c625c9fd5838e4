import { and, eq, inArray } from 'drizzle-orm';
import {
  AssignLoadToTruckRequest,
  AvailableTruckersData,
  AvailableTruckersRequest,
  DEFAULT_TRUCK_RADIUS_MILES,
  LOAD_ASSIGNABLE_STATUSES,
  LOAD_DETAILS_EDITABLE_STATUSES,
  LoadAssignment,
  LoadDetail,
  LoadDetailsInput,
  SubloadDetail,
  SubloadInput,
  envelopeOf,
  isLoadEditable,
  type LoadStatus,
  type LocationCode,
  type LoadStopInput,
} from '@freight/contracts';
import { LOAD_TEXTS } from './texts';
import { loadStops, loads } from '../db/schema';
import { IdParams, orNull, ownRecordOr404 } from '../http';
import { access, callerOf } from '../plugins/auth';
import { HttpError, badRequest, notFound, ok, type FieldFailure } from '../plugins/envelope';
import type { RoutesPlugin } from '../types';
import { checkLoadInput } from './load-input';
import { routeStops } from './load-route';
import { createLoadWriteRepository } from './load-write';
import { assertSplittable, createSubload, heldBy, ownLoad, subloadAsLoad, subloadIds, toLbs } from './subloads';
import { availableTruckers, firstPickup, visibleLoad } from '../fleet';
import { assignLoadToTruck } from '../shipments';
import { statusText } from '../texts/statuses';

/**
 * load-available-truckers, assign-load-to-truck, subload-detail, add-subload and load-details-update (spec section
 * 7; docs/modules/loads.md, "Trucks, sub-loads, details and products"). Login-only, as every load call.
 */
export const truckRoutes: RoutesPlugin = async (app) => {
  const loadWrites = createLoadWriteRepository(app.db);

  app.post(
    '/load-available-truckers',
    { config: access.user, schema: { body: AvailableTruckersRequest, response: { 200: envelopeOf(AvailableTruckersData) } } },
    async (request) => {
      const caller = callerOf(request);
      const body = request.body;
      const load = await visibleLoad(app.db, caller.companyId, body.loadId);
      if (!load) throw notFound(LOAD_TEXTS.write.notFound());
      const status = load.status as LoadStatus;
      if (!LOAD_ASSIGNABLE_STATUSES.includes(status)) throw new HttpError(409, LOAD_TEXTS.truck.notSearchable({ status: statusText(status) }));
      const stop = await firstPickup(app.db, load.id);
      if (!stop) throw new HttpError(409, LOAD_TEXTS.truck.noPickupPosition());
      let pickup = stop.lat !== null && stop.lng !== null ? { lat: stop.lat, lng: stop.lng } : null;
      if (!pickup) {
        // Saved while the maps provider failed: placed now (not stored: a read does not write).
        const typed: LoadStopInput = {
          type: 'pickup',
          name: stop.name,
          street1: stop.street1,
          city: stop.city,
          state: stop.state,
          postalCode: stop.postalCode,
          country: stop.country as LocationCode,
          windowStart: '',
          windowEnd: '',
        };
        const placed = await routeStops(app.providers.maps, [typed]);
        const point = placed.stops[0]!;
        pickup = point.lat !== null && point.lat !== undefined && point.lng !== null && point.lng !== undefined ? { lat: point.lat, lng: point.lng } : null;
      }
      if (!pickup) throw new HttpError(409, LOAD_TEXTS.truck.noPickupPosition());
      const radiusMiles = body.radiusMiles ?? DEFAULT_TRUCK_RADIUS_MILES;
      const page = body.page ?? 1;
      const limit = body.limit ?? 20;
      const found = await availableTruckers(app.db, {
        companyId: caller.companyId,
        load,
        pickup,
        radiusMiles,
        equipmentMatchOnly: body.equipmentMatchOnly ?? false,
        page,
        limit,
      });
      const detail = (await loadWrites.detail(caller.companyId, load.id))!;
      return ok(LOAD_TEXTS.truck.truckersFetched(), {
        ...found,
        page,
        limit,
        radiusMiles,
        load: {
          _id: load.id,
          loadId: load.loadId,
          status,
          equipment: detail.equipment,
          pickup: { city: stop.city, state: stop.state, lat: pickup.lat, lng: pickup.lng },
          carrierCompanyId: load.carrierCompanyId,
          truckerId: load.truckerId,
        },
      });
    },
  );

  app.post(
    '/assign-load-to-truck',
    { config: access.user, schema: { body: AssignLoadToTruckRequest, response: { 200: envelopeOf(LoadAssignment) } } },
    async (request) => {
      const caller = callerOf(request);
      const assignment = await assignLoadToTruck(app.db, caller.companyId, caller.userId, request.body.loadId, request.body.truckerId);
      return ok(LOAD_TEXTS.truck.assigned(), assignment);
    },
  );

  // The family of a load: `_id` is the parent (a sub-load's _id answers its parent's family). The owner's only.
  app.get('/subload-detail/:_id', { config: access.user, schema: { params: IdParams, response: { 200: envelopeOf(SubloadDetail) } } }, async (request) => {
    const { companyId } = callerOf(request);
    let parent = await ownLoad(app.db, companyId, request.params._id);
    if (parent?.parentId) parent = await ownLoad(app.db, companyId, parent.parentId);
    if (!parent) throw notFound(LOAD_TEXTS.write.notFound());
    const [held, ids] = await Promise.all([heldBy(app.db, parent.id), subloadIds(app.db, parent.id)]);
    const subloads = (await Promise.all(ids.map((id) => loadWrites.detail(companyId, id)))).filter((load): load is LoadDetail => load !== null);
    const unit = parent.weightUnit;
    const fromLbs = (lbs: number) => Math.round((unit === 'kg' ? lbs / toLbs(1, 'kg') : lbs) * 10) / 10;
    const allocatedWeight = fromLbs(held.weightLbs);
    return ok(LOAD_TEXTS.truck.subloadsFetched(), {
      parent: {
        _id: parent.id,
        loadId: parent.loadId,
        status: parent.status as LoadStatus,
        weightUnit: unit,
        splittable: isLoadEditable(parent.status as LoadStatus),
        totals: { weight: parent.weight, pallets: parent.pallets, pieces: parent.pieces },
      },
      allocated: { weight: allocatedWeight, pallets: held.pallets, pieces: held.pieces },
      remaining: {
        weight: Math.max(0, Math.round((parent.weight - allocatedWeight) * 10) / 10),
        pallets: parent.pallets === null ? null : Math.max(0, parent.pallets - held.pallets),
        pieces: parent.pieces === null ? null : Math.max(0, parent.pieces - held.pieces),
      },
      subloads,
    });
  });

  app.post(
    '/add-subload/:_id',
    {
      config: access.user,
      schema: { params: IdParams, body: SubloadInput, response: { 200: envelopeOf(LoadDetail) } },
      preValidation: ownRecordOr404(loadWrites.owns, LOAD_TEXTS.write.notFound()),
    },
    async (request) => {
      const caller = callerOf(request);
      const parent = await ownLoad(app.db, caller.companyId, request.params._id);
      if (!parent) throw notFound(LOAD_TEXTS.write.notFound());
      assertSplittable(parent);
      const share = subloadAsLoad(parent, request.body);
      // add-load's rules for the share's own stops: typed ones pass the postal rule, and a window that has ended is
      // refused unless it is one of the parent's (the split form starts from them, and the parent keeps them too).
      const kept = (await loadWrites.detail(caller.companyId, parent.id))?.stops ?? [];
      const found = await checkLoadInput(loadWrites, caller.companyId, share, { maps: app.providers.maps, windowsFrom: { now: new Date(), kept } });
      const routed = await routeStops(app.providers.maps, share.stops, found);
      const id = await createSubload(app.db, caller.companyId, caller.userId, parent.id, { ...share, stops: routed.stops }, routed.route);
      const created = (await loadWrites.detail(caller.companyId, id))!;
      return ok(LOAD_TEXTS.truck.subloadAdded(), { ...created, route: routed.route });
    },
  );

  app.post(
    '/load-details-update/:_id',
    {
      config: access.user,
      schema: { params: IdParams, body: LoadDetailsInput, response: { 200: envelopeOf(LoadDetail) } },
      preValidation: ownRecordOr404(loadWrites.owns, LOAD_TEXTS.write.notFound()),
    },
    async (request) => {
      const { companyId } = callerOf(request);
      const id = request.params._id;
      const body = request.body;
      await app.db.transaction(async (tx) => {
        const [load] = await tx
          .select({ status: loads.status })
          .from(loads)
          .where(and(eq(loads.id, id), eq(loads.companyId, companyId)))
          .for('update');
        if (!load) throw notFound(LOAD_TEXTS.write.notFound());
        const status = load.status as LoadStatus;
        if (!LOAD_DETAILS_EDITABLE_STATUSES.includes(status)) throw new HttpError(409, LOAD_TEXTS.truck.detailsNotEditable({ status: statusText(status) }));

        const stops = body.stops ?? [];
        if (stops.length > 0) {
          const own = await tx
            .select({ id: loadStops.id })
            .from(loadStops)
            .where(
              and(
                eq(loadStops.loadId, id),
                inArray(
                  loadStops.id,
                  stops.map((stop) => stop._id),
                ),
              ),
            );
          const known = new Set(own.map((row) => row.id));
          const errors: FieldFailure[] = stops.flatMap((stop, index) =>
            known.has(stop._id) ? [] : [{ field: `body.stops.${index}._id`, message: LOAD_TEXTS.truck.unknownStop() }],
          );
          if (errors.length > 0) throw badRequest(errors);
        }

        const set: Partial<typeof loads.$inferInsert> = {};
        if (body.referenceNumber !== undefined) set.referenceNumber = orNull(body.referenceNumber);
        if (body.poNumber !== undefined) set.poNumber = orNull(body.poNumber);
        if (body.specialInstructions !== undefined) set.specialInstructions = orNull(body.specialInstructions);
        await tx
          .update(loads)
          .set({ ...set, updatedAt: new Date() })
          .where(eq(loads.id, id));
        for (const stop of stops) {
          const change: Partial<typeof loadStops.$inferInsert> = {};
          if (stop.appointmentRef !== undefined) change.appointmentRef = orNull(stop.appointmentRef);
          if (stop.contactName !== undefined) change.contactName = orNull(stop.contactName);
          if (stop.contactPhone !== undefined) change.contactPhone = orNull(stop.contactPhone);
          if (stop.notes !== undefined) change.notes = orNull(stop.notes);
          if (Object.keys(change).length > 0) await tx.update(loadStops).set(change).where(eq(loadStops.id, stop._id));
        }
      });
      return ok(LOAD_TEXTS.truck.detailsUpdated(), (await loadWrites.detail(companyId, id))!);
    },
  );
};
