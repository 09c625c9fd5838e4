import { sql } from 'drizzle-orm';
import {
  BulkLoadsRequest,
  BulkLoadsResult,
  envelopeOf,
  isKnownTimeZone,
  LOAD_INITIAL_STATUS,
  LoadScheduleRequest,
  localDate,
  daysBetween,
  scheduleDates,
  shiftDays,
  SCHEDULE_MAX_OCCURRENCES,
  windowHasEnded,
  type CreatedLoad,
  type LoadInput,
} from '@freight/contracts';
import { LOAD_TEXTS } from './texts';
import type { Db } from '../db/client';
import { idCounters, loadStops, loads } from '../db/schema';
import { access, callerOf } from '../plugins/auth';
import { badRequest, HttpError, ok, type FieldFailure } from '../plugins/envelope';
import { mapValidationErrors } from '../plugins/validation';
import type { RoutesPlugin } from '../types';
import { checkLoadInput } from './load-input';
import { routeStops } from './load-route';
import { createLoadWriteRepository, loadColumns, newShareCode, stopRows, type LoadReferences, type LoadWriteRepository } from './load-write';
import type { MapsProvider } from '../providers/maps/types';

/**
 * /bulk-loads-schedule: many loads in one call, all or nothing.
 *   add-bulk-loads     { loads: LoadInput[] }                 the rows of an uploaded file
 *   add-load-schedule  { template: LoadInput, recurrence }    a load repeated on weekdays every N weeks
 * Each load passes add-load's own checks (load-input.ts); the errors of every row come back at once, named by row
 * and cell (`body.loads.3.stops.0.postalCode`), and nothing is created unless every row is good. The loads, their
 * stops and their human ids (one reservation of n ids in id_counters) are written in one transaction.
 * A schedule is not stored as such (no table for it): its loads are tagged by reference number (`<ref>-01`, …).
 */

/** The upload of BULK_LOADS_MAX rows with 20 stops each is larger than the server's default 1 MiB. */
const BULK_BODY_LIMIT = 8 * 1024 * 1024;
const LOAD_CHUNK = 250;
const STOP_CHUNK = 1000;

/** add-load's checks for every row, with one look-up of the referenced equipment, addresses and warehouses for all. */
async function checkRows(
  loadWrites: LoadWriteRepository,
  companyId: string,
  rows: LoadInput[],
  prefixOf: (index: number) => string,
  options: Parameters<typeof checkLoadInput>[3] = {},
): Promise<{ errors: FieldFailure[]; found: LoadReferences }> {
  const everyStop = { stops: rows.flatMap((row) => row.stops), commodity: '-', weight: 1 } as LoadInput;
  // A file's rows mostly repeat a few places: each postal code is asked of the provider once for all of them.
  const maps = options.maps && memoisedPostalCodes(options.maps);
  const [found, equipment] = await Promise.all([loadWrites.references(companyId, everyStop), loadWrites.equipmentList()]);
  const equipmentIds = new Set(equipment.map((type) => type._id));
  const prefetched: LoadWriteRepository = {
    ...loadWrites,
    references: async (_companyId, input) => ({
      equipment: Boolean(input.equipmentTypeId && equipmentIds.has(input.equipmentTypeId)),
      addresses: found.addresses,
      warehouses: found.warehouses,
    }),
  };
  const errors: FieldFailure[] = [];
  for (const [index, row] of rows.entries()) {
    try {
      await checkLoadInput(prefetched, companyId, row, { ...options, maps });
    } catch (caught) {
      if (!(caught instanceof HttpError) || caught.statusCode !== 400 || !caught.errors) throw caught;
      errors.push(...caught.errors.map((error) => ({ ...error, field: error.field.replace(/^body\b/, prefixOf(index)) })));
    }
  }
  return { errors, found };
}

function memoisedPostalCodes(maps: MapsProvider): MapsProvider {
  const asked = new Map<string, ReturnType<MapsProvider['geocodePostalCode']>>();
  return {
    ...maps,
    geocodePostalCode: (postalCode, country) => {
      const key = `${postalCode}|${country ?? ''}`.toUpperCase();
      if (!asked.has(key)) asked.set(key, maps.geocodePostalCode(postalCode, country));
      return asked.get(key)!;
    },
  };
}

interface RoutedRow {
  input: LoadInput;
  distanceMiles: number | null;
}

/** Routes asked of the maps provider at once, and the time after which the remaining rows go without a route. */
const ROUTE_CONCURRENCY = 8;
const ROUTING_BUDGET_MS = 20_000;

/**
 * Positions and distance as add-load computes them (load-route.ts), once per distinct sequence of places: a file's
 * rows mostly repeat a few lanes. A row whose places were not routed within the budget keeps the positions the
 * address book gives and no distance (load-update computes it later), as add-load does when the provider fails.
 */
