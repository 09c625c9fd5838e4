/**
 * Every text the API answers as `message` or `errors[].message`, keyed by its English text (what the code and the
 * spec spell, byte-exact), with its Spanish (`sp`) and French (`fr`) translations. A key may hold `{name}`
 * placeholders: the text is then matched as a pattern and each value is carried into the translation (itself
 * translated when TERMS has it). `test/i18n/catalogue.spec.ts` fails when a text the API can send is missing here.
 *
 * Wording follows the client's translations (libs/i18n, apps/<remote>/src/i18n) where they say the same thing.
 */
export type ServerTranslation = { sp: string; fr: string };

export const SERVER_TEXTS: Readonly<Record<string, ServerTranslation>> = {
  // --- Success texts of spec section 9 (also those of the modules still to come) ---
  'User Succesfully Registered. Please verify your Email': {
    sp: 'Usuario registrado correctamente. Verifique su correo electrónico',
    fr: 'Utilisateur inscrit avec succès. Veuillez vérifier votre e-mail',
  },
  'Company Successfully Registered': { sp: 'Empresa registrada correctamente', fr: 'Entreprise inscrite avec succès' },
  'Payment Verified Successfully': { sp: 'Pago verificado correctamente', fr: 'Paiement vérifié avec succès' },
  'Profile Updated Successfully': { sp: 'Perfil actualizado correctamente', fr: 'Profil mis à jour avec succès' },
  'Address Successfully Added': { sp: 'Dirección agregada correctamente', fr: 'Adresse ajoutée avec succès' },
  'Address Successfully Updated': { sp: 'Dirección actualizada correctamente', fr: 'Adresse mise à jour avec succès' },
  'Address Successfully Removed': { sp: 'Dirección eliminada correctamente', fr: 'Adresse supprimée avec succès' },
  'Lane Successfully Added': { sp: 'Ruta agregada correctamente', fr: 'Ligne ajoutée avec succès' },
  'Lane Successfully Updated': { sp: 'Ruta actualizada correctamente', fr: 'Ligne mise à jour avec succès' },
  'Lane Successfully Removed': { sp: 'Ruta eliminada correctamente', fr: 'Ligne supprimée avec succès' },
  'Warehouse Successfully Added': { sp: 'Almacén agregado correctamente', fr: 'Entrepôt ajouté avec succès' },
  'Warehouse Successfully Updated': { sp: 'Almacén actualizado correctamente', fr: 'Entrepôt mis à jour avec succès' },
  'Warehouse Successfully Removed': { sp: 'Almacén eliminado correctamente', fr: 'Entrepôt supprimé avec succès' },
  'Load Successfully Added': { sp: 'Carga agregada correctamente', fr: 'Chargement ajouté avec succès' },
  'Load Successfully Updated': { sp: 'Carga actualizada correctamente', fr: 'Chargement mis à jour avec succès' },
  'Load Successfully Removed': { sp: 'Carga eliminada correctamente', fr: 'Chargement supprimé avec succès' },
  'Load Successfully Broadcasted': { sp: 'Carga publicada correctamente', fr: 'Chargement diffusé avec succès' },
  'Quote Successfully Send to Users': { sp: 'Cotización enviada a los usuarios correctamente', fr: 'Devis envoyé aux utilisateurs avec succès' },
  'Load has been successfully accepted': { sp: 'La carga se aceptó correctamente', fr: 'Le chargement a été accepté avec succès' },
  'Order has been successfully Confirmed': { sp: 'El pedido se confirmó correctamente', fr: 'La commande a été confirmée avec succès' },
  'Order has been successfully Assigned': { sp: 'El pedido se asignó correctamente', fr: 'La commande a été attribuée avec succès' },
  'Invoice sent successfully': { sp: 'Factura enviada correctamente', fr: 'Facture envoyée avec succès' },
  'Order Status Successfully Updated': { sp: 'Estado del pedido actualizado correctamente', fr: 'Statut de la commande mis à jour avec succès' },
  'Order Status Reset Successfully.': { sp: 'Estado del pedido restablecido correctamente.', fr: 'Statut de la commande réinitialisé avec succès.' },
  'Shipment Label Successfully Deleted': { sp: 'Etiqueta de envío eliminada correctamente', fr: "Étiquette d'expédition supprimée avec succès" },
  'Purchase Order created successfully': { sp: 'Orden de compra creada correctamente', fr: 'Bon de commande créé avec succès' },
  'Purchase Order updated successfully': { sp: 'Orden de compra actualizada correctamente', fr: 'Bon de commande mis à jour avec succès' },
  'Order has been split successfully': { sp: 'El pedido se dividió correctamente', fr: 'La commande a été scindée avec succès' },
  'Container Successfully Updated': { sp: 'Contenedor actualizado correctamente', fr: 'Conteneur mis à jour avec succès' },
  'Order Successfully Updated': { sp: 'Pedido actualizado correctamente', fr: 'Commande mise à jour avec succès' },
  'User is now Favourite Successfully': { sp: 'El usuario ahora es favorito', fr: "L'utilisateur est maintenant un favori" },
  'User is now Unfavourite': { sp: 'El usuario ya no es favorito', fr: "L'utilisateur n'est plus un favori" },
  'Quote is now confirmed. Please wait for Quote to be Approved': {
    sp: 'La cotización está confirmada. Espere a que sea aprobada',
    fr: "Le devis est confirmé. Veuillez attendre qu'il soit approuvé",
  },
  'Quote is now Approved': { sp: 'La cotización está aprobada', fr: 'Le devis est approuvé' },
  'Quote is now declined. Thank You': { sp: 'La cotización fue rechazada. Gracias', fr: 'Le devis est refusé. Merci' },
  'All Quotes are cancelled. Thank You': { sp: 'Todas las cotizaciones fueron canceladas. Gracias', fr: 'Tous les devis sont annulés. Merci' },

  // --- Other success texts ---
  'Logout Successfully': { sp: 'Sesión cerrada correctamente', fr: 'Déconnexion réussie' },
  'Subscription saved': { sp: 'Suscripción guardada', fr: 'Abonnement enregistré' },
  OK: { sp: 'OK', fr: 'OK' },
  'App configuration': { sp: 'Configuración de la aplicación', fr: "Configuration de l'application" },
  'Maps configuration': { sp: 'Configuración de mapas', fr: 'Configuration des cartes' },
  'Addresses fetched': { sp: 'Direcciones obtenidas', fr: 'Adresses récupérées' },
  'Address fetched': { sp: 'Dirección obtenida', fr: 'Adresse récupérée' },
  'Default address fetched': { sp: 'Dirección predeterminada obtenida', fr: 'Adresse par défaut récupérée' },
  'Lanes fetched': { sp: 'Rutas obtenidas', fr: 'Lignes récupérées' },
  'Lane fetched': { sp: 'Ruta obtenida', fr: 'Ligne récupérée' },
  'Lane users fetched': { sp: 'Usuarios de la ruta obtenidos', fr: 'Utilisateurs de la ligne récupérés' },
  'Past loads fetched': { sp: 'Cargas anteriores obtenidas', fr: 'Chargements passés récupérés' },
  'Current loads fetched': { sp: 'Cargas actuales obtenidas', fr: 'Chargements en cours récupérés' },
  'Loads fetched': { sp: 'Cargas obtenidas', fr: 'Chargements récupérés' },
  // Quotes (quotes/routes.ts)
  'Passcode verified': { sp: 'Código de acceso verificado', fr: "Code d'accès vérifié" },
  'Quote fetched': { sp: 'Cotización obtenida', fr: 'Devis récupéré' },
  'Quote not found': { sp: 'Cotización no encontrada', fr: 'Devis introuvable' },
  'Wrong passcode': { sp: 'Código de acceso incorrecto', fr: "Code d'accès incorrect" },
  'Wrong passcode: {count} tries left before this quote is locked for 24 hours': {
    sp: 'Código de acceso incorrecto: le quedan {count} intentos antes de que esta cotización se bloquee durante 24 horas',
    fr: "Code d'accès incorrect : il vous reste {count} essais avant que ce devis soit verrouillé pendant 24 heures",
  },
  'Wrong passcode: 1 try left before this quote is locked for 24 hours': {
    sp: 'Código de acceso incorrecto: le queda 1 intento antes de que esta cotización se bloquee durante 24 horas',
    fr: "Code d'accès incorrect : il vous reste 1 essai avant que ce devis soit verrouillé pendant 24 heures",
  },
  'Too many wrong passcodes: this quote is locked. Please ask the shipper for a new quote request': {
    sp: 'Demasiados códigos de acceso incorrectos: esta cotización está bloqueada. Pida al remitente una nueva solicitud de cotización',
    fr: "Trop de codes d'accès incorrects : ce devis est verrouillé. Demandez à l'expéditeur une nouvelle demande de devis",
  },
  'This quote can no longer be confirmed': { sp: 'Esta cotización ya no se puede confirmar', fr: 'Ce devis ne peut plus être confirmé' },
  'This quote can no longer be declined': { sp: 'Esta cotización ya no se puede rechazar', fr: 'Ce devis ne peut plus être refusé' },
  'Only a confirmed quote can be approved': { sp: 'Solo se puede aprobar una cotización confirmada', fr: 'Seul un devis confirmé peut être approuvé' },
  'This load can no longer be given to a carrier': {
    sp: 'Esta carga ya no se puede asignar a un transportista',
    fr: 'Ce chargement ne peut plus être confié à un transporteur',
  },
  'This load has no open quotes to cancel': {
    sp: 'Esta carga no tiene cotizaciones abiertas para cancelar',
    fr: "Ce chargement n'a aucun devis ouvert à annuler",
  },
  'Must be in the future': { sp: 'Debe ser una fecha futura', fr: 'Doit être dans le futur' },
  // Quotes: awarding a load (shipments/award.ts), send-quote-users, comments, list (helper quotes-api)
  'This load already has an order': { sp: 'Esta carga ya tiene un pedido', fr: 'Ce chargement a déjà une commande' },
  'The load has no rate: set its rate before giving it to a carrier': {
    sp: 'La carga no tiene tarifa: indique su tarifa antes de asignarla a un transportista',
    fr: "Le chargement n'a pas de tarif : indiquez son tarif avant de le confier à un transporteur",
  },
  'Quote recipients fetched': { sp: 'Destinatarios de la cotización obtenidos', fr: 'Destinataires du devis récupérés' },
  'Quotes fetched': { sp: 'Cotizaciones obtenidas', fr: 'Devis récupérés' },
  'Comment sent': { sp: 'Comentario enviado', fr: 'Commentaire envoyé' },
  'Choose at least one recipient': { sp: 'Elija al menos un destinatario', fr: 'Choisissez au moins un destinataire' },
  'Not a user of a partner carrier': { sp: 'No es un usuario de un transportista asociado', fr: "Ce n'est pas un utilisateur d'un transporteur partenaire" },
  'Not an owner-operator of your company': {
    sp: 'No es un propietario-operador de su empresa',
    fr: "Ce n'est pas un artisan transporteur de votre entreprise",
  },
  'Quotes can only be requested for a pending or quoted load': {
    sp: 'Solo se pueden pedir cotizaciones para una carga pendiente o cotizada',
    fr: 'Les devis ne peuvent être demandés que pour un chargement en attente ou déjà chiffré',
  },
  '{email} has already sent a price for this load': {
    sp: '{email} ya envió un precio para esta carga',
    fr: '{email} a déjà envoyé un prix pour ce chargement',
  },
  'This quote has expired: please ask the carrier for a new price': {
    sp: 'Esta cotización ha caducado: pida al transportista un precio nuevo',
    fr: 'Ce devis a expiré : demandez un nouveau prix au transporteur',
  },
  'This quote is closed: comments are no longer possible': {
    sp: 'Esta cotización está cerrada: ya no se pueden enviar comentarios',
    fr: "Ce devis est clos : il n'est plus possible de commenter",
  },
  'Warehouses fetched': { sp: 'Almacenes obtenidos', fr: 'Entrepôts récupérés' },
  'Warehouse fetched': { sp: 'Almacén obtenido', fr: 'Entrepôt récupéré' },
  'Warehouse availability fetched': { sp: 'Disponibilidad del almacén obtenida', fr: "Disponibilité de l'entrepôt récupérée" },
  'Warehouse products fetched': { sp: 'Productos del almacén obtenidos', fr: "Produits de l'entrepôt récupérés" },
  'Load fetched': { sp: 'Carga obtenida', fr: 'Chargement récupéré' },
  'Equipment fetched': { sp: 'Equipos obtenidos', fr: 'Équipements récupérés' },
  'Direction fetched': { sp: 'Ruta calculada', fr: 'Itinéraire calculé' },
  'Location fetched': { sp: 'Ubicación obtenida', fr: 'Localisation récupérée' },
  'Distance matrix fetched': { sp: 'Matriz de distancias obtenida', fr: 'Matrice des distances récupérée' },

  // --- Errors: database constraints the routes did not expect (db/errors.ts) ---
  // Sent by id (texts/shared.ts); the catalogue test still names them through PG_VIOLATION_MESSAGES.
  'This record already exists': { sp: 'Este registro ya existe', fr: 'Cet enregistrement existe déjà' },
  'A referenced record does not exist or is still in use': {
    sp: 'Un registro referido no existe o todavía está en uso',
    fr: "Un enregistrement référencé n'existe pas ou est encore utilisé",
  },
  'A value is not allowed': { sp: 'Un valor no está permitido', fr: "Une valeur n'est pas autorisée" },
  'A required value is missing': { sp: 'Falta un valor obligatorio', fr: 'Une valeur obligatoire manque' },
  // --- Errors: accounts and access ---
  'Please verify your Email before logging in.': {
    sp: 'Verifique su correo electrónico antes de iniciar sesión.',
    fr: 'Veuillez vérifier votre e-mail avant de vous connecter.',
  },
  'This is a demo: only the demo accounts can sign in.': {
    sp: 'Esta es una demostración: solo las cuentas de demostración pueden iniciar sesión.',
    fr: 'Ceci est une démonstration : seuls les comptes de démonstration peuvent se connecter.',
  },
  'Unknown user': { sp: 'Usuario desconocido', fr: 'Utilisateur inconnu' },
  'You do not have permission to access this resource': {
    sp: 'No tiene permiso para acceder a este recurso',
    fr: "Vous n'avez pas l'autorisation d'accéder à cette ressource",
  },
  'Your account has no portal access': { sp: 'Su cuenta no tiene acceso al portal', fr: "Votre compte n'a pas accès au portail" },
  'Cross-site request refused': { sp: 'Solicitud entre sitios rechazada', fr: 'Requête intersite refusée' },
  // Sent by id (texts/shared.ts); the catalogue test still translates it.
  'Too many {what}. Please try again in {seconds} seconds.': {
    sp: 'Demasiados {what}. Inténtelo de nuevo en {seconds} segundos.',
    fr: 'Trop de {what}. Réessayez dans {seconds} secondes.',
  },

  // --- Errors: addresses, lanes, warehouses, maps ---
  'Address not found': { sp: 'Dirección no encontrada', fr: 'Adresse introuvable' },
  'This address is used by a lane; remove the lane first': {
    sp: 'Una ruta usa esta dirección; elimine primero la ruta',
    fr: "Cette adresse est utilisée par une ligne ; supprimez d'abord la ligne",
  },
  'Lane not found': { sp: 'Ruta no encontrada', fr: 'Ligne introuvable' },
  'Origin and destination must be different addresses': {
    sp: 'El origen y el destino deben ser direcciones distintas',
    fr: "L'origine et la destination doivent être des adresses différentes",
  },
  'Warehouse not found': { sp: 'Almacén no encontrado', fr: 'Entrepôt introuvable' },
  'Available pallets cannot exceed the capacity': {
    sp: 'Los palés disponibles no pueden superar la capacidad',
    fr: 'Les palettes disponibles ne peuvent pas dépasser la capacité',
  },
  'Another warehouse already uses this code': { sp: 'Otro almacén ya usa este código', fr: 'Un autre entrepôt utilise déjà ce code' },
  "Postal Zipcode doesn't match with Locality City": {
    sp: 'El código postal no coincide con la ciudad de la localidad',
    fr: 'Le code postal ne correspond pas à la ville de la localité',
  },
  'Unknown postal code': { sp: 'Código postal desconocido', fr: 'Code postal inconnu' },
  'A US ZIP code needs country USA': { sp: 'Un código ZIP de EE. UU. requiere el país USA', fr: 'Un code ZIP américain exige le pays USA' },
  'A Canadian postal code needs country CANADA': {
    sp: 'Un código postal canadiense requiere el país CANADA',
    fr: 'Un code postal canadien exige le pays CANADA',
  },
  'This postal code is not in {country}': { sp: 'Este código postal no está en {country}', fr: "Ce code postal n'est pas en {country}" },
  'Unknown place: {place}': { sp: 'Lugar desconocido: {place}', fr: 'Lieu inconnu : {place}' },
  'At most 25 places': { sp: 'Como máximo 25 lugares', fr: '25 lieux au maximum' },
  'No route found': { sp: 'No se encontró ninguna ruta', fr: 'Aucun itinéraire trouvé' },
  'No route found from origins[{origin}] to destinations[{destination}]': {
    sp: 'No se encontró ninguna ruta de origins[{origin}] a destinations[{destination}]',
    fr: 'Aucun itinéraire trouvé de origins[{origin}] à destinations[{destination}]',
  },
  'No known locality near this position': {
    sp: 'No hay ninguna localidad conocida cerca de esta posición',
    fr: 'Aucune localité connue près de cette position',
  },
  'Must be "lat,lng"': { sp: 'Debe ser "lat,lng"', fr: 'Doit être "lat,lng"' },
  'Latitude must be between -90 and 90': { sp: 'La latitud debe estar entre -90 y 90', fr: 'La latitude doit être comprise entre -90 et 90' },
  'Longitude must be between -180 and 180': { sp: 'La longitud debe estar entre -180 y 180', fr: 'La longitude doit être comprise entre -180 et 180' },
  'Not a push service address': { sp: 'No es una dirección de un servicio de notificaciones', fr: "Ce n'est pas l'adresse d'un service de notifications" },
  // --- Errors: loads (load-manager add-load, load-update, remove-load, load-detail) ---
  'Load not found': { sp: 'Carga no encontrada', fr: 'Chargement introuvable' },
  'The load can no longer be edited: it is {status}': {
    sp: 'La carga ya no se puede editar: está {status}',
    fr: 'Le chargement ne peut plus être modifié : il est {status}',
  },
  'The load has an order and cannot be removed': {
    sp: 'La carga tiene un pedido y no se puede eliminar',
    fr: 'Le chargement a une commande et ne peut pas être supprimé',
  },
  'A load needs at least one pickup': { sp: 'Una carga necesita al menos una recogida', fr: 'Un chargement nécessite au moins un enlèvement' },
  'A load needs at least one delivery': { sp: 'Una carga necesita al menos una entrega', fr: 'Un chargement nécessite au moins une livraison' },
  'The first stop must be a pickup': { sp: 'La primera parada debe ser una recogida', fr: 'Le premier arrêt doit être un enlèvement' },
  'The last stop must be a delivery': { sp: 'La última parada debe ser una entrega', fr: 'Le dernier arrêt doit être une livraison' },
  'The window must end after it starts': { sp: 'La ventana debe terminar después de empezar', fr: 'Le créneau doit se terminer après son début' },
  'This window has already ended: choose a time from now on': {
    sp: 'Esta ventana ya terminó: elija una hora a partir de ahora',
    fr: 'Ce créneau est déjà terminé : choisissez une heure à partir de maintenant',
  },
  'Each stop must start no earlier than the stop before it': {
    sp: 'Cada parada debe empezar no antes que la parada anterior',
    fr: "Chaque arrêt doit commencer au plus tôt au début de l'arrêt précédent",
  },
  'The minimum temperature must not exceed the maximum': {
    sp: 'La temperatura mínima no debe superar la máxima',
    fr: 'La température minimale ne doit pas dépasser la maximale',
  },
  'Unknown equipment': { sp: 'Equipo desconocido', fr: 'Équipement inconnu' },

  // --- Load board (loads/board-routes.ts, LOAD_BOARD_MESSAGES; helper board) ---
  'Load board fetched': { sp: 'Bolsa de cargas obtenida', fr: 'Bourse de fret récupérée' },
  'Only a pending or quoted load can be broadcast: this one is {status}': {
    sp: 'Solo se puede publicar una carga pendiente o cotizada: esta está {status}',
    fr: 'Seul un chargement en attente ou avec devis peut être diffusé : celui-ci est {status}',
  },
  'Set a rate on the load before broadcasting it': {
    sp: 'Indique una tarifa para la carga antes de publicarla',
    fr: 'Indiquez un tarif pour le chargement avant de le diffuser',
  },
  'This load can no longer be accepted: it is {status}': {
    sp: 'Esta carga ya no se puede aceptar: está {status}',
    fr: 'Ce chargement ne peut plus être accepté : il est {status}',
  },
  'The end of the range must not be before its start': {
    sp: 'El final del intervalo no debe ser anterior a su inicio',
    fr: "La fin de l'intervalle ne doit pas précéder son début",
  },

  // --- Bulk loads and schedules (loads/bulk-routes.ts, LOAD_BULK_MESSAGES) ---
  '{count} Loads Successfully Added': { sp: '{count} cargas agregadas correctamente', fr: '{count} chargements ajoutés avec succès' },
  'Schedule created: {count} Loads Successfully Added': {
    sp: 'Programación creada: {count} cargas agregadas correctamente',
    fr: 'Planification créée : {count} chargements ajoutés avec succès',
  },
  'Give a number of loads or an end date': { sp: 'Indique un número de cargas o una fecha de fin', fr: 'Indiquez un nombre de chargements ou une date de fin' },
  'The end date must not be before the start date': {
    sp: 'La fecha de fin no debe ser anterior a la de inicio',
    fr: 'La date de fin ne doit pas précéder la date de début',
  },
  'A schedule makes at most {max} loads': { sp: 'Una programación crea como máximo {max} cargas', fr: 'Une planification crée au plus {max} chargements' },
  'The schedule makes no load: check the weekdays and dates': {
    sp: 'La programación no crea ninguna carga: revise los días y las fechas',
    fr: 'La planification ne crée aucun chargement : vérifiez les jours et les dates',
  },
  'The schedule reaches too far ahead (at most two years)': {
    sp: 'La programación llega demasiado lejos (dos años como máximo)',
    fr: 'La planification va trop loin (deux ans au maximum)',
  },
  'Unknown time zone': { sp: 'Zona horaria desconocida', fr: 'Fuseau horaire inconnu' },
  "The schedule's first loads would have windows that have already ended: start it later": {
    sp: 'Las primeras cargas del programa tendrían ventanas ya terminadas: empiécelo más tarde',
    fr: 'Les premiers chargements du calendrier auraient des créneaux déjà terminés : commencez-le plus tard',
  },

  // --- Price and carrier insight (insight/price-insight-routes.ts, INSIGHT_MESSAGES; helper insight-api) ---
  'Price insight fetched': { sp: 'Referencia de precio obtenida', fr: 'Repère de prix récupéré' },
  'Carrier insight fetched': { sp: 'Indicadores de transportistas obtenidos', fr: 'Indicateurs des transporteurs récupérés' },
  'Carrier fetched': { sp: 'Transportista obtenido', fr: 'Transporteur récupéré' },
  'Carrier not found': { sp: 'Transportista no encontrado', fr: 'Transporteur introuvable' },
  'Give a lane, the origin and destination cities with their states, or the origin and destination positions': {
    sp: 'Indique una ruta, las ciudades de origen y destino con sus estados, o las posiciones de origen y destino',
    fr: "Indiquez une ligne, les villes d'origine et de destination avec leur état, ou les positions d'origine et de destination",
  },
  'Give the city and its state together': { sp: 'Indique la ciudad junto con su estado', fr: 'Indiquez la ville avec son état' },
  'Give the latitude and the longitude together': { sp: 'Indique la latitud junto con la longitud', fr: 'Indiquez la latitude avec la longitude' },
  'A radius needs the origin and destination positions': {
    sp: 'Un radio requiere las posiciones de origen y destino',
    fr: "Un rayon nécessite les positions d'origine et de destination",
  },

  // --- Load trucks, sub-loads, details update, products (loads/truck-routes.ts, integration-manager; trucks-api) ---
  'Available trucks fetched': { sp: 'Camiones disponibles obtenidos', fr: 'Camions disponibles récupérés' },
  'Sub-loads fetched': { sp: 'Subcargas obtenidas', fr: 'Sous-chargements récupérés' },
  'Truck not found': { sp: 'Camión no encontrado', fr: 'Camion introuvable' },
  'A truck can no longer be assigned to this load: it is {status}': {
    sp: 'Ya no se puede asignar un camión a esta carga: está {status}',
    fr: 'Un camion ne peut plus être affecté à ce chargement : il est {status}',
  },
  'No trucks are looked for a load that is {status}': {
    sp: 'No se buscan camiones para una carga que está {status}',
    fr: 'On ne cherche pas de camions pour un chargement qui est {status}',
  },
  'This truck is on load {loadId} until it is delivered': {
    sp: 'Este camión está en la carga {loadId} hasta que se entregue',
    fr: "Ce camion est sur le chargement {loadId} jusqu'à sa livraison",
  },
  'This truck is assigned to load {loadId} at the same time': {
    sp: 'Este camión está asignado a la carga {loadId} en ese mismo horario',
    fr: 'Ce camion est affecté au chargement {loadId} au même moment',
  },
  'This truck is not available (inactive or in maintenance)': {
    sp: 'Este camión no está disponible (inactivo o en mantenimiento)',
    fr: "Ce camion n'est pas disponible (inactif ou en maintenance)",
  },
  'This load is given to another carrier: only its trucks can be assigned': {
    sp: 'Esta carga está asignada a otro transportista: solo se pueden asignar sus camiones',
    fr: 'Ce chargement est confié à un autre transporteur : seuls ses camions peuvent être affectés',
  },
  "The truck's equipment does not match the load's": {
    sp: 'El equipo del camión no coincide con el de la carga',
    fr: "L'équipement du camion ne correspond pas à celui du chargement",
  },
  "The load's first pickup has no known position": {
    sp: 'La primera recogida de la carga no tiene una ubicación conocida',
    fr: "Le premier enlèvement du chargement n'a pas de position connue",
  },
  'The load can no longer be split: it is {status}': {
    sp: 'La carga ya no se puede dividir: está {status}',
    fr: 'Le chargement ne peut plus être scindé : il est {status}',
  },
  'A sub-load cannot be split again': { sp: 'Una subcarga no se puede volver a dividir', fr: 'Un sous-chargement ne peut pas être scindé à nouveau' },
  'The sub-loads together weigh more than the load ({weight})': {
    sp: 'Las subcargas juntas pesan más que la carga ({weight})',
    fr: 'Les sous-chargements pèsent ensemble plus que le chargement ({weight})',
  },
  'The sub-loads together hold more pallets than the load ({pallets})': {
    sp: 'Las subcargas juntas tienen más palés que la carga ({pallets})',
    fr: 'Les sous-chargements comptent ensemble plus de palettes que le chargement ({pallets})',
  },
  'The sub-loads together hold more pieces than the load ({pieces})': {
    sp: 'Las subcargas juntas tienen más piezas que la carga ({pieces})',
    fr: 'Les sous-chargements comptent ensemble plus de pièces que le chargement ({pieces})',
  },
  'The load must hold at least what its sub-loads hold ({value})': {
    sp: 'La carga debe contener al menos lo que contienen sus subcargas ({value})',
    fr: 'Le chargement doit contenir au moins ce que contiennent ses sous-chargements ({value})',
  },
  'The load details can no longer be changed: it is {status}': {
    sp: 'Los datos de la carga ya no se pueden cambiar: está {status}',
    fr: 'Les détails du chargement ne peuvent plus être modifiés : il est {status}',
  },
  'Stop not found': { sp: 'Parada no encontrada', fr: 'Arrêt introuvable' },

  // --- Fleet: positions and favourites (tracking/position-routes.ts, favourite-routes.ts; helper fleet-positions) ---
  'Truck location updated': { sp: 'Ubicación del camión actualizada', fr: 'Position du camion mise à jour' },
  'Trucks found': { sp: 'Camiones encontrados', fr: 'Camions trouvés' },

  // --- Fleet: favourite carrier companies (fleet/favourite-routes.ts, FLEET_POSITION_MESSAGES; helper search) ---
  'Give either a truck (truckerId) or a carrier company (carrierCompanyId)': {
    sp: 'Indique o bien un camión (truckerId) o bien una empresa transportista (carrierCompanyId)',
    fr: 'Indiquez soit un camion (truckerId), soit une entreprise de transport (carrierCompanyId)',
  },

  // --- Fleet: trucks (fleet/routes.ts, FLEET_TRUCK_MESSAGES; helper fleet-crud) ---
  'Truck Successfully Added': { sp: 'Camión agregado con éxito', fr: 'Camion ajouté avec succès' },
  'Truck Successfully Updated': { sp: 'Camión actualizado con éxito', fr: 'Camion mis à jour avec succès' },
  'Truck Successfully Removed': { sp: 'Camión eliminado con éxito', fr: 'Camion supprimé avec succès' },
  'Trucks Successfully Updated': { sp: 'Camiones actualizados con éxito', fr: 'Camions mis à jour avec succès' },
  'Trucks fetched': { sp: 'Camiones obtenidos', fr: 'Camions récupérés' },
  'Truck fetched': { sp: 'Camión obtenido', fr: 'Camion récupéré' },
  'This truck carries a load ({loadId}): it can be removed once the load is delivered or reassigned': {
    sp: 'Este camión lleva una carga ({loadId}): se podrá eliminar cuando la carga se entregue o se reasigne',
    fr: 'Ce camion transporte un chargement ({loadId}) : il pourra être supprimé une fois le chargement livré ou réaffecté',
  },
  'Another truck of your company already has this unit number': {
    sp: 'Otro camión de su empresa ya tiene este número de unidad',
    fr: "Un autre camion de votre entreprise a déjà ce numéro d'unité",
  },
  'Unknown equipment type': { sp: 'Tipo de equipo desconocido', fr: "Type d'équipement inconnu" },
  'The year must be between {min} and {max}': { sp: 'El año debe estar entre {min} y {max}', fr: "L'année doit être comprise entre {min} et {max}" },
  "'On a load' is not set by hand: a truck shows it while one of its loads is under way": {
    sp: "'Con carga' no se asigna a mano: un camión lo muestra mientras una de sus cargas está en curso",
    fr: "« En chargement » ne se choisit pas à la main : un camion l'affiche tant qu'un de ses chargements est en cours",
  },
  // --- Fleet: trucks screens' calls (trucker-list-lane, trucker-positions, trucker-lanes; helper trucks) ---
  'Unknown lane': { sp: 'Ruta desconocida', fr: 'Ligne inconnue' },
  'Truck positions fetched': { sp: 'Posiciones de camiones obtenidas', fr: 'Positions des camions récupérées' },

  // --- Chat (chat/routes.ts, chat/driver-routes.ts, CHAT_MESSAGES; helper chat) ---
  'Chat threads fetched': { sp: 'Conversaciones obtenidas', fr: 'Conversations récupérées' },
  'Chat messages fetched': { sp: 'Mensajes obtenidos', fr: 'Messages récupérés' },
  'Message sent': { sp: 'Mensaje enviado', fr: 'Message envoyé' },
  'Messages marked as read': { sp: 'Mensajes marcados como leídos', fr: 'Messages marqués comme lus' },
  'Write a message first': { sp: 'Escriba un mensaje primero', fr: "Écrivez d'abord un message" },
  'New message from {company}': { sp: 'Nuevo mensaje de {company}', fr: 'Nouveau message de {company}' },

  // --- Driver pages (fleet/driver-link-routes.ts, shipments/driver-routes.ts, shipments/proof-routes.ts, DRIVER_MESSAGES; helper driver) ---
  'Driver link sent': { sp: 'Enlace enviado al conductor', fr: 'Lien envoyé au chauffeur' },
  'Driver link revoked': { sp: 'Enlace del conductor revocado', fr: 'Lien du chauffeur révoqué' },
  'Driver link not found': { sp: 'Enlace del conductor no encontrado', fr: 'Lien du chauffeur introuvable' },
  'This truck has no load to drive': { sp: 'Este camión no tiene ninguna carga que llevar', fr: "Ce camion n'a aucun chargement à transporter" },
  'This driver link has expired or is no longer valid': {
    sp: 'Este enlace de conductor caducó o ya no es válido',
    fr: "Ce lien de chauffeur a expiré ou n'est plus valide",
  },
  'Assignment fetched': { sp: 'Asignación obtenida', fr: 'Affectation récupérée' },
  'This assignment was cancelled or given to another truck': {
    sp: 'Esta asignación se canceló o se dio a otro camión',
    fr: 'Cette affectation a été annulée ou confiée à un autre camion',
  },
  'Status updated': { sp: 'Estado actualizado', fr: 'Statut mis à jour' },
  'Confirm the previous step first': { sp: 'Confirme primero el paso anterior', fr: "Confirmez d'abord l'étape précédente" },
  'This step is already done': { sp: 'Este paso ya está hecho', fr: 'Cette étape est déjà faite' },
  'This load is already delivered': { sp: 'Esta carga ya está entregada', fr: 'Ce chargement est déjà livré' },
  'Confirm your arrival at delivery first': { sp: 'Confirme primero su llegada a la entrega', fr: "Confirmez d'abord votre arrivée à la livraison" },
  'Delivery confirmed': { sp: 'Entrega confirmada', fr: 'Livraison confirmée' },
  'The signature must be a PNG image of at most 200 KB': {
    sp: 'La firma debe ser una imagen PNG de 200 KB como máximo',
    fr: 'La signature doit être une image PNG de 200 Ko au plus',
  },
  'A photo must be a JPEG, PNG or WebP image of at most 2 MB': {
    sp: 'Una foto debe ser una imagen JPEG, PNG o WebP de 2 MB como máximo',
    fr: 'Une photo doit être une image JPEG, PNG ou WebP de 2 Mo au plus',
  },
  'Location shared': { sp: 'Ubicación compartida', fr: 'Position partagée' },
  'Location is shared only between pickup and delivery': {
    sp: 'La ubicación solo se comparte entre la recogida y la entrega',
    fr: "La position n'est partagée qu'entre l'enlèvement et la livraison",
  },
  'Proof of delivery fetched': { sp: 'Comprobante de entrega obtenido', fr: 'Preuve de livraison récupérée' },
  'Proof of delivery not found': { sp: 'Comprobante de entrega no encontrado', fr: 'Preuve de livraison introuvable' },

  // --- Real time (realtime/routes.ts; helper realtime) ---
  'Open this address as a WebSocket': { sp: 'Abra esta dirección como WebSocket', fr: 'Ouvrez cette adresse en WebSocket' },
  // --- Tracking (tracking/routes.ts, TRACKING_MESSAGES; helper tracking) ---
  'Tracking fetched': { sp: 'Seguimiento obtenido', fr: 'Suivi récupéré' },
  'Tracking location fetched': { sp: 'Ubicación de seguimiento obtenida', fr: 'Position de suivi récupérée' },
  'Tracking not available': { sp: 'Seguimiento no disponible', fr: 'Suivi non disponible' },
  'This tracking link is no longer valid': { sp: 'Este enlace de seguimiento ya no es válido', fr: "Ce lien de suivi n'est plus valide" },
  'Too many tracking links tried. Try again later': {
    sp: 'Demasiados enlaces de seguimiento probados. Vuelva a intentarlo más tarde',
    fr: 'Trop de liens de suivi essayés. Réessayez plus tard',
  },
  'Tracking link created': { sp: 'Enlace de seguimiento creado', fr: 'Lien de suivi créé' },
  'Tracking links fetched': { sp: 'Enlaces de seguimiento obtenidos', fr: 'Liens de suivi récupérés' },
  'Tracking link revoked': { sp: 'Enlace de seguimiento revocado', fr: 'Lien de suivi révoqué' },
  'Tracking link not found': { sp: 'Enlace de seguimiento no encontrado', fr: 'Lien de suivi introuvable' },

  // --- Purchase orders list (purchase-orders/routes.ts, PURCHASE_ORDER_MESSAGES; helper history) ---
  'Purchase orders fetched': { sp: 'Órdenes de compra obtenidas', fr: 'Bons de commande récupérés' },

  // --- Purchase orders API (po-api: purchase-manager routes/writes/split, purchase-orders/erp-routes.ts; PURCHASE_ORDER_TEXTS) ---
  'Purchase order fetched': { sp: 'Orden de compra obtenida', fr: 'Bon de commande récupéré' },
  'Bill of lading updated': { sp: 'Conocimiento de embarque actualizado', fr: 'Connaissement mis à jour' },
  'Purchase order closed': { sp: 'Orden de compra cerrada', fr: 'Bon de commande clôturé' },
  'ERP purchase orders fetched': { sp: 'Órdenes de compra del ERP obtenidas', fr: "Bons de commande de l'ERP récupérés" },
  'Purchase order not found': { sp: 'Orden de compra no encontrada', fr: 'Bon de commande introuvable' },
  'Container not found': { sp: 'Contenedor no encontrado', fr: 'Conteneur introuvable' },
  'This purchase order is not in the ERP': { sp: 'Esta orden de compra no está en el ERP', fr: "Ce bon de commande n'est pas dans l'ERP" },
  'This purchase order is closed and can no longer be changed': {
    sp: 'Esta orden de compra está cerrada y ya no se puede modificar',
    fr: 'Ce bon de commande est clôturé et ne peut plus être modifié',
  },
  'This purchase order cannot go from {from} to {to}': {
    sp: 'Esta orden de compra no puede pasar de {from} a {to}',
    fr: 'Ce bon de commande ne peut pas passer de {from} à {to}',
  },
  'Container {number} is already on an open purchase order': {
    sp: 'El contenedor {number} ya está en una orden de compra abierta',
    fr: 'Le conteneur {number} est déjà sur un bon de commande ouvert',
  },
  'This ERP purchase order is already imported as {poNumber}': {
    sp: 'Esta orden de compra del ERP ya está importada como {poNumber}',
    fr: "Ce bon de commande de l'ERP est déjà importé sous {poNumber}",
  },
  'Choose at least one line or container to move': {
    sp: 'Elija al menos una línea o un contenedor para mover',
    fr: 'Choisissez au moins une ligne ou un conteneur à déplacer',
  },
  'Leave at least one line on the original order': {
    sp: 'Deje al menos una línea en la orden original',
    fr: "Laissez au moins une ligne sur le bon d'origine",
  },
  'Move between 1 and {max}': { sp: 'Mueva entre 1 y {max}', fr: 'Déplacez entre 1 et {max}' },
  'Wrong check digit: ISO 6346 gives {digit}': {
    sp: 'Dígito de control incorrecto: ISO 6346 da {digit}',
    fr: 'Chiffre de contrôle erroné : ISO 6346 donne {digit}',
  },
  'This container is already on this order': { sp: 'Este contenedor ya está en esta orden', fr: 'Ce conteneur est déjà sur ce bon' },
  'Choose one of the containers of this order': { sp: 'Elija uno de los contenedores de esta orden', fr: "Choisissez l'un des conteneurs de ce bon" },
  'Not a line of this purchase order': { sp: 'No es una línea de esta orden de compra', fr: "Ce n'est pas une ligne de ce bon de commande" },
  'Not a container of this purchase order': { sp: 'No es un contenedor de esta orden de compra', fr: "Ce n'est pas un conteneur de ce bon de commande" },
  'Product not found': { sp: 'Producto no encontrado', fr: 'Produit introuvable' },
  'The ETA must be after the departure': { sp: 'La ETA debe ser posterior a la salida', fr: "L'ETA doit être après le départ" },
  'The order total is too large': { sp: 'El total de la orden es demasiado grande', fr: 'Le total du bon est trop élevé' },
  'Container {number} has tracking history: it cannot be removed or renumbered': {
    sp: 'El contenedor {number} tiene historial de seguimiento: no se puede quitar ni cambiar de número',
    fr: 'Le conteneur {number} a un historique de suivi : il ne peut être ni retiré ni renuméroté',
  },
  'This line moves whole with its container': { sp: 'Esta línea se mueve entera con su contenedor', fr: 'Cette ligne part entière avec son conteneur' },
  'Choose each line once': { sp: 'Elija cada línea una sola vez', fr: 'Choisissez chaque ligne une seule fois' },

  // --- From ship to truck (replan-api: purchase-manager/replan/, address-book/warehouse-arrivals.ts) ---
  'Drayage load created': { sp: 'Carga de acarreo creada', fr: 'Chargement de camionnage portuaire créé' },
  'The container is not discharged yet': { sp: 'El contenedor aún no se ha descargado', fr: "Le conteneur n'est pas encore déchargé" },
  'This container already has a drayage load': {
    sp: 'Este contenedor ya tiene una carga de acarreo',
    fr: 'Ce conteneur a déjà un chargement de camionnage portuaire',
  },
  'Choose a destination warehouse on the purchase order first': {
    sp: 'Elija primero un almacén de destino en la orden de compra',
    fr: "Choisissez d'abord un entrepôt de destination sur le bon de commande",
  },
  'Expected arrivals fetched': { sp: 'Llegadas previstas obtenidas', fr: 'Arrivées prévues récupérées' },

  // --- Container tracking (tracking-api: purchase-manager/tracking/; 'Tracking fetched' is above) ---
  'No container with this number is on your purchase orders': {
    sp: 'Ningún contenedor con este número está en sus órdenes de compra',
    fr: 'Aucun conteneur portant ce numéro ne figure sur vos bons de commande',
  },
  'No purchase order has this bill of lading': {
    sp: 'Ninguna orden de compra tiene este conocimiento de embarque',
    fr: "Aucun bon de commande n'a ce connaissement",
  },
  'Tracking update received': { sp: 'Actualización de seguimiento recibida', fr: 'Mise à jour de suivi reçue' },
  'The Vizion webhook is not configured': { sp: 'El webhook de Vizion no está configurado', fr: "Le webhook Vizion n'est pas configuré" },
  'Invalid webhook secret': { sp: 'Secreto del webhook no válido', fr: 'Secret du webhook invalide' },

  // --- Shipping labels (documents/label-routes.ts, providers/labels, LABEL_MESSAGES; helper labels) ---
  'Shipment rates fetched': { sp: 'Tarifas de envío obtenidas', fr: "Tarifs d'expédition récupérés" },
  'Shipment label purchased': { sp: 'Etiqueta de envío comprada', fr: "Étiquette d'expédition achetée" },
  'Shipment tracking fetched': { sp: 'Seguimiento del envío obtenido', fr: "Suivi de l'envoi récupéré" },
  'Shipment labels fetched': { sp: 'Etiquetas de envío obtenidas', fr: "Étiquettes d'expédition récupérées" },
  'Shipment label not found': { sp: 'Etiqueta de envío no encontrada', fr: "Étiquette d'expédition introuvable" },
  'This label is already cancelled': { sp: 'Esta etiqueta ya está cancelada', fr: 'Cette étiquette est déjà annulée' },
  'This label is already purchased': { sp: 'Esta etiqueta ya está comprada', fr: 'Cette étiquette est déjà achetée' },
  'This label is not purchased yet: there is nothing to track': {
    sp: 'Esta etiqueta aún no está comprada: no hay nada que rastrear',
    fr: "Cette étiquette n'est pas encore achetée : il n'y a rien à suivre",
  },
  'This label is cancelled: it is no longer tracked': {
    sp: 'Esta etiqueta está cancelada: ya no se rastrea',
    fr: "Cette étiquette est annulée : elle n'est plus suivie",
  },
  'This label has no file: buy it first': {
    sp: 'Esta etiqueta no tiene archivo: cómprela primero',
    fr: "Cette étiquette n'a pas de fichier : achetez-la d'abord",
  },
  'This rate is not one of the shipment’s rates': {
    sp: 'Esta tarifa no es una de las tarifas del envío',
    fr: "Ce tarif ne fait pas partie des tarifs de l'envoi",
  },
  'Required without an order': { sp: 'Obligatorio sin un pedido', fr: 'Obligatoire sans commande' },
  'The order has no stop to take this address from': {
    sp: 'El pedido no tiene una parada de la que tomar esta dirección',
    fr: "La commande n'a pas d'arrêt d'où prendre cette adresse",
  },
  'Length plus girth may be at most 165 inches': {
    sp: 'El largo más el contorno puede ser como máximo de 165 pulgadas',
    fr: 'La longueur plus le périmètre ne peut dépasser 165 pouces',
  },
  'The shipping label service is unavailable. Please try again.': {
    sp: 'El servicio de etiquetas de envío no está disponible. Vuelva a intentarlo.',
    fr: "Le service d'étiquettes d'expédition est indisponible. Veuillez réessayer.",
  },
  'No carrier offered a rate for this parcel': {
    sp: 'Ningún transportista ofreció una tarifa para este paquete',
    fr: "Aucun transporteur n'a proposé de tarif pour ce colis",
  },

  // --- Orders (order-manager/*, ORDER_MESSAGES; helper orders-api) ---
  'Order fetched': { sp: 'Pedido obtenido', fr: 'Commande récupérée' },
  'Orders fetched': { sp: 'Pedidos obtenidos', fr: 'Commandes récupérées' },
  'Order not found': { sp: 'Pedido no encontrado', fr: 'Commande introuvable' },
  'Assignment not found': { sp: 'Asignación no encontrada', fr: 'Affectation introuvable' },
  'Accessorial charge not found': { sp: 'Cargo adicional no encontrado', fr: 'Frais annexe introuvable' },
  'This order is {from} and cannot become {to}': {
    sp: 'Este pedido está {from} y no puede pasar a {to}',
    fr: 'Cette commande est {from} et ne peut pas passer à {to}',
  },
  'Only the carrier of this order can do this': {
    sp: 'Solo el transportista de este pedido puede hacerlo',
    fr: 'Seul le transporteur de cette commande peut le faire',
  },
  'Only the shipper of this order can do this': {
    sp: 'Solo el remitente de este pedido puede hacerlo',
    fr: "Seul l'expéditeur de cette commande peut le faire",
  },
  'This order was already accepted': { sp: 'Este pedido ya fue aceptado', fr: 'Cette commande a déjà été acceptée' },
  'This order is already invoiced': { sp: 'Este pedido ya está facturado', fr: 'Cette commande est déjà facturée' },
  'The order can be invoiced once delivered': { sp: 'El pedido se puede facturar una vez entregado', fr: 'La commande peut être facturée une fois livrée' },
  'This order is already marked paid': { sp: 'Este pedido ya está marcado como pagado', fr: 'Cette commande est déjà marquée payée' },
  'The order can be marked paid once invoiced': {
    sp: 'El pedido se puede marcar como pagado una vez facturado',
    fr: 'La commande peut être marquée payée une fois facturée',
  },
  'This accessorial charge was already approved': { sp: 'Este cargo adicional ya fue aprobado', fr: 'Ce frais annexe a déjà été approuvé' },
  'Accessorial charges wait for the shipper: approve or decline them before invoicing': {
    sp: 'Hay cargos adicionales pendientes del remitente: apruébelos o rechácelos antes de facturar',
    fr: "Des frais annexes attendent l'expéditeur : approuvez-les ou refusez-les avant de facturer",
  },
  'The shipper has no e-mail address to send the invoice to': {
    sp: 'El remitente no tiene una dirección de correo a la que enviar la factura',
    fr: "L'expéditeur n'a pas d'adresse e-mail à laquelle envoyer la facture",
  },
  'Accessorial charges can be asked for once the order is accepted, until it is invoiced': {
    sp: 'Los cargos adicionales se pueden pedir una vez aceptado el pedido y hasta que se facture',
    fr: "Les frais annexes peuvent être demandés une fois la commande acceptée, jusqu'à sa facturation",
  },
  'This accessorial charge was declined: the carrier may change it, which asks again': {
    sp: 'Este cargo adicional fue rechazado: el transportista puede modificarlo, lo que lo solicita de nuevo',
    fr: 'Ce frais annexe a été refusé : le transporteur peut le modifier, ce qui le redemande',
  },
  'The driver can be marked paid once the order is invoiced': {
    sp: 'El conductor se puede marcar como pagado una vez facturado el pedido',
    fr: 'Le chauffeur peut être marqué payé une fois la commande facturée',
  },
  'In transit and delivered follow the truck: move the assignment instead': {
    sp: 'En tránsito y entregado siguen al camión: mueva la asignación',
    fr: "En transit et livrée suivent le camion : faites avancer l'affectation",
  },

  // --- Order documents (documents/document-routes.ts, pdf/index.ts DOCUMENT_MESSAGES; helper documents) ---
  'This order has no invoice yet: it is invoiced once delivered': {
    sp: 'Este pedido aún no tiene factura: se factura una vez entregado',
    fr: "Cette commande n'a pas encore de facture : elle est facturée une fois livrée",
  },
  'The bill of lading is available once a truck is assigned to the order': {
    sp: 'El conocimiento de embarque está disponible una vez asignado un camión al pedido',
    fr: 'Le connaissement est disponible une fois un camion attribué à la commande',
  },

  // --- Calendar range (insight/dashboard-routes.ts, SCHEDULE_MESSAGES) ---
  'Calendar fetched': { sp: 'Calendario obtenido', fr: 'Calendrier récupéré' },
  'Choose a range of at most 92 days': { sp: 'Elija un intervalo de 92 días como máximo', fr: 'Choisissez une période de 92 jours au plus' },

  // --- Dashboard (dashboard-manager/*, logs-manager/*, order-manager/activity-graph, DASHBOARD_MESSAGES; helper dashboard-api) ---
  'Count fetched': { sp: 'Recuento obtenido', fr: 'Décompte récupéré' },
  'Dashboard fetched': { sp: 'Panel obtenido', fr: 'Tableau de bord récupéré' },
  'Activity fetched': { sp: 'Actividad obtenida', fr: 'Activité récupérée' },

  // --- Settings (settings-api: settings/routes.ts, user-manager update-user/change-password/verify-email, SETTINGS_MESSAGES, providers/storage) ---
  'Profile fetched': { sp: 'Perfil obtenido', fr: 'Profil récupéré' },
  'Profile Updated Successfully. Please verify your new email address to finish the change': {
    sp: 'Perfil actualizado correctamente. Verifique su nuevo correo electrónico para terminar el cambio',
    fr: 'Profil mis à jour avec succès. Veuillez vérifier votre nouvelle adresse e-mail pour terminer le changement',
  },
  'Email Successfully Changed': { sp: 'Correo electrónico cambiado correctamente', fr: 'E-mail modifié avec succès' },
  'Passwords do not match': { sp: 'Las contraseñas no coinciden', fr: 'Les mots de passe ne correspondent pas' },
  'Company fetched': { sp: 'Empresa obtenida', fr: 'Entreprise récupérée' },
  'Company Successfully Updated': { sp: 'Empresa actualizada correctamente', fr: 'Entreprise mise à jour avec succès' },
  'Logo Successfully Uploaded': { sp: 'Logotipo subido correctamente', fr: 'Logo téléversé avec succès' },
  'Logo Successfully Removed': { sp: 'Logotipo eliminado correctamente', fr: 'Logo supprimé avec succès' },
  'No logo yet': { sp: 'Aún no hay logotipo', fr: 'Pas encore de logo' },
  'Only PNG, JPEG or WebP images are accepted': { sp: 'Solo se aceptan imágenes PNG, JPEG o WebP', fr: 'Seules les images PNG, JPEG ou WebP sont acceptées' },
  'The image must be at most 2 MB': { sp: 'La imagen debe pesar como máximo 2 MB', fr: "L'image doit faire au plus 2 Mo" },
  'The image must be between 16×16 and 2048×2048 pixels': {
    sp: 'La imagen debe medir entre 16×16 y 2048×2048 píxeles',
    fr: "L'image doit mesurer entre 16×16 et 2048×2048 pixels",
  },
  'The file must be sent as base64': { sp: 'El archivo debe enviarse en base64', fr: 'Le fichier doit être envoyé en base64' },
  'Business details fetched': { sp: 'Datos comerciales obtenidos', fr: "Informations de l'entreprise récupérées" },
  'Business Details Successfully Updated': { sp: 'Datos comerciales actualizados correctamente', fr: "Informations de l'entreprise mises à jour avec succès" },
  'Defaults fetched': { sp: 'Valores predeterminados obtenidos', fr: 'Valeurs par défaut récupérées' },
  'Defaults Successfully Updated': { sp: 'Valores predeterminados actualizados correctamente', fr: 'Valeurs par défaut mises à jour avec succès' },
  'Settings options fetched': { sp: 'Opciones de configuración obtenidas', fr: 'Options des paramètres récupérées' },
  'Favourites fetched': { sp: 'Favoritos obtenidos', fr: 'Favoris récupérés' },

  // --- Reports (insight/report-routes.ts, REPORT_MESSAGES; helper reports-api) ---
  'Report fetched': { sp: 'Informe obtenido', fr: 'Rapport récupéré' },
  'Report filters fetched': { sp: 'Filtros del informe obtenidos', fr: 'Filtres du rapport récupérés' },
  "A shipper's report groups by carrier, lane or period": {
    sp: 'El informe de un expedidor se agrupa por transportista, ruta o periodo',
    fr: "Le rapport d'un expéditeur se regroupe par transporteur, ligne ou période",
  },
  "A carrier's report groups by customer, lane or period": {
    sp: 'El informe de un transportista se agrupa por cliente, ruta o periodo',
    fr: "Le rapport d'un transporteur se regroupe par client, ligne ou période",
  },
  'The range may cover at most {days} days': { sp: 'El intervalo puede abarcar como máximo {days} días', fr: "L'intervalle peut couvrir au plus {days} jours" },

  // --- Errors: requests and validation ---
  'Invalid request': { sp: 'Solicitud no válida', fr: 'Requête invalide' },
  'Route not found': { sp: 'Ruta de la API no encontrada', fr: "Route de l'API introuvable" },
  'Internal server error': { sp: 'Error interno del servidor', fr: 'Erreur interne du serveur' },
  'Database unavailable': { sp: 'Base de datos no disponible', fr: 'Base de données indisponible' },
  'Request body is too large': { sp: 'El cuerpo de la solicitud es demasiado grande', fr: 'Le corps de la requête est trop volumineux' },
  'Unsupported content type: send application/json': {
    sp: 'Tipo de contenido no admitido: envíe application/json',
    fr: 'Type de contenu non pris en charge : envoyez application/json',
  },
  'Malformed JSON': { sp: 'JSON mal formado', fr: 'JSON mal formé' },
  'Malformed URL': { sp: 'URL mal formada', fr: 'URL mal formée' },
  'Invalid content length': { sp: 'Longitud de contenido no válida', fr: 'Longueur de contenu invalide' },
  Required: { sp: 'Obligatorio', fr: 'Obligatoire' },
  'Invalid format': { sp: 'Formato no válido', fr: 'Format invalide' },
  // insight/side.ts still sends 'Invalid date' in English.
  'Invalid {format}': { sp: 'Valor no válido ({format})', fr: 'Valeur invalide ({format})' },
  'Invalid value': { sp: 'Valor no válido', fr: 'Valeur invalide' },
  'Too Long!': { sp: '¡Demasiado largo!', fr: 'Trop long !' },
  // The validation's texts are sent by id (texts/shared.ts); the catalogue test still translates these three.
  'At most {limit} characters': { sp: 'Como máximo {limit} caracteres', fr: '{limit} caractères au maximum' },
  'Must be {article} {type}': { sp: 'Debe ser {type}', fr: 'Doit être {type}' },
  'Must be one of: {values}': { sp: 'Debe ser uno de: {values}', fr: "Doit être l'une des valeurs : {values}" },
};

