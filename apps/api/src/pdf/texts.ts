import { ORDER_PDF_DEFAULT_TITLE, type AccessorialCode, type EquipmentKey, type LanguageCode, type OrderType } from '@freight/contracts';

/**
 * Every text printed on the order's PDFs (confirmation, invoice, bill of lading), in the reader's language. One typed
 * table: `DocumentTexts` lists the keys, and each language must give all of them (the compiler and texts.spec.ts
 * both check). `{name}` marks a value filled in by `fill`. Data (company names, commodities, cities) is printed as
 * stored.
 */
export interface DocumentTexts {
  // Headings, the PDF's title (metadata and download name) and the file name's stem (ASCII).
  confirmationHeading: string;
  confirmationSubheading: string;
  confirmationTitle: string;
  confirmationFile: string;
  invoiceHeading: string;
  invoiceTitle: string;
  invoiceFile: string;
  bolHeading: string;
  bolSubheading: string;
  bolTitle: string;
  bolFile: string;
  // Parties.
  shipper: string;
  carrier: string;
  billTo: string;
  remitTo: string;
  consignee: string;
  shipFrom: string;
  contact: string;
  phone: string;
  email: string;
  dot: string;
  mc: string;
  // Numbers and dates.
  orderId: string;
  loadId: string;
  reference: string;
  poNumber: string;
  orderDate: string;
  acceptedAt: string;
  issuedAt: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  paymentTerms: string;
  netDays: string;
  paidOn: string;
  // Stops.
  stops: string;
  pickup: string;
  delivery: string;
  location: string;
  window: string;
  appointment: string;
  notes: string;
  // Shipment.
  shipment: string;
  commodity: string;
  weight: string;
  pallets: string;
  pieces: string;
  equipment: string;
  /** The seeded equipment types by key (their stored names are English). */
  equipmentTypes: Record<EquipmentKey, string>;
  mode: string;
  modes: Record<OrderType, string>;
  distance: string;
  hazmat: string;
  yes: string;
  no: string;
  temperature: string;
  specialInstructions: string;
  // Truck.
  truck: string;
  trailer: string;
  driver: string;
  plate: string;
  notAssigned: string;
  // Charges.
  charges: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  lineHaul: string;
  total: string;
  totalDue: string;
  paid: string;
  accessorials: Record<AccessorialCode, string>;
  // Bill of lading.
  handlingUnits: string;
  packageType: string;
  palletsUnit: string;
  hazmatColumn: string;
  totals: string;
  // Closing words and signatures.
  confirmationTerms: string;
  invoiceThanks: string;
  bolCertification: string;
  carrierAcceptance: string;
  shipperSignature: string;
  carrierSignature: string;
  consigneeSignature: string;
  signature: string;
  printedName: string;
  date: string;
  page: string;
  generatedAt: string;
  /** The last line when a text had characters the font cannot draw (fonts.ts, MISSING_MARK). */
  unprintable: string;
}

