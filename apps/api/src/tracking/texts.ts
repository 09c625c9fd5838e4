import { FLEET_POSITION_MESSAGES, TRACKING_MESSAGES } from '@freight/contracts';
import { defineTexts } from '../texts';

/** Tracking's texts by id (`tracking.<group>.<key>`): the track pages and shares, and the trucks' positions. */
export const TRACKING_TEXTS = {
  track: defineTexts('tracking.track', {
    detail: { en: TRACKING_MESSAGES.detail, sp: 'Seguimiento obtenido', fr: 'Suivi récupéré' },
    location: { en: TRACKING_MESSAGES.location, sp: 'Ubicación de seguimiento obtenida', fr: 'Position de suivi récupérée' },
    notAvailable: { en: TRACKING_MESSAGES.notAvailable, sp: 'Seguimiento no disponible', fr: 'Suivi non disponible' },
    linkInvalid: { en: TRACKING_MESSAGES.linkInvalid, sp: 'Este enlace de seguimiento ya no es válido', fr: "Ce lien de suivi n'est plus valide" },
    tooManyCodes: {
      en: TRACKING_MESSAGES.tooManyCodes,
      sp: 'Demasiados enlaces de seguimiento probados. Vuelva a intentarlo más tarde',
      fr: 'Trop de liens de suivi essayés. Réessayez plus tard',
    },
    shareCreated: { en: TRACKING_MESSAGES.shareCreated, sp: 'Enlace de seguimiento creado', fr: 'Lien de suivi créé' },
    shares: { en: TRACKING_MESSAGES.shares, sp: 'Enlaces de seguimiento obtenidos', fr: 'Liens de suivi récupérés' },
    shareRevoked: { en: TRACKING_MESSAGES.shareRevoked, sp: 'Enlace de seguimiento revocado', fr: 'Lien de suivi révoqué' },
    shareNotFound: { en: TRACKING_MESSAGES.shareNotFound, sp: 'Enlace de seguimiento no encontrado', fr: 'Lien de suivi introuvable' },
  }),
  positions: defineTexts('tracking.positions', {
    locationUpdated: { en: FLEET_POSITION_MESSAGES.locationUpdated, sp: 'Ubicación del camión actualizada', fr: 'Position du camion mise à jour' },
    trucksFound: { en: FLEET_POSITION_MESSAGES.trucksFound, sp: 'Camiones encontrados', fr: 'Camions trouvés' },
    truckNotFound: { en: FLEET_POSITION_MESSAGES.truckNotFound, sp: 'Camión no encontrado', fr: 'Camion introuvable' },
  }),
};
