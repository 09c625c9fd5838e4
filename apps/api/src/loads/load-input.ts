import { windowHasEnded, type LoadInput, type StopWindow } from '@freight/contracts';
import { LOAD_TEXTS } from './texts';
import { badRequest, type FieldFailure } from '../plugins/envelope';
import type { MapsProvider } from '../providers/maps/types';
import { postalCheck } from '../providers/maps/postal-check';
import type { LoadReferences, LoadWriteRepository } from './load-write';
import { formatAmount, toLbs } from './subloads';

/**
 * The checks of add-load / load-update the schema cannot express: at least one pickup and one delivery, the load
 * starting with a pickup and ending with a delivery, every window in order and the stops in time order, the
 * temperature range, and references to equipment and to the company's own addresses and warehouses.
 * All problems are reported at once (400 with `errors`). On load-update (`loadUuid`), a load split into sub-loads
 * must still hold them (weight, pallets, pieces), and a sub-load must fit in its parent beside its siblings.
 * With `maps`, a typed-in stop (no address-book entry, no warehouse) passes the address book's postal rule
 * (postalCheck); a provider that fails skips it, as routing does. With `windowsFrom`, a window that has ended is
 * refused unless the load already had it (`kept`: its stored windows, on an update).
 * Returns what it found of the references (their positions place the stops).
 */
export async function checkLoadInput(
  repository: LoadWriteRepository,
  companyId: string,
  input: LoadInput,
  options: { loadUuid?: string; maps?: MapsProvider; windowsFrom?: { now: Date; kept?: readonly StopWindow[] } } = {},
): Promise<LoadReferences> {
  const errors: FieldFailure[] = [];
  const { stops } = input;
  if (!stops.some((stop) => stop.type === 'pickup')) errors.push({ field: 'body.stops', message: LOAD_TEXTS.write.needsPickup() });
  if (!stops.some((stop) => stop.type === 'delivery')) errors.push({ field: 'body.stops', message: LOAD_TEXTS.write.needsDelivery() });
  if (stops[0]?.type !== 'pickup') errors.push({ field: 'body.stops.0.type', message: LOAD_TEXTS.write.firstStopPickup() });
  const last = stops.length - 1;
  if (stops[last]?.type !== 'delivery') errors.push({ field: `body.stops.${last}.type`, message: LOAD_TEXTS.write.lastStopDelivery() });

  stops.forEach((stop, index) => {
    const start = Date.parse(stop.windowStart);
    if (Date.parse(stop.windowEnd) < start) errors.push({ field: `body.stops.${index}.windowEnd`, message: LOAD_TEXTS.write.windowOrder() });
    const previous = stops[index - 1];
    if (previous && start < Date.parse(previous.windowStart)) {
      errors.push({ field: `body.stops.${index}.windowStart`, message: LOAD_TEXTS.write.stopsOrder() });
    }
  });

  if (options.windowsFrom) {
    const { now, kept = [] } = options.windowsFrom;
    stops.forEach((stop, index) => {
      if (windowHasEnded(stop, now, kept)) errors.push({ field: `body.stops.${index}.windowEnd`, message: LOAD_TEXTS.write.windowEnded() });
    });
  }

  if (options.maps) errors.push(...(await typedStopPostalErrors(options.maps, input)));

  const { temperatureMinF: min, temperatureMaxF: max } = input;
  if (min !== undefined && min !== null && max !== undefined && max !== null && min > max) {
    errors.push({ field: 'body.temperatureMaxF', message: LOAD_TEXTS.write.temperatureOrder() });
  }

  const found = await repository.references(companyId, input);
  if (input.equipmentTypeId && !found.equipment) errors.push({ field: 'body.equipmentTypeId', message: LOAD_TEXTS.write.unknownEquipment() });
  stops.forEach((stop, index) => {
    if (stop.addressId && !found.addresses.has(stop.addressId)) {
      errors.push({ field: `body.stops.${index}.addressId`, message: LOAD_TEXTS.write.unknownAddress() });
    }
    if (stop.warehouseId && !found.warehouses.has(stop.warehouseId)) {
      errors.push({ field: `body.stops.${index}.warehouseId`, message: LOAD_TEXTS.write.unknownWarehouse() });
    }
  });

  if (options.loadUuid) {
    const split = await repository.splitTotals(companyId, options.loadUuid);
    const weight = toLbs(input.weight, input.weightUnit ?? 'lbs');
    if (split?.children) {
      // A parent: at least what its sub-loads hold.
      const held = split.children;
      if (weight + 1e-6 < held.weightLbs) {
        errors.push({ field: 'body.weight', message: LOAD_TEXTS.truck.belowSubloads({ value: formatAmount(held.weightLbs, 'lbs') }) });
      }
      if (held.pallets > 0 && (input.pallets ?? 0) < held.pallets) {
        errors.push({ field: 'body.pallets', message: LOAD_TEXTS.truck.belowSubloads({ value: held.pallets }) });
      }
      if (held.pieces > 0 && (input.pieces ?? 0) < held.pieces) {
        errors.push({ field: 'body.pieces', message: LOAD_TEXTS.truck.belowSubloads({ value: held.pieces }) });
      }
    }
    if (split?.parent) {
      // A sub-load: its siblings and itself within the parent's totals.
      const { parent, siblings } = split;
      if (siblings.weightLbs + weight > parent.weightLbs + 1e-6) {
        errors.push({ field: 'body.weight', message: LOAD_TEXTS.truck.subloadsTooHeavy({ weight: formatAmount(parent.weightLbs, 'lbs') }) });
      }
      if (parent.pallets !== null && siblings.pallets + (input.pallets ?? 0) > parent.pallets) {
        errors.push({ field: 'body.pallets', message: LOAD_TEXTS.truck.subloadsTooManyPallets({ pallets: parent.pallets }) });
      }
      if (parent.pieces !== null && siblings.pieces + (input.pieces ?? 0) > parent.pieces) {
        errors.push({ field: 'body.pieces', message: LOAD_TEXTS.truck.subloadsTooManyPieces({ pieces: parent.pieces }) });
      }
    }
  }

  if (errors.length > 0) throw badRequest(errors);
  return found;
}

/** The postal rule of the stops typed in (each distinct place asked once); a provider that fails checks nothing. */
async function typedStopPostalErrors(maps: MapsProvider, input: LoadInput): Promise<FieldFailure[]> {
  const asked = new Map<string, ReturnType<typeof postalCheck>>();
  const outcomes = await Promise.all(
    input.stops.map(async (stop, index) => {
      if (stop.addressId || stop.warehouseId) return null;
      const place = { city: stop.city, postalCode: stop.postalCode, country: stop.country ?? 'USA' };
      const key = [place.postalCode, place.city, place.country].join('|').toLowerCase();
      if (!asked.has(key)) asked.set(key, postalCheck(maps, place, 'x'));
      try {
        const outcome = await asked.get(key)!;
        return 'error' in outcome ? { ...outcome.error, field: outcome.error.field.replace(/^x\./, `body.stops.${index}.`) } : null;
      } catch {
        return null;
      }
    }),
  );
  return outcomes.filter((error): error is NonNullable<typeof error> => error !== null);
}
