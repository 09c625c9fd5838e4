import { LOAD_BOARD_MESSAGES, LOAD_BULK_MESSAGES, LOAD_TRUCK_MESSAGES, LOAD_WRITE_MESSAGES } from '@freight/contracts';
import { defineTexts } from '../texts';

/**
 * The loads domain's texts by id (`loads.<group>.<key>`): the English is the contracts' (what the spec and the
 * client's tests spell), with its Spanish and French. Handlers pass `LOAD_TEXTS.write.notEditable({ status })`.
 */
export const LOAD_TEXTS = {
  write: defineTexts('loads.write', {
    added: {
      en: LOAD_WRITE_MESSAGES.added,
      sp: 'Carga agregada correctamente',
      fr: 'Chargement ajouté avec succès',
    },
    updated: {
      en: LOAD_WRITE_MESSAGES.updated,
      sp: 'Carga actualizada correctamente',
      fr: 'Chargement mis à jour avec succès',
    },
    removed: {
      en: LOAD_WRITE_MESSAGES.removed,
      sp: 'Carga eliminada correctamente',
      fr: 'Chargement supprimé avec succès',
    },
    fetched: {
      en: LOAD_WRITE_MESSAGES.fetched,
      sp: 'Carga obtenida',
      fr: 'Chargement récupéré',
    },
    equipmentFetched: {
      en: LOAD_WRITE_MESSAGES.equipmentFetched,
      sp: 'Equipos obtenidos',
      fr: 'Équipements récupérés',
    },
    notFound: {
      en: LOAD_WRITE_MESSAGES.notFound,
      sp: 'Carga no encontrada',
      fr: 'Chargement introuvable',
    },
    notEditable: {
      en: LOAD_WRITE_MESSAGES.notEditable,
      sp: 'La carga ya no se puede editar: está {status}',
      fr: 'Le chargement ne peut plus être modifié : il est {status}',
    },
    hasOrder: {
      en: LOAD_WRITE_MESSAGES.hasOrder,
      sp: 'La carga tiene un pedido y no se puede eliminar',
      fr: 'Le chargement a une commande et ne peut pas être supprimé',
    },
    needsPickup: {
      en: LOAD_WRITE_MESSAGES.needsPickup,
      sp: 'Una carga necesita al menos una recogida',
      fr: 'Un chargement nécessite au moins un enlèvement',
    },
    needsDelivery: {
      en: LOAD_WRITE_MESSAGES.needsDelivery,
      sp: 'Una carga necesita al menos una entrega',
      fr: 'Un chargement nécessite au moins une livraison',
    },
    firstStopPickup: {
      en: LOAD_WRITE_MESSAGES.firstStopPickup,
      sp: 'La primera parada debe ser una recogida',
      fr: 'Le premier arrêt doit être un enlèvement',
    },
    lastStopDelivery: {
      en: LOAD_WRITE_MESSAGES.lastStopDelivery,
      sp: 'La última parada debe ser una entrega',
      fr: 'Le dernier arrêt doit être une livraison',
    },
    windowOrder: {
      en: LOAD_WRITE_MESSAGES.windowOrder,
      sp: 'La ventana debe terminar después de empezar',
      fr: 'Le créneau doit se terminer après son début',
    },
    windowEnded: {
      en: LOAD_WRITE_MESSAGES.windowEnded,
      sp: 'Esta ventana ya terminó: elija una hora a partir de ahora',
      fr: 'Ce créneau est déjà terminé : choisissez une heure à partir de maintenant',
    },
    stopsOrder: {
      en: LOAD_WRITE_MESSAGES.stopsOrder,
      sp: 'Cada parada debe empezar no antes que la parada anterior',
      fr: "Chaque arrêt doit commencer au plus tôt au début de l'arrêt précédent",
    },
    temperatureOrder: {
      en: LOAD_WRITE_MESSAGES.temperatureOrder,
      sp: 'La temperatura mínima no debe superar la máxima',
      fr: 'La température minimale ne doit pas dépasser la maximale',
    },
    unknownEquipment: {
      en: LOAD_WRITE_MESSAGES.unknownEquipment,
      sp: 'Equipo desconocido',
      fr: 'Équipement inconnu',
    },
    unknownAddress: {
      en: LOAD_WRITE_MESSAGES.unknownAddress,
      sp: 'Dirección no encontrada',
      fr: 'Adresse introuvable',
    },
    unknownWarehouse: {
      en: LOAD_WRITE_MESSAGES.unknownWarehouse,
      sp: 'Almacén no encontrado',
      fr: 'Entrepôt introuvable',
    },
  }),
  truck: defineTexts('loads.truck', {
    truckersFetched: {
      en: LOAD_TRUCK_MESSAGES.truckersFetched,
      sp: 'Camiones disponibles obtenidos',
      fr: 'Camions disponibles récupérés',
    },
    assigned: {
      en: LOAD_TRUCK_MESSAGES.assigned,
      sp: 'El pedido se asignó correctamente',
      fr: 'La commande a été attribuée avec succès',
    },
    subloadsFetched: {
      en: LOAD_TRUCK_MESSAGES.subloadsFetched,
      sp: 'Subcargas obtenidas',
      fr: 'Sous-chargements récupérés',
    },
    subloadAdded: {
      en: LOAD_TRUCK_MESSAGES.subloadAdded,
      sp: 'Carga agregada correctamente',
      fr: 'Chargement ajouté avec succès',
    },
    detailsUpdated: {
      en: LOAD_TRUCK_MESSAGES.detailsUpdated,
      sp: 'Carga actualizada correctamente',
      fr: 'Chargement mis à jour avec succès',
    },
    notSearchable: {
      en: LOAD_TRUCK_MESSAGES.notSearchable,
      sp: 'No se buscan camiones para una carga que está {status}',
      fr: 'On ne cherche pas de camions pour un chargement qui est {status}',
    },
    noPickupPosition: {
      en: LOAD_TRUCK_MESSAGES.noPickupPosition,
      sp: 'La primera recogida de la carga no tiene una ubicación conocida',
      fr: "Le premier enlèvement du chargement n'a pas de position connue",
    },
    notSplittable: {
      en: LOAD_TRUCK_MESSAGES.notSplittable,
      sp: 'La carga ya no se puede dividir: está {status}',
      fr: 'Le chargement ne peut plus être scindé : il est {status}',
    },
    subloadOfSubload: {
      en: LOAD_TRUCK_MESSAGES.subloadOfSubload,
      sp: 'Una subcarga no se puede volver a dividir',
      fr: 'Un sous-chargement ne peut pas être scindé à nouveau',
    },
    subloadsTooHeavy: {
      en: LOAD_TRUCK_MESSAGES.subloadsTooHeavy,
      sp: 'Las subcargas juntas pesan más que la carga ({weight})',
      fr: 'Les sous-chargements pèsent ensemble plus que le chargement ({weight})',
    },
    subloadsTooManyPallets: {
      en: LOAD_TRUCK_MESSAGES.subloadsTooManyPallets,
      sp: 'Las subcargas juntas tienen más palés que la carga ({pallets})',
      fr: 'Les sous-chargements comptent ensemble plus de palettes que le chargement ({pallets})',
    },
    subloadsTooManyPieces: {
      en: LOAD_TRUCK_MESSAGES.subloadsTooManyPieces,
      sp: 'Las subcargas juntas tienen más piezas que la carga ({pieces})',
      fr: 'Les sous-chargements comptent ensemble plus de pièces que le chargement ({pieces})',
    },
    belowSubloads: {
      en: LOAD_TRUCK_MESSAGES.belowSubloads,
      sp: 'La carga debe contener al menos lo que contienen sus subcargas ({value})',
      fr: 'Le chargement doit contenir au moins ce que contiennent ses sous-chargements ({value})',
    },
    detailsNotEditable: {
      en: LOAD_TRUCK_MESSAGES.detailsNotEditable,
      sp: 'Los datos de la carga ya no se pueden cambiar: está {status}',
      fr: 'Les détails du chargement ne peuvent plus être modifiés : il est {status}',
    },
    unknownStop: {
      en: LOAD_TRUCK_MESSAGES.unknownStop,
      sp: 'Parada no encontrada',
      fr: 'Arrêt introuvable',
    },
  }),
  bulk: defineTexts('loads.bulk', {
    bulkAdded: {
      en: LOAD_BULK_MESSAGES.bulkAdded,
      sp: '{count} cargas agregadas correctamente',
      fr: '{count} chargements ajoutés avec succès',
    },
    scheduleAdded: {
      en: LOAD_BULK_MESSAGES.scheduleAdded,
      sp: 'Programación creada: {count} cargas agregadas correctamente',
      fr: 'Planification créée : {count} chargements ajoutés avec succès',
    },
    needsEnd: {
      en: LOAD_BULK_MESSAGES.needsEnd,
      sp: 'Indique un número de cargas o una fecha de fin',
      fr: 'Indiquez un nombre de chargements ou une date de fin',
    },
    endBeforeStart: {
      en: LOAD_BULK_MESSAGES.endBeforeStart,
      sp: 'La fecha de fin no debe ser anterior a la de inicio',
      fr: 'La date de fin ne doit pas précéder la date de début',
    },
    tooManyOccurrences: {
      en: LOAD_BULK_MESSAGES.tooManyOccurrences,
      sp: 'Una programación crea como máximo {max} cargas',
      fr: 'Une planification crée au plus {max} chargements',
    },
    noOccurrence: {
      en: LOAD_BULK_MESSAGES.noOccurrence,
      sp: 'La programación no crea ninguna carga: revise los días y las fechas',
      fr: 'La planification ne crée aucun chargement : vérifiez les jours et les dates',
    },
    tooFar: {
      en: LOAD_BULK_MESSAGES.tooFar,
      sp: 'La programación llega demasiado lejos (dos años como máximo)',
      fr: 'La planification va trop loin (deux ans au maximum)',
    },
    unknownTimeZone: {
      en: LOAD_BULK_MESSAGES.unknownTimeZone,
      sp: 'Zona horaria desconocida',
      fr: 'Fuseau horaire inconnu',
    },
    startsInPast: {
      en: LOAD_BULK_MESSAGES.startsInPast,
      sp: 'Las primeras cargas del programa tendrían ventanas ya terminadas: empiécelo más tarde',
      fr: 'Les premiers chargements du calendrier auraient des créneaux déjà terminés : commencez-le plus tard',
    },
  }),
  board: defineTexts('loads.board', {
    listFetched: {
      en: LOAD_BOARD_MESSAGES.listFetched,
      sp: 'Cargas obtenidas',
      fr: 'Chargements récupérés',
    },
    boardFetched: {
      en: LOAD_BOARD_MESSAGES.boardFetched,
      sp: 'Bolsa de cargas obtenida',
      fr: 'Bourse de fret récupérée',
    },
    broadcasted: {
      en: LOAD_BOARD_MESSAGES.broadcasted,
      sp: 'Carga publicada correctamente',
      fr: 'Chargement diffusé avec succès',
    },
    accepted: {
      en: LOAD_BOARD_MESSAGES.accepted,
      sp: 'La carga se aceptó correctamente',
      fr: 'Le chargement a été accepté avec succès',
    },
    notFound: {
      en: LOAD_BOARD_MESSAGES.notFound,
      sp: 'Carga no encontrada',
      fr: 'Chargement introuvable',
    },
    notBroadcastable: {
      en: LOAD_BOARD_MESSAGES.notBroadcastable,
      sp: 'Solo se puede publicar una carga pendiente o cotizada: esta está {status}',
      fr: 'Seul un chargement en attente ou avec devis peut être diffusé : celui-ci est {status}',
    },
    broadcastNeedsRate: {
      en: LOAD_BOARD_MESSAGES.broadcastNeedsRate,
      sp: 'Indique una tarifa para la carga antes de publicarla',
      fr: 'Indiquez un tarif pour le chargement avant de le diffuser',
    },
    notAcceptable: {
      en: LOAD_BOARD_MESSAGES.notAcceptable,
      sp: 'Esta carga ya no se puede aceptar: está {status}',
      fr: 'Ce chargement ne peut plus être accepté : il est {status}',
    },
    rangeOrder: {
      en: LOAD_BOARD_MESSAGES.rangeOrder,
      sp: 'El final del intervalo no debe ser anterior a su inicio',
      fr: "La fin de l'intervalle ne doit pas précéder son début",
    },
  }),
};
