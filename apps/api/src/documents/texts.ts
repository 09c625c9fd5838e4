import { LABEL_MESSAGES, ORDER_MESSAGES } from '@freight/contracts';
import { defineTexts } from '../texts';

/**
 * The documents domain's texts by id (`documents.<group>.<key>`): the shipping labels and the order's documents. The
 * English is the contracts' (what the labels' tests compare). Handlers pass `DOCUMENTS_TEXTS.labels.notFound()`.
 */
export const DOCUMENTS_TEXTS = {
  labels: defineTexts('documents.labels', {
    deleted: { en: LABEL_MESSAGES.deleted, sp: 'Etiqueta de envío eliminada correctamente', fr: "Étiquette d'expédition supprimée avec succès" },
    created: { en: LABEL_MESSAGES.created, sp: 'Tarifas de envío obtenidas', fr: "Tarifs d'expédition récupérés" },
    purchased: { en: LABEL_MESSAGES.purchased, sp: 'Etiqueta de envío comprada', fr: "Étiquette d'expédition achetée" },
    tracked: { en: LABEL_MESSAGES.tracked, sp: 'Seguimiento del envío obtenido', fr: "Suivi de l'envoi récupéré" },
    listed: { en: LABEL_MESSAGES.listed, sp: 'Etiquetas de envío obtenidas', fr: "Étiquettes d'expédition récupérées" },
    notFound: { en: LABEL_MESSAGES.notFound, sp: 'Etiqueta de envío no encontrada', fr: "Étiquette d'expédition introuvable" },
    orderNotFound: { en: LABEL_MESSAGES.orderNotFound, sp: 'Pedido no encontrado', fr: 'Commande introuvable' },
    alreadyCancelled: { en: LABEL_MESSAGES.alreadyCancelled, sp: 'Esta etiqueta ya está cancelada', fr: 'Cette étiquette est déjà annulée' },
    alreadyPurchased: { en: LABEL_MESSAGES.alreadyPurchased, sp: 'Esta etiqueta ya está comprada', fr: 'Cette étiquette est déjà achetée' },
    notPurchased: {
      en: LABEL_MESSAGES.notPurchased,
      sp: 'Esta etiqueta aún no está comprada: no hay nada que rastrear',
      fr: "Cette étiquette n'est pas encore achetée : il n'y a rien à suivre",
    },
    notTracked: {
      en: LABEL_MESSAGES.notTracked,
      sp: 'Esta etiqueta está cancelada: ya no se rastrea',
      fr: "Cette étiquette est annulée : elle n'est plus suivie",
    },
    noLabelFile: {
      en: LABEL_MESSAGES.noLabelFile,
      sp: 'Esta etiqueta no tiene archivo: cómprela primero',
      fr: "Cette étiquette n'a pas de fichier : achetez-la d'abord",
    },
    unknownRate: {
      en: LABEL_MESSAGES.unknownRate,
      sp: 'Esta tarifa no es una de las tarifas del envío',
      fr: "Ce tarif ne fait pas partie des tarifs de l'envoi",
    },
    addressRequired: { en: LABEL_MESSAGES.addressRequired, sp: 'Obligatorio sin un pedido', fr: 'Obligatoire sans commande' },
    orderStopMissing: {
      en: LABEL_MESSAGES.orderStopMissing,
      sp: 'El pedido no tiene una parada de la que tomar esta dirección',
      fr: "La commande n'a pas d'arrêt d'où prendre cette adresse",
    },
    tooLarge: {
      en: LABEL_MESSAGES.tooLarge,
      sp: 'El largo más el contorno puede ser como máximo de 165 pulgadas',
      fr: 'La longueur plus le périmètre ne peut dépasser 165 pouces',
    },
  }),
  orders: defineTexts('documents.orders', {
    notFound: { en: ORDER_MESSAGES.notFound, sp: 'Pedido no encontrado', fr: 'Commande introuvable' },
  }),
};
