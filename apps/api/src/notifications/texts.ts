import { defineTexts } from '../texts';

/** The push subscription's texts by id (`notifications.<key>`). */
export const NOTIFICATION_TEXTS = defineTexts('notifications', {
  subscribed: { en: 'Subscription saved', sp: 'Suscripción guardada', fr: 'Abonnement enregistré' },
  notAPushService: {
    en: 'Not a push service address',
    sp: 'No es una dirección de un servicio de notificaciones',
    fr: "Ce n'est pas l'adresse d'un service de notifications",
  },
});
