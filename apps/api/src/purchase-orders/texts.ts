import { defineTexts } from '../texts';

/** The English of the purchase orders' texts (their tests compare answers with it; `{name}` where a value goes). */
export const PURCHASE_ORDER_MESSAGES = {
  listFetched: 'Purchase orders fetched',
  detailFetched: 'Purchase order fetched',
  // The spec's four are exact.
  created: 'Purchase Order created successfully',
  updated: 'Purchase Order updated successfully',
  split: 'Order has been split successfully',
  containerUpdated: 'Container Successfully Updated',
  billOfLadingUpdated: 'Bill of lading updated',
  closed: 'Purchase order closed',
  trackingFetched: 'Tracking fetched',
  erpOrdersFetched: 'ERP purchase orders fetched',
  drayageCreated: 'Drayage load created',
  notFound: 'Purchase order not found',
  containerNotFound: 'Container not found',
  erpOrderNotFound: 'This purchase order is not in the ERP',
  noBillOfLading: 'No purchase order has this bill of lading',
  unknownContainer: 'No container with this number is on your purchase orders',
  readOnly: 'This purchase order is closed and can no longer be changed',
  transitionNotAllowed: 'This purchase order cannot go from {from} to {to}',
  duplicateContainer: 'Container {number} is already on an open purchase order',
  alreadyImported: 'This ERP purchase order is already imported as {poNumber}',
  splitNothing: 'Choose at least one line or container to move',
  splitEverything: 'Leave at least one line on the original order',
  splitQuantity: 'Move between 1 and {max}',
  notDischarged: 'The container is not discharged yet',
  drayageExists: 'This container already has a drayage load',
  noWarehouse: 'Choose a destination warehouse on the purchase order first',
  wrongCheckDigit: 'Wrong check digit: ISO 6346 gives {digit}',
  invalidFormat: 'Invalid format',
  containerTwice: 'This container is already on this order',
  lineContainerUnknown: 'Choose one of the containers of this order',
  unknownLine: 'Not a line of this purchase order',
  unknownOrderContainer: 'Not a container of this purchase order',
  warehouseNotFound: 'Warehouse not found',
  productNotFound: 'Product not found',
  etaBeforeEtd: 'The ETA must be after the departure',
  totalTooLarge: 'The order total is too large',
  containerHasHistory: 'Container {number} has tracking history: it cannot be removed or renumbered',
  splitWithContainer: 'This line moves whole with its container',
  splitTwice: 'Choose each line once',
  webhookReceived: 'Tracking update received',
  webhookNotConfigured: 'The Vizion webhook is not configured',
  badWebhookSecret: 'Invalid webhook secret',
} as const;

const EN = PURCHASE_ORDER_MESSAGES;

/**
 * The purchase orders' texts by id (`purchase-orders.<group>.<key>`): the orders and their writes, the ERP's orders,
 * the split, drayage loads and container tracking.
 */