async function routeRows(maps: MapsProvider, rows: LoadInput[], found: LoadReferences): Promise<RoutedRow[]> {
  const placeKey = (row: LoadInput) =>
    JSON.stringify(row.stops.map((stop) => [stop.addressId, stop.warehouseId, stop.lat, stop.lng, stop.postalCode, stop.city, stop.state, stop.country]));
  const lanes = new Map<string, LoadInput['stops']>();
  for (const row of rows) if (!lanes.has(placeKey(row))) lanes.set(placeKey(row), row.stops);
  const routed = new Map<string, Awaited<ReturnType<typeof routeStops>>>();
  const queue = [...lanes.entries()];
  const stopAt = Date.now() + ROUTING_BUDGET_MS;
  await Promise.all(
    Array.from({ length: ROUTE_CONCURRENCY }, async () => {
      for (let next = queue.shift(); next && Date.now() < stopAt; next = queue.shift()) {
        routed.set(next[0], await routeStops(maps, next[1], found));
      }
    }),
  );
  const fromBook = (stop: LoadInput['stops'][number]) => {
    if (stop.lat !== undefined && stop.lat !== null) return stop;
    const point = (stop.addressId ? found.addresses.get(stop.addressId) : undefined) ?? (stop.warehouseId ? found.warehouses.get(stop.warehouseId) : undefined);
    return point ? { ...stop, lat: point.lat, lng: point.lng } : stop;
  };
  return rows.map((row) => {
    const lane = routed.get(placeKey(row));
    if (!lane) return { input: { ...row, stops: row.stops.map(fromBook) }, distanceMiles: null };
    const stops = row.stops.map((stop, index) => ({ ...stop, lat: lane.stops[index]!.lat ?? null, lng: lane.stops[index]!.lng ?? null }));
    return { input: { ...row, stops }, distanceMiles: lane.route.distanceMiles };
  });
}

/** Writes the loads and their stops in one transaction, with n consecutive human ids reserved at once. */
async function createLoads(db: Db, companyId: string, userId: string, rows: RoutedRow[], pickupDates: string[]): Promise<CreatedLoad[]> {
  return db.transaction(async (tx) => {
    const n = rows.length;
    // The same counter as add-load (kind `load`, first id L-100001), moved by n in one atomic upsert.
    const [counter] = await tx
      .insert(idCounters)
      .values({ companyId, kind: 'load', value: 100_000 + n })
      .onConflictDoUpdate({ target: [idCounters.companyId, idCounters.kind], set: { value: sql`${idCounters.value} + ${n}::int` } })
      .returning({ value: idCounters.value });
    const first = counter!.value - n + 1;
    const created: CreatedLoad[] = [];
    for (let start = 0; start < n; start += LOAD_CHUNK) {
      const chunk = rows.slice(start, start + LOAD_CHUNK);
      const inserted = await tx
        .insert(loads)
        .values(
          chunk.map((row, offset) => ({
            companyId,
            loadId: `L-${first + start + offset}`,
            createdBy: userId,
            status: LOAD_INITIAL_STATUS,
            shareCode: newShareCode(),
            ...loadColumns(row.input, row.distanceMiles),
          })),
        )
        .returning({ id: loads.id, loadId: loads.loadId, referenceNumber: loads.referenceNumber });
      inserted.forEach((load, offset) =>
        created.push({ _id: load.id, loadId: load.loadId, referenceNumber: load.referenceNumber, pickupDate: pickupDates[start + offset]! }),
      );
    }
    const stops = rows.flatMap((row, index) => stopRows(companyId, created[index]!._id, row.input.stops));
    for (let start = 0; start < stops.length; start += STOP_CHUNK) {
      await tx.insert(loadStops).values(stops.slice(start, start + STOP_CHUNK));
    }
    return created;
  });
}

const SCHEDULE_PROBLEM_FIELDS = {
  needsEnd: 'body.recurrence.count',
  endBeforeStart: 'body.recurrence.endDate',
  tooManyOccurrences: 'body.recurrence',
  noOccurrence: 'body.recurrence.weekdays',
  tooFar: 'body.recurrence',
} as const;

/** The schedule's reference: the template's own, else SCH-<start date>; each load gets `-01`, `-02`, … */
const scheduleReference = (template: LoadInput, startDate: string) => (template.referenceNumber?.trim() || `SCH-${startDate.replaceAll('-', '')}`).slice(0, 96);

