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
  'Load has been successfully accepted': { sp: 'La carga se aceptó correctamente', fr: 'Le chargement a été accepté avec succès' },

  // --- Other success texts ---
  'Logout Successfully': { sp: 'Sesión cerrada correctamente', fr: 'Déconnexion réussie' },
  'Subscription saved': { sp: 'Suscripción guardada', fr: 'Abonnement enregistré' },
  OK: { sp: 'OK', fr: 'OK' },
  'App configuration': { sp: 'Configuración de la aplicación', fr: "Configuration de l'application" },
  'Maps configuration': { sp: 'Configuración de mapas', fr: 'Configuration des cartes' },
  'Addresses fetched': { sp: 'Direcciones obtenidas', fr: 'Adresses récupérées' },
  'Address fetched': { sp: 'Dirección obtenida', fr: 'Adresse récupérée' },
  'Default address fetched': { sp: 'Dirección predeterminada obtenida', fr: 'Adresse par défaut récupérée' },
  'Lane fetched': { sp: 'Ruta obtenida', fr: 'Ligne récupérée' },
  'Lane users fetched': { sp: 'Usuarios de la ruta obtenidos', fr: 'Utilisateurs de la ligne récupérés' },
  'Past loads fetched': { sp: 'Cargas anteriores obtenidas', fr: 'Chargements passés récupérés' },
  'Current loads fetched': { sp: 'Cargas actuales obtenidas', fr: 'Chargements en cours récupérés' },
  'Loads fetched': { sp: 'Cargas obtenidas', fr: 'Chargements récupérés' },
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
  'Carrier not found': { sp: 'Transportista no encontrado', fr: 'Transporteur introuvable' },

  // --- Load trucks, sub-loads, details update, products (loads/truck-routes.ts, integration-manager; trucks-api) ---
  'Available trucks fetched': { sp: 'Camiones disponibles obtenidos', fr: 'Camions disponibles récupérés' },
  'Sub-loads fetched': { sp: 'Subcargas obtenidas', fr: 'Sous-chargements récupérés' },
  'Truck not found': { sp: 'Camión no encontrado', fr: 'Camion introuvable' },
  'No trucks are looked for a load that is {status}': {
    sp: 'No se buscan camiones para una carga que está {status}',
    fr: 'On ne cherche pas de camions pour un chargement qui est {status}',
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

  // --- Truck positions (tracking/position-routes.ts; helper fleet-positions) ---
  'Truck location updated': { sp: 'Ubicación del camión actualizada', fr: 'Position du camion mise à jour' },
  'Trucks found': { sp: 'Camiones encontrados', fr: 'Camions trouvés' },

  // --- Chat (chat/routes.ts, chat/driver-routes.ts, CHAT_MESSAGES; helper chat) ---
  'Chat threads fetched': { sp: 'Conversaciones obtenidas', fr: 'Conversations récupérées' },
  'Chat messages fetched': { sp: 'Mensajes obtenidos', fr: 'Messages récupérés' },
  'Message sent': { sp: 'Mensaje enviado', fr: 'Message envoyé' },
  'Messages marked as read': { sp: 'Mensajes marcados como leídos', fr: 'Messages marqués comme lus' },
  'Write a message first': { sp: 'Escriba un mensaje primero', fr: "Écrivez d'abord un message" },
  'New message from {company}': { sp: 'Nuevo mensaje de {company}', fr: 'Nouveau message de {company}' },

  // --- Driver links (fleet/driver-link-routes.ts, sessions/driver-links.ts, DRIVER_MESSAGES) ---
  'This driver link has expired or is no longer valid': {
    sp: 'Este enlace de conductor caducó o ya no es válido',
    fr: "Ce lien de chauffeur a expiré ou n'est plus valide",
  },

  // --- Real time (realtime/routes.ts; helper realtime) ---
  'Open this address as a WebSocket': { sp: 'Abra esta dirección como WebSocket', fr: 'Ouvrez cette adresse en WebSocket' },
  // --- Tracking (tracking/routes.ts, TRACKING_MESSAGES; helper tracking) ---
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

  // --- From ship to truck (replan-api: purchase-manager/replan/, address-book/warehouse-arrivals.ts) ---
  'Expected arrivals fetched': { sp: 'Llegadas previstas obtenidas', fr: 'Arrivées prévues récupérées' },

  // --- Orders (pdf/index.ts, documents/document-routes.ts, ORDER_MESSAGES) ---
  'Order not found': { sp: 'Pedido no encontrado', fr: 'Commande introuvable' },

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
  // Idempotent creates (plugins/idempotency.ts)
  Required: { sp: 'Obligatorio', fr: 'Obligatoire' },
  'Invalid {format}': { sp: 'Valor no válido ({format})', fr: 'Valeur invalide ({format})' },
  'Invalid format': { sp: 'Formato no válido', fr: 'Format invalide' },
  'Invalid value': { sp: 'Valor no válido', fr: 'Valeur invalide' },
  'Too Long!': { sp: '¡Demasiado largo!', fr: 'Trop long !' },
  'At most {limit} characters': { sp: 'Como máximo {limit} caracteres', fr: '{limit} caractères au maximum' },
  'Must be {article} {type}': { sp: 'Debe ser {type}', fr: 'Doit être {type}' },
  'Must be one of: {values}': { sp: 'Debe ser uno de: {values}', fr: "Doit être l'une des valeurs : {values}" },
};

/**
 * Words the API puts into its texts' placeholders (the `{what}` of the attempt limits, the `{type}` of "Must be a
 * string"). Values not listed here (numbers, codes, places as typed) are carried over as they are.
 */
export const TERMS: Readonly<Record<string, ServerTranslation>> = {
  attempts: { sp: 'intentos', fr: 'tentatives' },
  'login attempts': { sp: 'intentos de inicio de sesión', fr: 'tentatives de connexion' },
  registrations: { sp: 'registros', fr: "demandes d'inscription" },
  messages: { sp: 'mensajes', fr: 'messages' },
  string: { sp: 'un texto', fr: 'un texte' },
  number: { sp: 'un número', fr: 'un nombre' },
  integer: { sp: 'un número entero', fr: 'un nombre entier' },
  boolean: { sp: 'verdadero o falso', fr: 'vrai ou faux' },
  object: { sp: 'un objeto', fr: 'un objet' },
  array: { sp: 'una lista', fr: 'une liste' },
  null: { sp: 'nulo', fr: 'nul' },
  value: { sp: 'un valor', fr: 'une valeur' },
  date: { sp: 'fecha', fr: 'date' },
  uri: { sp: 'dirección web', fr: 'adresse web' },
  // Load statuses (the 409 of load-update names the status).
  tendered: { sp: 'licitada', fr: 'attribué' },
  accepted: { sp: 'aceptada', fr: 'accepté' },
  assigned: { sp: 'asignada', fr: 'affecté' },
  in_transit: { sp: 'en tránsito', fr: 'en transit' },
  delivered: { sp: 'entregada', fr: 'livré' },
  invoiced: { sp: 'facturada', fr: 'facturé' },
  paid: { sp: 'pagada', fr: 'payé' },
  cancelled: { sp: 'cancelada', fr: 'annulé' },
};

/**
 * Texts sent as they are in every language: the client recognises them to end a session (spec section 8,
 * libs/api-client/src/client.ts), so they are protocol, not prose. The client shows its own translated text.
 */
export const PROTOCOL_TEXTS: ReadonlySet<string> = new Set(['jwt expired', 'Invalid auth token', 'Password changed']);
