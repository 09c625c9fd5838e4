import { DRIVER_MESSAGES, LOAD_TRUCK_MESSAGES, LOAD_WRITE_MESSAGES, ORDER_MESSAGES } from '@freight/contracts';
import { defineTexts } from '../texts';

/** The English of awarding a load to a carrier (approve-quote, load-accept-by-fleet; their tests compare it). */
export const LOAD_AWARD_MESSAGES = {
  loadNotFound: 'Load not found',
  cannotAward: 'This load can no longer be given to a carrier',
  hasOrder: 'This load already has an order',
  noRate: 'The load has no rate: set its rate before giving it to a carrier',
} as const;

/**
 * The shipments domain's texts by id (`shipments.<group>.<key>`): the orders of the order-manager, awarding a load,
 * assigning a truck, the driver's page and its proofs. The English of orders and drivers is the contracts' (the other
 * domains and the tests spell it).
 */
export const SHIPMENT_TEXTS = {
  orders: defineTexts('shipments.orders', {
    // The spec's success texts (section 8), exactly.
    confirmed: { en: ORDER_MESSAGES.confirmed, sp: 'El pedido se confirmó correctamente', fr: 'La commande a été confirmée avec succès' },
    assigned: { en: ORDER_MESSAGES.assigned, sp: 'El pedido se asignó correctamente', fr: 'La commande a été attribuée avec succès' },
    invoiceSent: { en: ORDER_MESSAGES.invoiceSent, sp: 'Factura enviada correctamente', fr: 'Facture envoyée avec succès' },
    statusUpdated: {
      en: ORDER_MESSAGES.statusUpdated,
      sp: 'Estado del pedido actualizado correctamente',
      fr: 'Statut de la commande mis à jour avec succès',
    },
    reset: { en: ORDER_MESSAGES.reset, sp: 'Estado del pedido restablecido correctamente.', fr: 'Statut de la commande réinitialisé avec succès.' },
    updated: { en: ORDER_MESSAGES.updated, sp: 'Pedido actualizado correctamente', fr: 'Commande mise à jour avec succès' },
    fetched: { en: ORDER_MESSAGES.fetched, sp: 'Pedido obtenido', fr: 'Commande récupérée' },
    listFetched: { en: ORDER_MESSAGES.listFetched, sp: 'Pedidos obtenidos', fr: 'Commandes récupérées' },
    notFound: { en: ORDER_MESSAGES.notFound, sp: 'Pedido no encontrado', fr: 'Commande introuvable' },
    assignmentNotFound: { en: ORDER_MESSAGES.assignmentNotFound, sp: 'Asignación no encontrada', fr: 'Affectation introuvable' },
    accessorialNotFound: { en: ORDER_MESSAGES.accessorialNotFound, sp: 'Cargo adicional no encontrado', fr: 'Frais annexe introuvable' },
    /** 409: a move the state machine forbids; `{from}` and `{to}` are statuses in the reader's words (texts/statuses.ts). */
    wrongState: {
      en: ORDER_MESSAGES.wrongState,
      sp: 'Este pedido está {from} y no puede pasar a {to}',
      fr: 'Cette commande est {from} et ne peut pas passer à {to}',
    },
    carrierOnly: {
      en: ORDER_MESSAGES.carrierOnly,
      sp: 'Solo el transportista de este pedido puede hacerlo',
      fr: 'Seul le transporteur de cette commande peut le faire',
    },
    shipperOnly: {
      en: ORDER_MESSAGES.shipperOnly,
      sp: 'Solo el remitente de este pedido puede hacerlo',
      fr: "Seul l'expéditeur de cette commande peut le faire",
    },
    alreadyAccepted: { en: ORDER_MESSAGES.alreadyAccepted, sp: 'Este pedido ya fue aceptado', fr: 'Cette commande a déjà été acceptée' },
    alreadyInvoiced: { en: ORDER_MESSAGES.alreadyInvoiced, sp: 'Este pedido ya está facturado', fr: 'Cette commande est déjà facturée' },
    notDelivered: {
      en: ORDER_MESSAGES.notDelivered,
      sp: 'El pedido se puede facturar una vez entregado',
      fr: 'La commande peut être facturée une fois livrée',
    },
    notInvoiced: {
      en: ORDER_MESSAGES.notInvoiced,
      sp: 'El pedido se puede marcar como pagado una vez facturado',
      fr: 'La commande peut être marquée payée une fois facturée',
    },
    accessorialDecided: { en: ORDER_MESSAGES.accessorialDecided, sp: 'Este cargo adicional ya fue aprobado', fr: 'Ce frais annexe a déjà été approuvé' },
    accessorialsPending: {
      en: ORDER_MESSAGES.accessorialsPending,
      sp: 'Hay cargos adicionales pendientes del remitente: apruébelos o rechácelos antes de facturar',
      fr: "Des frais annexes attendent l'expéditeur : approuvez-les ou refusez-les avant de facturer",
    },
    noInvoiceEmail: {
      en: ORDER_MESSAGES.noInvoiceEmail,
      sp: 'El remitente no tiene una dirección de correo a la que enviar la factura',
      fr: "L'expéditeur n'a pas d'adresse e-mail à laquelle envoyer la facture",
    },
    accessorialClosed: {
      en: ORDER_MESSAGES.accessorialClosed,
      sp: 'Los cargos adicionales se pueden pedir una vez aceptado el pedido y hasta que se facture',
      fr: "Les frais annexes peuvent être demandés une fois la commande acceptée, jusqu'à sa facturation",
    },
    accessorialDeclined: {
      en: ORDER_MESSAGES.accessorialDeclined,
      sp: 'Este cargo adicional fue rechazado: el transportista puede modificarlo, lo que lo solicita de nuevo',
      fr: 'Ce frais annexe a été refusé : le transporteur peut le modifier, ce qui le redemande',
    },
    driverNotInvoiced: {
      en: ORDER_MESSAGES.driverNotInvoiced,
      sp: 'El conductor se puede marcar como pagado una vez facturado el pedido',
      fr: 'Le chauffeur peut être marqué payé une fois la commande facturée',
    },
    followsAssignment: {
      en: ORDER_MESSAGES.followsAssignment,
      sp: 'En tránsito y entregado siguen al camión: mueva la asignación',
      fr: "En transit et livrée suivent le camion : faites avancer l'affectation",
    },
  }),
  /** Awarding a load to a carrier (approve-quote, load-accept-by-fleet). */
  award: defineTexts('shipments.award', {
    loadNotFound: { en: LOAD_AWARD_MESSAGES.loadNotFound, sp: 'Carga no encontrada', fr: 'Chargement introuvable' },
    cannotAward: {
      en: LOAD_AWARD_MESSAGES.cannotAward,
      sp: 'Esta carga ya no se puede asignar a un transportista',
      fr: 'Ce chargement ne peut plus être confié à un transporteur',
    },
    hasOrder: { en: LOAD_AWARD_MESSAGES.hasOrder, sp: 'Esta carga ya tiene un pedido', fr: 'Ce chargement a déjà une commande' },
    noRate: {
      en: LOAD_AWARD_MESSAGES.noRate,
      sp: 'La carga no tiene tarifa: indique su tarifa antes de asignarla a un transportista',
      fr: "Le chargement n'a pas de tarif : indiquez son tarif avant de le confier à un transporteur",
    },
  }),
  /** Assigning a truck to a load (assign-load-to-truck, and the order's assign). */
  assign: defineTexts('shipments.assign', {
    loadNotFound: { en: LOAD_WRITE_MESSAGES.notFound, sp: 'Carga no encontrada', fr: 'Chargement introuvable' },
    /** `{status}`: the load's or its order's status in the reader's words (texts/statuses.ts). */
    notAssignable: {
      en: LOAD_TRUCK_MESSAGES.notAssignable,
      sp: 'Ya no se puede asignar un camión a esta carga: está {status}',
      fr: 'Un camion ne peut plus être affecté à ce chargement : il est {status}',
    },
    truckNotFound: { en: LOAD_TRUCK_MESSAGES.truckNotFound, sp: 'Camión no encontrado', fr: 'Camion introuvable' },
    truckUnavailable: {
      en: LOAD_TRUCK_MESSAGES.truckUnavailable,
      sp: 'Este camión no está disponible (inactivo o en mantenimiento)',
      fr: "Ce camion n'est pas disponible (inactif ou en maintenance)",
    },
    otherCarrier: {
      en: LOAD_TRUCK_MESSAGES.otherCarrier,
      sp: 'Esta carga está asignada a otro transportista: solo se pueden asignar sus camiones',
      fr: 'Ce chargement est confié à un autre transporteur : seuls ses camions peuvent être affectés',
    },
    equipmentMismatch: {
      en: LOAD_TRUCK_MESSAGES.equipmentMismatch,
      sp: 'El equipo del camión no coincide con el de la carga',
      fr: "L'équipement du camion ne correspond pas à celui du chargement",
    },
  }),
  /** The driver's page (driver-manager) and the proofs of delivery. */
  driver: defineTexts('shipments.driver', {
    truckNotFound: { en: DRIVER_MESSAGES.truckNotFound, sp: 'Camión no encontrado', fr: 'Camion introuvable' },
    assignmentFetched: { en: DRIVER_MESSAGES.assignmentFetched, sp: 'Asignación obtenida', fr: 'Affectation récupérée' },
    assignmentEnded: {
      en: DRIVER_MESSAGES.assignmentEnded,
      sp: 'Esta asignación se canceló o se dio a otro camión',
      fr: 'Cette affectation a été annulée ou confiée à un autre camion',
    },
    statusUpdated: { en: DRIVER_MESSAGES.statusUpdated, sp: 'Estado actualizado', fr: 'Statut mis à jour' },
    /** The driver skipped a step (e.g. "Loaded" before "Arrived at pickup"). */
    stepFirst: { en: DRIVER_MESSAGES.stepFirst, sp: 'Confirme primero el paso anterior', fr: "Confirmez d'abord l'étape précédente" },
    /** The driver went back (e.g. "Arrived at pickup" once in transit). */
    stepDone: { en: DRIVER_MESSAGES.stepDone, sp: 'Este paso ya está hecho', fr: 'Cette étape est déjà faite' },
    alreadyDelivered: { en: DRIVER_MESSAGES.alreadyDelivered, sp: 'Esta carga ya está entregada', fr: 'Ce chargement est déjà livré' },
    arriveFirst: { en: DRIVER_MESSAGES.arriveFirst, sp: 'Confirme primero su llegada a la entrega', fr: "Confirmez d'abord votre arrivée à la livraison" },
    delivered: { en: DRIVER_MESSAGES.delivered, sp: 'Entrega confirmada', fr: 'Livraison confirmée' },
    signatureInvalid: {
      en: DRIVER_MESSAGES.signatureInvalid,
      sp: 'La firma debe ser una imagen PNG de 200 KB como máximo',
      fr: 'La signature doit être une image PNG de 200 Ko au plus',
    },
    photoInvalid: {
      en: DRIVER_MESSAGES.photoInvalid,
      sp: 'Una foto debe ser una imagen JPEG, PNG o WebP de 2 MB como máximo',
      fr: 'Une photo doit être une image JPEG, PNG ou WebP de 2 Mo au plus',
    },
    locationShared: { en: DRIVER_MESSAGES.locationShared, sp: 'Ubicación compartida', fr: 'Position partagée' },
    locationNotNow: {
      en: DRIVER_MESSAGES.locationNotNow,
      sp: 'La ubicación solo se comparte entre la recogida y la entrega',
      fr: "La position n'est partagée qu'entre l'enlèvement et la livraison",
    },
    proofFetched: { en: DRIVER_MESSAGES.proofFetched, sp: 'Comprobante de entrega obtenido', fr: 'Preuve de livraison récupérée' },
    proofNotFound: { en: DRIVER_MESSAGES.proofNotFound, sp: 'Comprobante de entrega no encontrado', fr: 'Preuve de livraison introuvable' },
  }),
};
