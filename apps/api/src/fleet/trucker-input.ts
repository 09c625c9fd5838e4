import { SETTABLE_TRUCKER_STATUSES, TRUCK_YEAR_MIN, truckYearMax, type TruckerInput, type TruckerStatus } from '@freight/contracts';
import { badRequest, type FieldFailure } from '../plugins/envelope';
import { FLEET_TEXTS } from './texts';
import type { TruckerRepository } from './truckers';

/**
 * A status sent by the truck form or the list's bulk action: 'On a load' is none a user sets, a truck shows it while
 * one of its loads is under way (shownTruckStatus); accepting it would only store what the truck does not show.
 */
export function statusErrors(status: TruckerStatus | undefined): FieldFailure[] {
  if (status === undefined || SETTABLE_TRUCKER_STATUSES.some((settable) => settable === status)) return [];
  return [{ field: 'body.status', message: FLEET_TEXTS.trucks.statusDerived() }];
}

/**
 * The checks of a truck's input beyond its schema: a status a user may set, the model year up to next year, equipment
 * ids that equipment-manager/equipment-list knows, lanes of the company, a unit number no other truck of the company
 * has. 400 with every error.
 */
export async function checkTruckerInput(truckers: TruckerRepository, companyId: string, input: TruckerInput, exceptId?: string): Promise<void> {
  const errors: FieldFailure[] = statusErrors(input.status);
  const max = truckYearMax();
  if (input.year !== undefined && input.year !== null && (input.year < TRUCK_YEAR_MIN || input.year > max)) {
    errors.push({ field: 'body.year', message: FLEET_TEXTS.trucks.yearRange({ min: TRUCK_YEAR_MIN, max }) });
  }
  const known = await truckers.knownEquipment(input.equipmentIds);
  input.equipmentIds.forEach((id, index) => {
    if (!known.has(id)) errors.push({ field: `body.equipmentIds.${index}`, message: FLEET_TEXTS.trucks.unknownEquipment() });
  });
  const laneIds = input.laneIds ?? [];
  const lanes = await truckers.knownLanes(companyId, laneIds);
  laneIds.forEach((id, index) => {
    if (!lanes.has(id)) errors.push({ field: `body.laneIds.${index}`, message: FLEET_TEXTS.trucks.unknownLane() });
  });
  if (await truckers.unitTaken(companyId, input.truckNumber, exceptId)) errors.push({ field: 'body.truckNumber', message: FLEET_TEXTS.trucks.duplicateUnit() });
  if (errors.length > 0) throw badRequest(errors);
}
