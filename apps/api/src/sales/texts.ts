import { LOAD_TRUCK_MESSAGES } from '@freight/contracts';
import { defineTexts } from '../texts';

/** The sales domain's texts by id (`sales.<group>.<key>`): sales orders and the ERP look-ups. */
export const SALES_TEXTS = {
  orders: defineTexts('sales.orders', {
    // In the spec's style ('Purchase Order created successfully').
    created: { en: 'Sales Order created successfully', sp: 'Orden de venta creada correctamente', fr: 'Commande client créée avec succès' },
    erpFetched: { en: 'ERP sales orders fetched', sp: 'Órdenes de venta del ERP obtenidas', fr: "Commandes clients de l'ERP récupérées" },
    listFetched: { en: 'Sales orders fetched', sp: 'Órdenes de venta obtenidas', fr: 'Commandes clients récupérées' },
    /** 409: the ERP order was imported before (its sales order is named in the list). */
    alreadyImported: {
      en: 'This ERP sales order has already been imported',
      sp: 'Esta orden de venta del ERP ya se importó',
      fr: "Cette commande client de l'ERP a déjà été importée",
    },
    /** 409: create-sales-order-load on a sales order a load already ships. */
    hasLoad: { en: 'This sales order already has a load', sp: 'Esta orden de venta ya tiene una carga', fr: 'Cette commande client a déjà un chargement' },
    /** 409: a load for a sales order that is shipped, invoiced, closed or cancelled. */
    notPlannable: {
      en: 'A load can only be made for a draft, open or confirmed sales order',
      sp: 'Solo se puede crear una carga para una orden de venta en borrador, abierta o confirmada',
      fr: 'Un chargement ne peut être créé que pour une commande client en brouillon, ouverte ou confirmée',
    },
    notFound: { en: 'Sales order not found', sp: 'Orden de venta no encontrada', fr: 'Commande client introuvable' },
    erpOrderNotFound: { en: 'ERP sales order not found', sp: 'Orden de venta del ERP no encontrada', fr: "Commande client de l'ERP introuvable" },
    customerNotFound: {
      en: 'Customer not found in your address book',
      sp: 'Cliente no encontrado en su libreta de direcciones',
      fr: "Client introuvable dans votre carnet d'adresses",
    },
    /** 400 on an import: the ERP customer's postal code is not its city's (or its country's), the address book's rule. */
    customerAddressRefused: {
      en: "The customer's postal code in the ERP is not its city's: correct the address in the ERP, then import again",
      sp: 'El código postal del cliente en el ERP no es el de su ciudad: corrija la dirección en el ERP y vuelva a importar',
      fr: "Le code postal du client dans l'ERP n'est pas celui de sa ville : corrigez l'adresse dans l'ERP, puis importez de nouveau",
    },
    pickupNotFound: { en: 'Pickup location not found', sp: 'Lugar de recogida no encontrado', fr: 'Lieu de ramassage introuvable' },
    productNotFound: {
      en: 'Product not found in the ERP catalogue',
      sp: 'Producto no encontrado en el catálogo del ERP',
      fr: "Produit introuvable dans le catalogue de l'ERP",
    },
    /** 400: neither an ERP order nor a customer with lines; or both. */
    sourceRequired: {
      en: 'Choose an ERP sales order, or a customer and at least one line',
      sp: 'Elija una orden de venta del ERP, o un cliente y al menos una línea',
      fr: "Choisissez une commande client de l'ERP, ou un client et au moins une ligne",
    },
    pickupRequired: {
      en: 'Choose the pickup warehouse or address',
      sp: 'Elija el almacén o la dirección de recogida',
      fr: "Choisissez l'entrepôt ou l'adresse de ramassage",
    },
    weightUnknown: {
      en: 'The weight of these products is unknown: enter the total weight',
      sp: 'Se desconoce el peso de estos productos: indique el peso total',
      fr: 'Le poids de ces produits est inconnu : saisissez le poids total',
    },
    windowOrder: {
      en: 'The delivery window must end after the pickup window starts',
      sp: 'La ventana de entrega debe terminar después del inicio de la ventana de recogida',
      fr: 'La fenêtre de livraison doit se terminer après le début de la fenêtre de ramassage',
    },
  }),
  erp: defineTexts('sales.erp', {
    customersFetched: { en: 'Customers fetched', sp: 'Clientes obtenidos', fr: 'Clients récupérés' },
    productsFetched: { en: LOAD_TRUCK_MESSAGES.productsFetched, sp: 'Productos obtenidos', fr: 'Produits récupérés' },
  }),
};
