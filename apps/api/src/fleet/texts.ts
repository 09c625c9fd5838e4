import { DRIVER_MESSAGES, FLEET_POSITION_MESSAGES, LOAD_TRUCK_MESSAGES } from '@freight/contracts';
import { defineTexts } from '../texts';

/** The English of the truck calls' texts (the spec gives none: ours, in the same voice as section 9's; their tests compare answers with it). */
export const FLEET_TRUCK_MESSAGES = {
  added: 'Truck Successfully Added',
  updated: 'Truck Successfully Updated',
  removed: 'Truck Successfully Removed',
  listUpdated: 'Trucks Successfully Updated',
  fetched: 'Trucks fetched',
  detailFetched: 'Truck fetched',
  notFound: 'Truck not found',
  carriesLoad: 'This truck carries a load ({loadId}): it can be removed once the load is delivered or reassigned',
  duplicateUnit: 'Another truck of your company already has this unit number',
  unknownEquipment: 'Unknown equipment type',
  yearRange: 'The year must be between {min} and {max}',
  unknownLane: 'Unknown lane',
  statusDerived: "'On a load' is not set by hand: a truck shows it while one of its loads is under way",
  laneNotFound: 'Lane not found',
  lanesFetched: 'Lanes fetched',
  positionsFetched: 'Truck positions fetched',
} as const;

/**
 * The fleet's texts by id (`fleet.<group>.<key>`): the truck calls, favourites, driver links and why a truck is not
 * free for a load. Handlers pass `FLEET_TEXTS.trucks.carriesLoad({ loadId })`.
 */
export const FLEET_TEXTS = {
  trucks: defineTexts('fleet.trucks', {
    added: { en: FLEET_TRUCK_MESSAGES.added, sp: 'Camión agregado con éxito', fr: 'Camion ajouté avec succès' },
    updated: { en: FLEET_TRUCK_MESSAGES.updated, sp: 'Camión actualizado con éxito', fr: 'Camion mis à jour avec succès' },
    removed: { en: FLEET_TRUCK_MESSAGES.removed, sp: 'Camión eliminado con éxito', fr: 'Camion supprimé avec succès' },
    listUpdated: { en: FLEET_TRUCK_MESSAGES.listUpdated, sp: 'Camiones actualizados con éxito', fr: 'Camions mis à jour avec succès' },
    fetched: { en: FLEET_TRUCK_MESSAGES.fetched, sp: 'Camiones obtenidos', fr: 'Camions récupérés' },
    detailFetched: { en: FLEET_TRUCK_MESSAGES.detailFetched, sp: 'Camión obtenido', fr: 'Camion récupéré' },
    notFound: { en: FLEET_TRUCK_MESSAGES.notFound, sp: 'Camión no encontrado', fr: 'Camion introuvable' },
    carriesLoad: {
      en: FLEET_TRUCK_MESSAGES.carriesLoad,
      sp: 'Este camión lleva una carga ({loadId}): se podrá eliminar cuando la carga se entregue o se reasigne',
      fr: 'Ce camion transporte un chargement ({loadId}) : il pourra être supprimé une fois le chargement livré ou réaffecté',
    },
    duplicateUnit: {
      en: FLEET_TRUCK_MESSAGES.duplicateUnit,
      sp: 'Otro camión de su empresa ya tiene este número de unidad',
      fr: "Un autre camion de votre entreprise a déjà ce numéro d'unité",
    },
    unknownEquipment: { en: FLEET_TRUCK_MESSAGES.unknownEquipment, sp: 'Tipo de equipo desconocido', fr: "Type d'équipement inconnu" },
    yearRange: { en: FLEET_TRUCK_MESSAGES.yearRange, sp: 'El año debe estar entre {min} y {max}', fr: "L'année doit être comprise entre {min} et {max}" },
    unknownLane: { en: FLEET_TRUCK_MESSAGES.unknownLane, sp: 'Ruta desconocida', fr: 'Ligne inconnue' },
    statusDerived: {
      en: FLEET_TRUCK_MESSAGES.statusDerived,
      sp: "'Con carga' no se asigna a mano: un camión lo muestra mientras una de sus cargas está en curso",
      fr: "« En chargement » ne se choisit pas à la main : un camion l'affiche tant qu'un de ses chargements est en cours",
    },
    laneNotFound: { en: FLEET_TRUCK_MESSAGES.laneNotFound, sp: 'Ruta no encontrada', fr: 'Ligne introuvable' },
    lanesFetched: { en: FLEET_TRUCK_MESSAGES.lanesFetched, sp: 'Rutas obtenidas', fr: 'Lignes récupérées' },
    positionsFetched: { en: FLEET_TRUCK_MESSAGES.positionsFetched, sp: 'Posiciones de camiones obtenidas', fr: 'Positions des camions récupérées' },
  }),
  favourites: defineTexts('fleet.favourites', {
    favourite: { en: FLEET_POSITION_MESSAGES.favourite, sp: 'El usuario ahora es favorito', fr: "L'utilisateur est maintenant un favori" },
    unfavourite: { en: FLEET_POSITION_MESSAGES.unfavourite, sp: 'El usuario ya no es favorito', fr: "L'utilisateur n'est plus un favori" },
    target: {
      en: FLEET_POSITION_MESSAGES.favouriteTarget,
      sp: 'Indique o bien un camión (truckerId) o bien una empresa transportista (carrierCompanyId)',
      fr: 'Indiquez soit un camion (truckerId), soit une entreprise de transport (carrierCompanyId)',
    },
    truckNotFound: { en: FLEET_POSITION_MESSAGES.truckNotFound, sp: 'Camión no encontrado', fr: 'Camion introuvable' },
    carrierNotFound: { en: FLEET_POSITION_MESSAGES.carrierNotFound, sp: 'Transportista no encontrado', fr: 'Transporteur introuvable' },
  }),
  driverLinks: defineTexts('fleet.driverLinks', {
    sent: { en: DRIVER_MESSAGES.linkSent, sp: 'Enlace enviado al conductor', fr: 'Lien envoyé au chauffeur' },
    revoked: { en: DRIVER_MESSAGES.linkRevoked, sp: 'Enlace del conductor revocado', fr: 'Lien du chauffeur révoqué' },
    notFound: { en: DRIVER_MESSAGES.linkNotFound, sp: 'Enlace del conductor no encontrado', fr: 'Lien du chauffeur introuvable' },
    truckNotFound: { en: DRIVER_MESSAGES.truckNotFound, sp: 'Camión no encontrado', fr: 'Camion introuvable' },
    noLoad: { en: DRIVER_MESSAGES.noLoad, sp: 'Este camión no tiene ninguna carga que llevar', fr: "Ce camion n'a aucun chargement à transporter" },
  }),
  availability: defineTexts('fleet.availability', {
    truckOnLoad: {
      en: LOAD_TRUCK_MESSAGES.truckOnLoad,
      sp: 'Este camión está en la carga {loadId} hasta que se entregue',
      fr: "Ce camion est sur le chargement {loadId} jusqu'à sa livraison",
    },
    truckBooked: {
      en: LOAD_TRUCK_MESSAGES.truckBooked,
      sp: 'Este camión está asignado a la carga {loadId} en ese mismo horario',
      fr: 'Ce camion est affecté au chargement {loadId} au même moment',
    },
  }),
};
