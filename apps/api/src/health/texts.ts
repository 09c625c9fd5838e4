import { defineTexts } from '../texts';

/** The health check's texts by id. */
export const HEALTH_TEXTS = defineTexts('health', {
  ok: { en: 'OK', sp: 'OK', fr: 'OK' },
  databaseDown: { en: 'Database unavailable', sp: 'Base de datos no disponible', fr: 'Base de données indisponible' },
});
