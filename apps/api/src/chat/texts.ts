import { CHAT_MESSAGES } from '@freight/contracts';
import { defineTexts } from '../texts';

/** The chat's texts by id (`chat.<key>`), for the company's screens and the driver's page. */
export const CHAT_TEXTS = defineTexts('chat', {
  threadsFetched: { en: CHAT_MESSAGES.threadsFetched, sp: 'Conversaciones obtenidas', fr: 'Conversations récupérées' },
  messagesFetched: { en: CHAT_MESSAGES.messagesFetched, sp: 'Mensajes obtenidos', fr: 'Messages récupérés' },
  sent: { en: CHAT_MESSAGES.sent, sp: 'Mensaje enviado', fr: 'Message envoyé' },
  markedRead: { en: CHAT_MESSAGES.markedRead, sp: 'Mensajes marcados como leídos', fr: 'Messages marqués comme lus' },
  truckNotFound: { en: CHAT_MESSAGES.truckNotFound, sp: 'Camión no encontrado', fr: 'Camion introuvable' },
  loadNotFound: { en: CHAT_MESSAGES.loadNotFound, sp: 'Carga no encontrada', fr: 'Chargement introuvable' },
  blankBody: { en: CHAT_MESSAGES.blankBody, sp: 'Escriba un mensaje primero', fr: "Écrivez d'abord un message" },
  subscribed: { en: CHAT_MESSAGES.subscribed, sp: 'Suscripción guardada', fr: 'Abonnement enregistré' },
  notAPushService: {
    en: CHAT_MESSAGES.notAPushService,
    sp: 'No es una dirección de un servicio de notificaciones',
    fr: "Ce n'est pas l'adresse d'un service de notifications",
  },
});
