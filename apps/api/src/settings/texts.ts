import { SETTINGS_MESSAGES } from '@freight/contracts';
import { defineTexts } from '../texts';

/** The settings' texts by id (`settings.<key>`): profile, company, logo, business details, defaults, and the app's configuration. */
export const SETTINGS_TEXTS = defineTexts('settings', {
  profileFetched: { en: SETTINGS_MESSAGES.profileFetched, sp: 'Perfil obtenido', fr: 'Profil récupéré' },
  companyFetched: { en: SETTINGS_MESSAGES.companyFetched, sp: 'Empresa obtenida', fr: 'Entreprise récupérée' },
  companyUpdated: { en: SETTINGS_MESSAGES.companyUpdated, sp: 'Empresa actualizada correctamente', fr: 'Entreprise mise à jour avec succès' },
  logoUploaded: { en: SETTINGS_MESSAGES.logoUploaded, sp: 'Logotipo subido correctamente', fr: 'Logo téléversé avec succès' },
  logoRemoved: { en: SETTINGS_MESSAGES.logoRemoved, sp: 'Logotipo eliminado correctamente', fr: 'Logo supprimé avec succès' },
  logoNotFound: { en: SETTINGS_MESSAGES.logoNotFound, sp: 'Aún no hay logotipo', fr: 'Pas encore de logo' },
  imageType: { en: SETTINGS_MESSAGES.imageType, sp: 'Solo se aceptan imágenes PNG, JPEG o WebP', fr: 'Seules les images PNG, JPEG ou WebP sont acceptées' },
  imageTooLarge: { en: SETTINGS_MESSAGES.imageTooLarge, sp: 'La imagen debe pesar como máximo 2 MB', fr: "L'image doit faire au plus 2 Mo" },
  imageDimensions: {
    en: SETTINGS_MESSAGES.imageDimensions,
    sp: 'La imagen debe medir entre 16×16 y 2048×2048 píxeles',
    fr: "L'image doit mesurer entre 16×16 et 2048×2048 pixels",
  },
  imageEncoding: { en: SETTINGS_MESSAGES.imageEncoding, sp: 'El archivo debe enviarse en base64', fr: 'Le fichier doit être envoyé en base64' },
  businessFetched: { en: SETTINGS_MESSAGES.businessFetched, sp: 'Datos comerciales obtenidos', fr: "Informations de l'entreprise récupérées" },
  businessUpdated: {
    en: SETTINGS_MESSAGES.businessUpdated,
    sp: 'Datos comerciales actualizados correctamente',
    fr: "Informations de l'entreprise mises à jour avec succès",
  },
  unknownEquipment: { en: SETTINGS_MESSAGES.unknownEquipment, sp: 'Tipo de equipo desconocido', fr: "Type d'équipement inconnu" },
  defaultsFetched: { en: SETTINGS_MESSAGES.defaultsFetched, sp: 'Valores predeterminados obtenidos', fr: 'Valeurs par défaut récupérées' },
  defaultsUpdated: {
    en: SETTINGS_MESSAGES.defaultsUpdated,
    sp: 'Valores predeterminados actualizados correctamente',
    fr: 'Valeurs par défaut mises à jour avec succès',
  },
  addressNotFound: { en: SETTINGS_MESSAGES.addressNotFound, sp: 'Dirección no encontrada', fr: 'Adresse introuvable' },
  optionsFetched: { en: SETTINGS_MESSAGES.optionsFetched, sp: 'Opciones de configuración obtenidas', fr: 'Options des paramètres récupérées' },
  favouritesFetched: { en: SETTINGS_MESSAGES.favouritesFetched, sp: 'Favoritos obtenidos', fr: 'Favoris récupérés' },
  companyNotFound: { en: SETTINGS_MESSAGES.companyNotFound, sp: 'Empresa no encontrada', fr: 'Entreprise introuvable' },
  userNotFound: { en: 'User not found', sp: 'Usuario no encontrado', fr: 'Utilisateur introuvable' },
  appConfig: { en: 'App configuration', sp: 'Configuración de la aplicación', fr: "Configuration de l'application" },
});