const en: DocumentTexts = {
  confirmationHeading: 'Order Confirmation',
  confirmationSubheading: 'Rate confirmation and carrier agreement',
  confirmationTitle: ORDER_PDF_DEFAULT_TITLE,
  confirmationFile: 'order-confirmation',
  invoiceHeading: 'Invoice',
  invoiceTitle: 'Invoice {number}',
  invoiceFile: 'invoice',
  bolHeading: 'Bill of Lading',
  bolSubheading: 'Straight bill of lading, not negotiable',
  bolTitle: 'Bill of Lading {orderId}',
  bolFile: 'bill-of-lading',
  shipper: 'Shipper',
  carrier: 'Carrier',
  billTo: 'Bill to',
  remitTo: 'Remit to',
  consignee: 'Consignee',
  shipFrom: 'Ship from',
  contact: 'Contact',
  phone: 'Phone',
  email: 'E-mail',
  dot: 'US DOT',
  mc: 'MC',
  orderId: 'Order no.',
  loadId: 'Load no.',
  reference: 'Reference',
  poNumber: 'PO number',
  orderDate: 'Order date',
  acceptedAt: 'Accepted',
  issuedAt: 'Issued',
  invoiceNumber: 'Invoice no.',
  invoiceDate: 'Invoice date',
  dueDate: 'Due date',
  paymentTerms: 'Payment terms',
  netDays: 'Net {days} days',
  paidOn: 'Paid on {date}',
  stops: 'Stops',
  pickup: 'Pickup',
  delivery: 'Delivery',
  location: 'Location',
  window: 'Window (UTC)',
  appointment: 'Appointment',
  notes: 'Notes',
  shipment: 'Shipment',
  commodity: 'Commodity',
  weight: 'Weight',
  pallets: 'Pallets',
  pieces: 'Pieces',
  equipment: 'Equipment',
  equipmentTypes: {
    dry_van: 'Dry Van 53 ft',
    reefer: 'Reefer 53 ft',
    flatbed: 'Flatbed 48 ft',
    step_deck: 'Step Deck 48 ft',
    conestoga: 'Conestoga 53 ft',
    lowboy: 'Lowboy / RGN',
    power_only: 'Power Only',
    box_truck: 'Box Truck 26 ft',
    hotshot: 'Hotshot 40 ft',
    tanker: 'Tanker',
    container_chassis: 'Container Chassis',
  },
  mode: 'Mode',
  modes: {
    FTL: 'Full truckload (FTL)',
    LTL: 'Less than truckload (LTL)',
    PARTIAL: 'Partial truckload',
    INTERMODAL: 'Intermodal',
    DRAYAGE: 'Drayage',
  },
  distance: 'Distance',
  hazmat: 'Hazardous materials',
  yes: 'Yes',
  no: 'No',
  temperature: 'Temperature',
  specialInstructions: 'Special instructions',
  truck: 'Truck',
  trailer: 'Trailer',
  driver: 'Driver',
  plate: 'Plate',
  notAssigned: 'Not assigned yet',
  charges: 'Charges',
  description: 'Description',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  amount: 'Amount',
  lineHaul: 'Line haul',
  total: 'Total',
  totalDue: 'Total due',
  paid: 'Paid',
  accessorials: {
    detention: 'Detention',
    layover: 'Layover',
    lumper: 'Lumper',
    tonu: 'Truck ordered, not used (TONU)',
    fuel_surcharge: 'Fuel surcharge',
    liftgate: 'Liftgate',
    inside_delivery: 'Inside delivery',
    extra_stop: 'Extra stop',
    other: 'Other charge',
  },
  handlingUnits: 'Handling units',
  packageType: 'Type',
  palletsUnit: 'Pallets',
  hazmatColumn: 'HM',
  totals: 'Totals',
  confirmationTerms:
    'The carrier named above agrees to carry the shipment described in this confirmation at the rate shown. Accessorial charges (detention, layover, lumper and the like) are payable only once approved by the shipper. The carrier invoices the shipper after delivery with this order number; proof of delivery may be requested.',
  invoiceThanks: 'Please quote the invoice number with your payment. Thank you for your business.',
  bolCertification:
    'Received, subject to the classifications and tariffs in effect on the date of issue of this bill of lading, the property described above in apparent good order, except as noted, to be carried to its destination and delivered to the consignee. The shipper certifies that the materials are properly classified, packaged, marked and labeled.',
  carrierAcceptance: 'Accepted for the carrier',
  shipperSignature: 'Shipper',
  carrierSignature: 'Carrier (driver)',
  consigneeSignature: 'Consignee',
  signature: 'Signature',
  printedName: 'Printed name',
  date: 'Date',
  page: 'Page {page} of {pages}',
  generatedAt: 'Generated {date}',
  unprintable: 'Some characters could not be printed in this document: each is shown as {mark}.',
};

