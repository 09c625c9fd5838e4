import { ADDRESS_MESSAGES, EXPECTED_ARRIVALS_FETCHED } from '@freight/contracts';
import { defineTexts } from '../texts';

/** The address book's texts by id (`address-book.<group>.<key>`): addresses, lanes, warehouses and the maps helpers. */
export const ADDRESS_BOOK_TEXTS = {
  addresses: defineTexts('address-book.addresses', {
    listFetched: { en: 'Addresses fetched', sp: 'Direcciones obtenidas', fr: 'Adresses récupérées' },
    fetched: { en: 'Address fetched', sp: 'Dirección obtenida', fr: 'Adresse récupérée' },
    defaultFetched: { en: 'Default address fetched', sp: 'Dirección predeterminada obtenida', fr: 'Adresse par défaut récupérée' },
    added: { en: ADDRESS_MESSAGES.added, sp: 'Dirección agregada correctamente', fr: 'Adresse ajoutée avec succès' },
    updated: { en: ADDRESS_MESSAGES.updated, sp: 'Dirección actualizada correctamente', fr: 'Adresse mise à jour avec succès' },
    removed: { en: ADDRESS_MESSAGES.removed, sp: 'Dirección eliminada correctamente', fr: 'Adresse supprimée avec succès' },
    notFound: { en: 'Address not found', sp: 'Dirección no encontrada', fr: 'Adresse introuvable' },
    inUse: {
      en: 'This address is used by a lane; remove the lane first',
      sp: 'Una ruta usa esta dirección; elimine primero la ruta',
      fr: "Cette adresse est utilisée par une ligne ; supprimez d'abord la ligne",
    },
  }),
  lanes: defineTexts('address-book.lanes', {
    listFetched: { en: 'Lanes fetched', sp: 'Rutas obtenidas', fr: 'Lignes récupérées' },
    fetched: { en: 'Lane fetched', sp: 'Ruta obtenida', fr: 'Ligne récupérée' },
    usersFetched: { en: 'Lane users fetched', sp: 'Usuarios de la ruta obtenidos', fr: 'Utilisateurs de la ligne récupérés' },
    pastLoadsFetched: { en: 'Past loads fetched', sp: 'Cargas anteriores obtenidas', fr: 'Chargements passés récupérés' },
    currentLoadsFetched: { en: 'Current loads fetched', sp: 'Cargas actuales obtenidas', fr: 'Chargements en cours récupérés' },
    added: { en: ADDRESS_MESSAGES.laneAdded, sp: 'Ruta agregada correctamente', fr: 'Ligne ajoutée avec succès' },
    updated: { en: ADDRESS_MESSAGES.laneUpdated, sp: 'Ruta actualizada correctamente', fr: 'Ligne mise à jour avec succès' },
    removed: { en: ADDRESS_MESSAGES.laneRemoved, sp: 'Ruta eliminada correctamente', fr: 'Ligne supprimée avec succès' },
    notFound: { en: 'Lane not found', sp: 'Ruta no encontrada', fr: 'Ligne introuvable' },
    addressNotFound: { en: 'Address not found', sp: 'Dirección no encontrada', fr: 'Adresse introuvable' },
    sameEnds: {
      en: 'Origin and destination must be different addresses',
      sp: 'El origen y el destino deben ser direcciones distintas',
      fr: "L'origine et la destination doivent être des adresses différentes",
    },
    unknownUser: { en: 'Unknown user', sp: 'Usuario desconocido', fr: 'Utilisateur inconnu' },
  }),
  warehouses: defineTexts('address-book.warehouses', {
    listFetched: { en: 'Warehouses fetched', sp: 'Almacenes obtenidos', fr: 'Entrepôts récupérés' },
    fetched: { en: 'Warehouse fetched', sp: 'Almacén obtenido', fr: 'Entrepôt récupéré' },
    availabilityFetched: { en: 'Warehouse availability fetched', sp: 'Disponibilidad del almacén obtenida', fr: "Disponibilité de l'entrepôt récupérée" },
    productsFetched: { en: 'Warehouse products fetched', sp: 'Productos del almacén obtenidos', fr: "Produits de l'entrepôt récupérés" },
    added: { en: ADDRESS_MESSAGES.warehouseAdded, sp: 'Almacén agregado correctamente', fr: 'Entrepôt ajouté avec succès' },
    updated: { en: ADDRESS_MESSAGES.warehouseUpdated, sp: 'Almacén actualizado correctamente', fr: 'Entrepôt mis à jour avec succès' },
    removed: { en: ADDRESS_MESSAGES.warehouseRemoved, sp: 'Almacén eliminado correctamente', fr: 'Entrepôt supprimé avec succès' },
    notFound: { en: 'Warehouse not found', sp: 'Almacén no encontrado', fr: 'Entrepôt introuvable' },
    pallets: {
      en: 'Available pallets cannot exceed the capacity',
      sp: 'Los palés disponibles no pueden superar la capacidad',
      fr: 'Les palettes disponibles ne peuvent pas dépasser la capacité',
    },
    codeTaken: { en: 'Another warehouse already uses this code', sp: 'Otro almacén ya usa este código', fr: 'Un autre entrepôt utilise déjà ce code' },
    arrivalsFetched: { en: EXPECTED_ARRIVALS_FETCHED, sp: 'Llegadas previstas obtenidas', fr: 'Arrivées prévues récupérées' },
  }),
  maps: defineTexts('address-book.maps', {
    config: { en: 'Maps configuration', sp: 'Configuración de mapas', fr: 'Configuration des cartes' },
    directionFetched: { en: 'Direction fetched', sp: 'Ruta calculada', fr: 'Itinéraire calculé' },
    locationFetched: { en: 'Location fetched', sp: 'Ubicación obtenida', fr: 'Localisation récupérée' },
    distanceMatrixFetched: { en: 'Distance matrix fetched', sp: 'Matriz de distancias obtenida', fr: 'Matrice des distances récupérée' },
    noRoute: { en: 'No route found', sp: 'No se encontró ninguna ruta', fr: 'Aucun itinéraire trouvé' },
    noRouteBetween: {
      en: 'No route found from origins[{origin}] to destinations[{destination}]',
      sp: 'No se encontró ninguna ruta de origins[{origin}] a destinations[{destination}]',
      fr: 'Aucun itinéraire trouvé de origins[{origin}] à destinations[{destination}]',
    },
    noLocality: {
      en: 'No known locality near this position',
      sp: 'No hay ninguna localidad conocida cerca de esta posición',
      fr: 'Aucune localité connue près de cette position',
    },
    mustBeLatLng: { en: 'Must be "lat,lng"', sp: 'Debe ser "lat,lng"', fr: 'Doit être "lat,lng"' },
    tooManyPlaces: { en: 'At most {max} places', sp: 'Como máximo {max} lugares', fr: '{max} lieux au maximum' },
    notInCountry: { en: 'This postal code is not in {country}', sp: 'Este código postal no está en {country}', fr: "Ce code postal n'est pas en {country}" },
  }),
};