/**
 * Words the API puts into its texts' placeholders (the `{what}` of the attempt limits, the `{type}` of "Must be a
 * string"). Values not listed here (numbers, codes, places as typed) are carried over as they are.
 */
export const TERMS: Readonly<Record<string, ServerTranslation>> = {
  // For the two texts the catalogue test still translates (sent by id: texts/shared.ts).
  'login attempts': { sp: 'intentos de inicio de sesión', fr: 'tentatives de connexion' },
  integer: { sp: 'un número entero', fr: 'un nombre entier' },
  // The 'Invalid date' of insight/side.ts.
  date: { sp: 'fecha', fr: 'date' },
  // Load statuses (the 409 of load-update names the status).
  tendered: { sp: 'licitada', fr: 'attribué' },
  accepted: { sp: 'aceptada', fr: 'accepté' },
  assigned: { sp: 'asignada', fr: 'affecté' },
  in_transit: { sp: 'en tránsito', fr: 'en transit' },
  delivered: { sp: 'entregada', fr: 'livré' },
  invoiced: { sp: 'facturada', fr: 'facturé' },
  paid: { sp: 'pagada', fr: 'payé' },
  cancelled: { sp: 'cancelada', fr: 'annulé' },
  // Order and assignment statuses (the 409 of order-manager names them; helper orders-api).
  new: { sp: 'nuevo', fr: 'nouvelle' },
  rejected: { sp: 'rechazado', fr: 'refusée' },
  at_pickup: { sp: 'en el punto de recogida', fr: "au point d'enlèvement" },
  at_delivery: { sp: 'en el punto de entrega', fr: 'au point de livraison' },
};

/**
 * Texts sent as they are in every language: the client recognises them to end a session (spec section 8,
 * libs/api-client/src/client.ts), so they are protocol, not prose. The client shows its own translated text.
 */
export const PROTOCOL_TEXTS: ReadonlySet<string> = new Set(['jwt expired', 'Invalid auth token', 'Password changed']);
