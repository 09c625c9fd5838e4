import { FLEET_TRUCK_MESSAGES, TRUCK_YEAR_MIN, truckYearMax, type FieldError, type TruckerInput } from '@freight/contracts';
import { badRequest } from '../../plugins/envelope';
import type { TruckerRepository } from './truckers';

/**
 * The checks of a truck's input beyond its schema: the model year up to next year, equipment ids that
 * equipment-manager/equipment-list knows, lanes of the company, a unit number no other truck of the company has. 400 with every error.
 */
export async function checkTruckerInput(truckers: TruckerRepository, companyId: string, input: TruckerInput, exceptId?: string): Promise<void> {
  const errors: FieldError[] = [];
  const max = truckYearMax();
  if (input.year !== undefined && input.year !== null && (input.year < TRUCK_YEAR_MIN || input.year > max)) {
    errors.push({ field: 'body.year', message: FLEET_TRUCK_MESSAGES.yearRange.replace('{min}', String(TRUCK_YEAR_MIN)).replace('{max}', String(max)) });
  }
  const known = await truckers.knownEquipment(input.equipmentIds);
  input.equipmentIds.forEach((id, index) => {
    if (!known.has(id)) errors.push({ field: `body.equipmentIds.${index}`, message: FLEET_TRUCK_MESSAGES.unknownEquipment });
  });
  const laneIds = input.laneIds ?? [];
  const lanes = await truckers.knownLanes(companyId, laneIds);
  laneIds.forEach((id, index) => {
    if (!lanes.has(id)) errors.push({ field: `body.laneIds.${index}`, message: FLEET_TRUCK_MESSAGES.unknownLane });
  });
  if (await truckers.unitTaken(companyId, input.truckNumber, exceptId)) errors.push({ field: 'body.truckNumber', message: FLEET_TRUCK_MESSAGES.duplicateUnit });
  if (errors.length > 0) throw badRequest(errors);
}