const sp: DocumentTexts = {
  confirmationHeading: 'Confirmación de pedido',
  confirmationSubheading: 'Confirmación de tarifa y acuerdo con el transportista',
  confirmationTitle: 'PDF de confirmación de pedido',
  confirmationFile: 'confirmacion-de-pedido',
  invoiceHeading: 'Factura',
  invoiceTitle: 'Factura {number}',
  invoiceFile: 'factura',
  bolHeading: 'Conocimiento de embarque',
  bolSubheading: 'Conocimiento de embarque nominativo, no negociable',
  bolTitle: 'Conocimiento de embarque {orderId}',
  bolFile: 'conocimiento-de-embarque',
  shipper: 'Expedidor',
  carrier: 'Transportista',
  billTo: 'Facturar a',
  remitTo: 'Pagar a',
  consignee: 'Consignatario',
  shipFrom: 'Origen del envío',
  contact: 'Contacto',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  dot: 'US DOT',
  mc: 'MC',
  orderId: 'Pedido n.º',
  loadId: 'Carga n.º',
  reference: 'Referencia',
  poNumber: 'Orden de compra',
  orderDate: 'Fecha del pedido',
  acceptedAt: 'Aceptado',
  issuedAt: 'Emitido',
  invoiceNumber: 'Factura n.º',
  invoiceDate: 'Fecha de la factura',
  dueDate: 'Fecha de vencimiento',
  paymentTerms: 'Condiciones de pago',
  netDays: 'Neto {days} días',
  paidOn: 'Pagada el {date}',
  stops: 'Paradas',
  pickup: 'Recogida',
  delivery: 'Entrega',
  location: 'Lugar',
  window: 'Horario (UTC)',
  appointment: 'Cita',
  notes: 'Notas',
  shipment: 'Envío',
  commodity: 'Mercancía',
  weight: 'Peso',
  pallets: 'Tarimas',
  pieces: 'Piezas',
  equipment: 'Equipo',
  equipmentTypes: {
    dry_van: 'Caja seca 53 pies',
    reefer: 'Caja refrigerada 53 pies',
    flatbed: 'Plataforma 48 pies',
    step_deck: 'Plataforma de dos niveles 48 pies',
    conestoga: 'Conestoga (lona corrediza) 53 pies',
    lowboy: 'Cama baja / RGN',
    power_only: 'Solo tractocamión',
    box_truck: 'Camión de caja 26 pies',
    hotshot: 'Hotshot 40 pies',
    tanker: 'Autotanque (pipa)',
    container_chassis: 'Chasis portacontenedor',
  },
  mode: 'Modalidad',
  modes: {
    FTL: 'Carga completa (FTL)',
    LTL: 'Carga consolidada (LTL)',
    PARTIAL: 'Carga parcial',
    INTERMODAL: 'Intermodal',
    DRAYAGE: 'Acarreo portuario (drayage)',
  },
  distance: 'Distancia',
  hazmat: 'Materiales peligrosos',
  yes: 'Sí',
  no: 'No',
  temperature: 'Temperatura',
  specialInstructions: 'Instrucciones especiales',
  truck: 'Camión',
  trailer: 'Remolque',
  driver: 'Conductor',
  plate: 'Placa',
  notAssigned: 'Aún sin asignar',
  charges: 'Cargos',
  description: 'Descripción',
  quantity: 'Cant.',
  unitPrice: 'Precio unitario',
  amount: 'Importe',
  lineHaul: 'Flete',
  total: 'Total',
  totalDue: 'Total a pagar',
  paid: 'Pagada',
  accessorials: {
    detention: 'Tiempo de espera (detención)',
    layover: 'Pernocta',
    lumper: 'Descarga (lumper)',
    tonu: 'Camión solicitado y no usado (TONU)',
    fuel_surcharge: 'Recargo por combustible',
    liftgate: 'Plataforma elevadora',
    inside_delivery: 'Entrega en interior',
    extra_stop: 'Parada adicional',
    other: 'Otro cargo',
  },
  handlingUnits: 'Unidades de manejo',
  packageType: 'Tipo',
  palletsUnit: 'Tarimas',
  hazmatColumn: 'MP',
  totals: 'Totales',
  confirmationTerms:
    'El transportista indicado acepta transportar el envío descrito en esta confirmación a la tarifa indicada. Los cargos accesorios (tiempo de espera, pernocta, descarga y similares) se pagan solo una vez aprobados por el expedidor. El transportista factura al expedidor después de la entrega con este número de pedido; se puede solicitar el comprobante de entrega.',
  invoiceThanks: 'Indique el número de factura con su pago. Gracias por su preferencia.',
  bolCertification:
    'Recibido, sujeto a las clasificaciones y tarifas vigentes en la fecha de emisión de este conocimiento de embarque, el bien descrito arriba en aparente buen estado, salvo lo indicado, para ser transportado a su destino y entregado al consignatario. El expedidor certifica que los materiales están debidamente clasificados, embalados, marcados y etiquetados.',
  carrierAcceptance: 'Aceptado por el transportista',
  shipperSignature: 'Expedidor',
  carrierSignature: 'Transportista (conductor)',
  consigneeSignature: 'Consignatario',
  signature: 'Firma',
  printedName: 'Nombre',
  date: 'Fecha',
  page: 'Página {page} de {pages}',
  generatedAt: 'Generado el {date}',
  unprintable: 'Algunos caracteres no se pudieron imprimir en este documento: cada uno aparece como {mark}.',
};

