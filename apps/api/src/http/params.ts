import { Type } from '@sinclair/typebox';

/** A uuid, as PostgreSQL prints it (any case). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** `:_id` of the catalogue's paths: a uuid (anything else is a 400 on params._id). */
export const IdParams = Type.Object({ _id: Type.String({ format: 'uuid' }) }, { additionalProperties: false });
