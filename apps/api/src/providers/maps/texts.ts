import { ZIP_MISMATCH_MESSAGE } from '@freight/contracts';
import { defineTexts } from '../../texts';

/**
 * The maps helpers' refusals by id (`maps.<key>`): a place no provider finds, a position out of range and
 * the zip check's (postal-check.ts). Here, below the domains whose answers carry them (address book, loads, sales,
 * settings).
 */
export const MAPS_TEXTS = defineTexts('maps', {
  latitudeRange: {
    en: 'Latitude must be between -90 and 90',
    sp: 'La latitud debe estar entre -90 y 90',
    fr: 'La latitude doit être comprise entre -90 et 90',
  },
  longitudeRange: {
    en: 'Longitude must be between -180 and 180',
    sp: 'La longitud debe estar entre -180 y 180',
    fr: 'La longitude doit être comprise entre -180 et 180',
  },
  /** `{place}`: as typed (trimmed). */
  unknownPlace: { en: 'Unknown place: {place}', sp: 'Lugar desconocido: {place}', fr: 'Lieu inconnu : {place}' },
  usZipNeedsUsa: { en: 'A US ZIP code needs country USA', sp: 'Un código ZIP de EE. UU. requiere el país USA', fr: 'Un code ZIP américain exige le pays USA' },
  canadianNeedsCanada: {
    en: 'A Canadian postal code needs country CANADA',
    sp: 'Un código postal canadiense requiere el país CANADA',
    fr: 'Un code postal canadien exige le pays CANADA',
  },
  unknownPostalCode: { en: 'Unknown postal code', sp: 'Código postal desconocido', fr: 'Code postal inconnu' },
  /** The English is the contracts' (the front end compares it), byte for byte. */
  zipMismatch: {
    en: ZIP_MISMATCH_MESSAGE,
    sp: 'El código postal no coincide con la ciudad de la localidad',
    fr: 'Le code postal ne correspond pas à la ville de la localité',
  },
});