export const PURCHASE_ORDER_TEXTS = {
  orders: defineTexts('purchase-orders.orders', {
    listFetched: { en: EN.listFetched, sp: 'Órdenes de compra obtenidas', fr: 'Bons de commande récupérés' },
    detailFetched: { en: EN.detailFetched, sp: 'Orden de compra obtenida', fr: 'Bon de commande récupéré' },
    created: { en: EN.created, sp: 'Orden de compra creada correctamente', fr: 'Bon de commande créé avec succès' },
    updated: { en: EN.updated, sp: 'Orden de compra actualizada correctamente', fr: 'Bon de commande mis à jour avec succès' },
    split: { en: EN.split, sp: 'El pedido se dividió correctamente', fr: 'La commande a été scindée avec succès' },
    containerUpdated: { en: EN.containerUpdated, sp: 'Contenedor actualizado correctamente', fr: 'Conteneur mis à jour avec succès' },
    billOfLadingUpdated: { en: EN.billOfLadingUpdated, sp: 'Conocimiento de embarque actualizado', fr: 'Connaissement mis à jour' },
    closed: { en: EN.closed, sp: 'Orden de compra cerrada', fr: 'Bon de commande clôturé' },
    notFound: { en: EN.notFound, sp: 'Orden de compra no encontrada', fr: 'Bon de commande introuvable' },
    containerNotFound: { en: EN.containerNotFound, sp: 'Contenedor no encontrado', fr: 'Conteneur introuvable' },
    /** 409: a closed or cancelled order is read-only. */
    readOnly: {
      en: EN.readOnly,
      sp: 'Esta orden de compra está cerrada y ya no se puede modificar',
      fr: 'Ce bon de commande est clôturé et ne peut plus être modifié',
    },
    /** 409: the state machine (PURCHASE_ORDER_TRANSITIONS) forbids it; the statuses in the reader's words. */
    transitionNotAllowed: {
      en: EN.transitionNotAllowed,
      sp: 'Esta orden de compra no puede pasar de {from} a {to}',
      fr: 'Ce bon de commande ne peut pas passer de {from} à {to}',
    },
    /** 409: container numbers are unique per company among open orders. */
    duplicateContainer: {
      en: EN.duplicateContainer,
      sp: 'El contenedor {number} ya está en una orden de compra abierta',
      fr: 'Le conteneur {number} est déjà sur un bon de commande ouvert',
    },
  }),
  erp: defineTexts('purchase-orders.erp', {
    ordersFetched: { en: EN.erpOrdersFetched, sp: 'Órdenes de compra del ERP obtenidas', fr: "Bons de commande de l'ERP récupérés" },
    orderNotFound: { en: EN.erpOrderNotFound, sp: 'Esta orden de compra no está en el ERP', fr: "Ce bon de commande n'est pas dans l'ERP" },
    /** 409: create-purchase-order with an ERP reference already imported. */
    alreadyImported: {
      en: EN.alreadyImported,
      sp: 'Esta orden de compra del ERP ya está importada como {poNumber}',
      fr: "Ce bon de commande de l'ERP est déjà importé sous {poNumber}",
    },
  }),
  /** 400 (errors) of create, edit and split, on the field named. */
  write: defineTexts('purchase-orders.write', {
    splitNothing: {
      en: EN.splitNothing,
      sp: 'Elija al menos una línea o un contenedor para mover',
      fr: 'Choisissez au moins une ligne ou un conteneur à déplacer',
    },
    splitEverything: { en: EN.splitEverything, sp: 'Deje al menos una línea en la orden original', fr: "Laissez au moins une ligne sur le bon d'origine" },
    splitQuantity: { en: EN.splitQuantity, sp: 'Mueva entre 1 y {max}', fr: 'Déplacez entre 1 et {max}' },
    wrongCheckDigit: {
      en: EN.wrongCheckDigit,
      sp: 'Dígito de control incorrecto: ISO 6346 da {digit}',
      fr: 'Chiffre de contrôle erroné : ISO 6346 donne {digit}',
    },
    invalidFormat: { en: EN.invalidFormat, sp: 'Formato no válido', fr: 'Format invalide' },
    containerTwice: { en: EN.containerTwice, sp: 'Este contenedor ya está en esta orden', fr: 'Ce conteneur est déjà sur ce bon' },
    lineContainerUnknown: { en: EN.lineContainerUnknown, sp: 'Elija uno de los contenedores de esta orden', fr: "Choisissez l'un des conteneurs de ce bon" },
    unknownLine: { en: EN.unknownLine, sp: 'No es una línea de esta orden de compra', fr: "Ce n'est pas une ligne de ce bon de commande" },
    unknownOrderContainer: {
      en: EN.unknownOrderContainer,
      sp: 'No es un contenedor de esta orden de compra',
      fr: "Ce n'est pas un conteneur de ce bon de commande",
    },
    warehouseNotFound: { en: EN.warehouseNotFound, sp: 'Almacén no encontrado', fr: 'Entrepôt introuvable' },
    productNotFound: { en: EN.productNotFound, sp: 'Producto no encontrado', fr: 'Produit introuvable' },
    etaBeforeEtd: { en: EN.etaBeforeEtd, sp: 'La ETA debe ser posterior a la salida', fr: "L'ETA doit être après le départ" },
    totalTooLarge: { en: EN.totalTooLarge, sp: 'El total de la orden es demasiado grande', fr: 'Le total du bon est trop élevé' },
    containerHasHistory: {
      en: EN.containerHasHistory,
      sp: 'El contenedor {number} tiene historial de seguimiento: no se puede quitar ni cambiar de número',
      fr: 'Le conteneur {number} a un historique de suivi : il ne peut être ni retiré ni renuméroté',
    },
    splitWithContainer: { en: EN.splitWithContainer, sp: 'Esta línea se mueve entera con su contenedor', fr: 'Cette ligne part entière avec son conteneur' },
    splitTwice: { en: EN.splitTwice, sp: 'Elija cada línea una sola vez', fr: 'Choisissez chaque ligne une seule fois' },
  }),
  /** From ship to truck (replan/): the drayage load of a discharged container. */
  drayage: defineTexts('purchase-orders.drayage', {
    created: { en: EN.drayageCreated, sp: 'Carga de acarreo creada', fr: 'Chargement de camionnage portuaire créé' },
    notDischarged: { en: EN.notDischarged, sp: 'El contenedor aún no se ha descargado', fr: "Le conteneur n'est pas encore déchargé" },
    exists: {
      en: EN.drayageExists,
      sp: 'Este contenedor ya tiene una carga de acarreo',
      fr: 'Ce conteneur a déjà un chargement de camionnage portuaire',
    },
    noWarehouse: {
      en: EN.noWarehouse,
      sp: 'Elija primero un almacén de destino en la orden de compra',
      fr: "Choisissez d'abord un entrepôt de destination sur le bon de commande",
    },
  }),
  /** Container tracking (containers/): the track screens and the Vizion webhook. */
  tracking: defineTexts('purchase-orders.tracking', {
    fetched: { en: EN.trackingFetched, sp: 'Seguimiento obtenido', fr: 'Suivi récupéré' },
    unknownContainer: {
      en: EN.unknownContainer,
      sp: 'Ningún contenedor con este número está en sus órdenes de compra',
      fr: 'Aucun conteneur portant ce numéro ne figure sur vos bons de commande',
    },
    noBillOfLading: {
      en: EN.noBillOfLading,
      sp: 'Ninguna orden de compra tiene este conocimiento de embarque',
      fr: "Aucun bon de commande n'a ce connaissement",
    },
    webhookReceived: { en: EN.webhookReceived, sp: 'Actualización de seguimiento recibida', fr: 'Mise à jour de suivi reçue' },
    webhookNotConfigured: { en: EN.webhookNotConfigured, sp: 'El webhook de Vizion no está configurado', fr: "Le webhook Vizion n'est pas configuré" },
    badWebhookSecret: { en: EN.badWebhookSecret, sp: 'Secreto del webhook no válido', fr: 'Secret du webhook invalide' },
  }),
};
