import { Type } from '@sinclair/typebox';
import { EquipmentType, envelopeOf } from '@freight/contracts';
import { LOAD_TEXTS } from './texts';
import { access } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import type { RoutesPlugin } from '../types';
import { createLoadWriteRepository } from './load-write';

/**
 * The `equipment-manager` (spec section 7): the equipment catalogue (`equipment_types`, not tenant data, upserted on
 * every start) the load form and the truck screens pick from. Any signed-in user.
 */
export const equipmentManagerRoutes: RoutesPlugin = async (app) => {
  const repository = createLoadWriteRepository(app.db);

  app.get('/equipment-list', { config: access.user, schema: { response: { 200: envelopeOf(Type.Array(EquipmentType)) } } }, async () =>
    ok(LOAD_TEXTS.write.equipmentFetched(), await repository.equipmentList()),
  );
};