export const bulkLoadRoutes: RoutesPlugin = async (app) => {
  const loadWrites = createLoadWriteRepository(app.db);

  app.post(
    '/add-bulk-loads',
    {
      config: access.user,
      bodyLimit: BULK_BODY_LIMIT,
      // The schema's errors reach the handler, so the rows that pass it still get add-load's checks: one answer
      // names every bad row of the file (a missing postal code on row 7 and a window out of order on row 31).
      attachValidation: true,
      schema: { body: BulkLoadsRequest, response: { 200: envelopeOf(BulkLoadsResult) } },
    },
    async (request) => {
      const caller = callerOf(request);
      const schemaErrors = request.validationError ? mapValidationErrors(request.validationError.validation, request.validationError.validationContext) : [];
      const badRow = (field: string) => /^body\.loads\.(\d+)(\.|$)/.exec(field)?.[1];
      // Not a list of rows at all (or too many): nothing to check row by row.
      if (schemaErrors.some((error) => badRow(error.field) === undefined)) throw badRequest(schemaErrors);
      const rejected = new Set(schemaErrors.map((error) => Number(badRow(error.field))));
      const rows = request.body.loads;
      const checked = rows.map((row, index) => ({ row, index })).filter(({ index }) => !rejected.has(index));
      const { errors: loadErrors, found } = checked.length
        ? await checkRows(
            loadWrites,
            caller.companyId,
            checked.map(({ row }) => row),
            (position) => `body.loads.${checked[position]!.index}`,
            {
              maps: app.providers.maps,
              windowsFrom: { now: new Date() },
            },
          )
        : { errors: [], found: undefined };
      const errors = [...schemaErrors, ...loadErrors].sort((a, b) => Number(badRow(a.field)) - Number(badRow(b.field)));
      if (errors.length > 0) throw badRequest(errors);
      const pickupDates = rows.map((row) => new Date(row.stops[0]!.windowStart).toISOString().slice(0, 10));
      const routed = await routeRows(app.providers.maps, rows, found!);
      const created = await createLoads(app.db, caller.companyId, caller.userId, routed, pickupDates);
      return ok(LOAD_TEXTS.bulk.bulkAdded({ count: created.length }), { created: created.length, loads: created });
    },
  );

  app.post(
    '/add-load-schedule',
    { config: access.user, schema: { body: LoadScheduleRequest, response: { 200: envelopeOf(BulkLoadsResult) } } },
    async (request) => {
      const caller = callerOf(request);
      const { template, recurrence } = request.body;
      const timeZone = recurrence.timeZone ?? 'UTC';
      const errors: FieldFailure[] = [];
      if (!isKnownTimeZone(timeZone)) errors.push({ field: 'body.recurrence.timeZone', message: LOAD_TEXTS.bulk.unknownTimeZone() });
      const outcome = scheduleDates(recurrence);
      if ('problem' in outcome) {
        const message =
          outcome.problem === 'tooManyOccurrences' ? LOAD_TEXTS.bulk.tooManyOccurrences({ max: SCHEDULE_MAX_OCCURRENCES }) : LOAD_TEXTS.bulk[outcome.problem]();
        errors.push({ field: SCHEDULE_PROBLEM_FIELDS[outcome.problem], message });
      }
      // The template's windows only give the times of day: the occurrences' own windows must not have ended.
      const checked = await checkRows(loadWrites, caller.companyId, [template], () => 'body.template', { maps: app.providers.maps });
      errors.push(...checked.errors);
      if (errors.length > 0 || 'problem' in outcome) throw badRequest(errors);
      const anchor = localDate(template.stops[0]!.windowStart, timeZone);
      // Every stop moves by the days between the template's first pickup and the occurrence, on the zone's wall clock.
      const onDate = (stops: LoadInput['stops'], date: string) => {
        const days = daysBetween(anchor, date);
        return stops.map((stop) => ({
          ...stop,
          windowStart: shiftDays(stop.windowStart, days, timeZone),
          windowEnd: shiftDays(stop.windowEnd, days, timeZone),
        }));
      };
      const now = new Date();
      if (outcome.dates.some((date) => onDate(template.stops, date).some((stop) => windowHasEnded(stop, now)))) {
        throw badRequest([{ field: 'body.recurrence.startDate', message: LOAD_TEXTS.bulk.startsInPast() }]);
      }

      // The template's places are routed once: every occurrence has the same stops.
      const [lane] = await routeRows(app.providers.maps, [template], checked.found);
      const reference = scheduleReference(template, recurrence.startDate);
      const rows = outcome.dates.map((date, index): RoutedRow => ({
        input: { ...lane!.input, referenceNumber: `${reference}-${String(index + 1).padStart(2, '0')}`, stops: onDate(lane!.input.stops, date) },
        distanceMiles: lane!.distanceMiles,
      }));
      const created = await createLoads(app.db, caller.companyId, caller.userId, rows, outcome.dates);
      return ok(LOAD_TEXTS.bulk.scheduleAdded({ count: created.length }), { created: created.length, loads: created });
    },
  );
};
