import { LOAD_WRITE_MESSAGES, type FieldError, type LoadInput } from '@freight/contracts';
import { badRequest } from '../../plugins/envelope';
import type { LoadWriteRepository } from './load-write';

/**
 * The checks of add-load / load-update the schema cannot express: at least one pickup and one delivery, the load
 * starting with a pickup and ending with a delivery, every window in order and the stops in time order, the
 * temperature range, and references to equipment and to the company's own addresses and warehouses.
 * All problems are reported at once (400 with `errors`).
 */
export async function checkLoadInput(repository: LoadWriteRepository, companyId: string, input: LoadInput): Promise<void> {
  const errors: FieldError[] = [];
  const { stops } = input;
  if (!stops.some((stop) => stop.type === 'pickup')) errors.push({ field: 'body.stops', message: LOAD_WRITE_MESSAGES.needsPickup });
  if (!stops.some((stop) => stop.type === 'delivery')) errors.push({ field: 'body.stops', message: LOAD_WRITE_MESSAGES.needsDelivery });
  if (stops[0]?.type !== 'pickup') errors.push({ field: 'body.stops.0.type', message: LOAD_WRITE_MESSAGES.firstStopPickup });
  const last = stops.length - 1;
  if (stops[last]?.type !== 'delivery') errors.push({ field: `body.stops.${last}.type`, message: LOAD_WRITE_MESSAGES.lastStopDelivery });

  stops.forEach((stop, index) => {
    const start = Date.parse(stop.windowStart);
    if (Date.parse(stop.windowEnd) < start) errors.push({ field: `body.stops.${index}.windowEnd`, message: LOAD_WRITE_MESSAGES.windowOrder });
    const previous = stops[index - 1];
    if (previous && start < Date.parse(previous.windowStart)) {
      errors.push({ field: `body.stops.${index}.windowStart`, message: LOAD_WRITE_MESSAGES.stopsOrder });
    }
  });

  const { temperatureMinF: min, temperatureMaxF: max } = input;
  if (min !== undefined && min !== null && max !== undefined && max !== null && min > max) {
    errors.push({ field: 'body.temperatureMaxF', message: LOAD_WRITE_MESSAGES.temperatureOrder });
  }

  const found = await repository.references(companyId, input);
  if (input.equipmentTypeId && !found.equipment) errors.push({ field: 'body.equipmentTypeId', message: LOAD_WRITE_MESSAGES.unknownEquipment });
  stops.forEach((stop, index) => {
    if (stop.addressId && !found.addresses.has(stop.addressId)) {
      errors.push({ field: `body.stops.${index}.addressId`, message: LOAD_WRITE_MESSAGES.unknownAddress });
    }
    if (stop.warehouseId && !found.warehouses.has(stop.warehouseId)) {
      errors.push({ field: `body.stops.${index}.warehouseId`, message: LOAD_WRITE_MESSAGES.unknownWarehouse });
    }
  });

  if (errors.length > 0) throw badRequest(errors);
}