const fr: DocumentTexts = {
  confirmationHeading: 'Confirmation de commande',
  confirmationSubheading: 'Confirmation de tarif et accord avec le transporteur',
  confirmationTitle: 'PDF de confirmation de commande',
  confirmationFile: 'confirmation-de-commande',
  invoiceHeading: 'Facture',
  invoiceTitle: 'Facture {number}',
  invoiceFile: 'facture',
  bolHeading: 'Connaissement',
  bolSubheading: 'Connaissement à personne dénommée, non négociable',
  bolTitle: 'Connaissement {orderId}',
  bolFile: 'connaissement',
  shipper: 'Expéditeur',
  carrier: 'Transporteur',
  billTo: 'Facturer à',
  remitTo: 'Payer à',
  consignee: 'Destinataire',
  shipFrom: "Lieu d'expédition",
  contact: 'Contact',
  phone: 'Téléphone',
  email: 'Courriel',
  dot: 'US DOT',
  mc: 'MC',
  orderId: 'Commande n°',
  loadId: 'Chargement n°',
  reference: 'Référence',
  poNumber: 'Bon de commande',
  orderDate: 'Date de la commande',
  acceptedAt: 'Acceptée le',
  issuedAt: 'Émis le',
  invoiceNumber: 'Facture n°',
  invoiceDate: 'Date de la facture',
  dueDate: "Date d'échéance",
  paymentTerms: 'Conditions de paiement',
  netDays: 'Net {days} jours',
  paidOn: 'Payée le {date}',
  stops: 'Arrêts',
  pickup: 'Enlèvement',
  delivery: 'Livraison',
  location: 'Lieu',
  window: 'Plage horaire (UTC)',
  appointment: 'Rendez-vous',
  notes: 'Remarques',
  shipment: 'Expédition',
  commodity: 'Marchandise',
  weight: 'Poids',
  pallets: 'Palettes',
  pieces: 'Pièces',
  equipment: 'Équipement',
  equipmentTypes: {
    dry_van: 'Fourgon sec 53 pi',
    reefer: 'Remorque réfrigérée 53 pi',
    flatbed: 'Plateau 48 pi',
    step_deck: 'Plateau surbaissé 48 pi',
    conestoga: 'Conestoga (bâche coulissante) 53 pi',
    lowboy: 'Fardier surbaissé / RGN',
    power_only: 'Tracteur seul',
    box_truck: 'Camion porteur fourgon 26 pi',
    hotshot: 'Hotshot 40 pi',
    tanker: 'Camion-citerne',
    container_chassis: 'Châssis porte-conteneur',
  },
  mode: 'Mode',
  modes: {
    FTL: 'Chargement complet (FTL)',
    LTL: 'Chargement partiel groupé (LTL)',
    PARTIAL: 'Chargement partiel',
    INTERMODAL: 'Intermodal',
    DRAYAGE: 'Camionnage portuaire (drayage)',
  },
  distance: 'Distance',
  hazmat: 'Matières dangereuses',
  yes: 'Oui',
  no: 'Non',
  temperature: 'Température',
  specialInstructions: 'Instructions particulières',
  truck: 'Camion',
  trailer: 'Remorque',
  driver: 'Chauffeur',
  plate: 'Plaque',
  notAssigned: 'Pas encore attribué',
  charges: 'Frais',
  description: 'Description',
  quantity: 'Qté',
  unitPrice: 'Prix unitaire',
  amount: 'Montant',
  lineHaul: 'Transport',
  total: 'Total',
  totalDue: 'Total à payer',
  paid: 'Payée',
  accessorials: {
    detention: 'Temps d’attente (détention)',
    layover: 'Immobilisation de nuit',
    lumper: 'Déchargement (lumper)',
    tonu: 'Camion commandé non utilisé (TONU)',
    fuel_surcharge: 'Supplément carburant',
    liftgate: 'Hayon élévateur',
    inside_delivery: 'Livraison à l’intérieur',
    extra_stop: 'Arrêt supplémentaire',
    other: 'Autres frais',
  },
  handlingUnits: 'Unités de manutention',
  packageType: 'Type',
  palletsUnit: 'Palettes',
  hazmatColumn: 'MD',
  totals: 'Totaux',
  confirmationTerms:
    "Le transporteur nommé ci-dessus accepte de transporter l'expédition décrite dans cette confirmation au tarif indiqué. Les frais accessoires (temps d'attente, immobilisation, déchargement, etc.) ne sont payables qu'une fois approuvés par l'expéditeur. Le transporteur facture l'expéditeur après la livraison avec ce numéro de commande ; une preuve de livraison peut être demandée.",
  invoiceThanks: 'Veuillez indiquer le numéro de facture avec votre paiement. Merci de votre confiance.',
  bolCertification:
    "Reçu, sous réserve des classifications et tarifs en vigueur à la date d'émission du présent connaissement, les biens décrits ci-dessus en bon état apparent, sauf indication contraire, pour être transportés à destination et livrés au destinataire. L'expéditeur certifie que les matières sont correctement classées, emballées, marquées et étiquetées.",
  carrierAcceptance: 'Accepté pour le transporteur',
  shipperSignature: 'Expéditeur',
  carrierSignature: 'Transporteur (chauffeur)',
  consigneeSignature: 'Destinataire',
  signature: 'Signature',
  printedName: 'Nom en lettres moulées',
  date: 'Date',
  page: 'Page {page} sur {pages}',
  generatedAt: 'Généré le {date}',
  unprintable: 'Certains caractères n’ont pas pu être imprimés dans ce document : chacun est remplacé par {mark}.',
};

export const DOCUMENT_TEXTS: Readonly<Record<LanguageCode, DocumentTexts>> = { en, sp, fr };

/**
 * An equipment type by its key in `language` (documents and e-mails); the stored (English) name for one without a
 * text, null for none.
 */
export const equipmentNameIn = (language: LanguageCode, equipment: { key: string | null; name: string | null }): string | null =>
  (equipment.key ? DOCUMENT_TEXTS[language].equipmentTypes[equipment.key as EquipmentKey] : undefined) ?? equipment.name;

/** `text` with its `{name}` placeholders replaced. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
