import { DRIVER_MESSAGES } from '@freight/contracts';
import { defineTexts } from '../texts';

/** The session look-ups' refusals by id (`sessions.<key>`): here, below the driver's pages and chat that answer them. */
export const SESSION_TEXTS = defineTexts('sessions', {
  driverLinkInvalid: {
    en: DRIVER_MESSAGES.linkInvalid,
    sp: 'Este enlace de conductor caducó o ya no es válido',
    fr: "Ce lien de chauffeur a expiré ou n'est plus valide",
  },
});
