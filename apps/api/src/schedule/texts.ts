import { SCHEDULE_MESSAGES } from '@freight/contracts';
import { defineTexts } from '../texts';

/** The schedule's texts by id (`schedule.<key>`): the calendar, the delivery schedule and date change requests. */
export const SCHEDULE_TEXTS = defineTexts('schedule', {
  events: { en: SCHEDULE_MESSAGES.events, sp: 'Calendario obtenido', fr: 'Calendrier récupéré' },
  dateUpdated: { en: SCHEDULE_MESSAGES.dateUpdated, sp: 'Fecha del calendario actualizada', fr: 'Date du calendrier mise à jour' },
  requested: {
    en: SCHEDULE_MESSAGES.requested,
    sp: 'Cambio de fecha solicitado: la otra parte lo confirmará',
    fr: 'Changement de date demandé : l’autre partie le confirmera',
  },
  request: { en: SCHEDULE_MESSAGES.request, sp: 'Solicitud de cambio de fecha obtenida', fr: 'Demande de changement de date récupérée' },
  confirmed: { en: SCHEDULE_MESSAGES.confirmed, sp: 'Cambio de fecha confirmado', fr: 'Changement de date confirmé' },
  declined: { en: SCHEDULE_MESSAGES.declined, sp: 'Cambio de fecha rechazado', fr: 'Changement de date refusé' },
  schedule: { en: SCHEDULE_MESSAGES.schedule, sp: 'Programa de entregas obtenido', fr: 'Planning des livraisons récupéré' },
  truckerDates: { en: SCHEDULE_MESSAGES.truckerDates, sp: 'Fechas del conductor actualizadas', fr: 'Dates du chauffeur mises à jour' },
  loadNotFound: { en: SCHEDULE_MESSAGES.loadNotFound, sp: 'Carga no encontrada', fr: 'Chargement introuvable' },
  requestNotFound: { en: SCHEDULE_MESSAGES.requestNotFound, sp: 'Solicitud de cambio de fecha no encontrada', fr: 'Demande de changement de date introuvable' },
  ownRequest: {
    en: SCHEDULE_MESSAGES.ownRequest,
    sp: 'Usted pidió este cambio: la otra parte lo confirma o lo rechaza',
    fr: 'Vous avez demandé ce changement : l’autre partie le confirme ou le refuse',
  },
  alreadyConfirmed: { en: SCHEDULE_MESSAGES.alreadyConfirmed, sp: 'Este cambio de fecha ya fue confirmado', fr: 'Ce changement de date a déjà été confirmé' },
  alreadyDeclined: { en: SCHEDULE_MESSAGES.alreadyDeclined, sp: 'Este cambio de fecha ya fue rechazado', fr: 'Ce changement de date a déjà été refusé' },
  alreadyCancelled: {
    en: SCHEDULE_MESSAGES.alreadyCancelled,
    sp: 'Este cambio de fecha fue reemplazado por una solicitud más reciente o retirado',
    fr: 'Ce changement de date a été remplacé par une demande plus récente ou retiré',
  },
  loadClosed: {
    en: SCHEDULE_MESSAGES.loadClosed,
    sp: 'Las fechas de esta carga ya no se pueden mover: está {status}',
    fr: 'Les dates de ce chargement ne peuvent plus être déplacées : il est {status}',
  },
  pickedUp: {
    en: SCHEDULE_MESSAGES.pickedUp,
    sp: 'La carga ya fue recogida: su fecha de recogida ya no se puede mover',
    fr: 'Le chargement a déjà été enlevé : sa date d’enlèvement ne peut plus être déplacée',
  },
  carrierOnly: {
    en: SCHEDULE_MESSAGES.carrierOnly,
    sp: 'Solo el transportista de la carga planifica los días de su conductor',
    fr: 'Seul le transporteur du chargement planifie les jours de son chauffeur',
  },
  pickupAfterDelivery: {
    en: SCHEDULE_MESSAGES.pickupAfterDelivery,
    sp: 'La recogida no puede ser posterior a la entrega',
    fr: 'L’enlèvement ne peut pas être après la livraison',
  },
  rangeOrder: {
    en: SCHEDULE_MESSAGES.rangeOrder,
    sp: 'El final del intervalo no debe ser anterior a su inicio',
    fr: "La fin de l'intervalle ne doit pas précéder son début",
  },
  rangeTooLong: { en: SCHEDULE_MESSAGES.rangeTooLong, sp: 'Elija un intervalo de 92 días como máximo', fr: 'Choisissez une période de 92 jours au plus' },
  tooFar: {
    en: SCHEDULE_MESSAGES.tooFar,
    sp: 'Elija una fecha a menos de 90 días de la ventana de la parada',
    fr: 'Choisissez une date à moins de 90 jours de la fenêtre de l’arrêt',
  },
  sameDate: { en: SCHEDULE_MESSAGES.sameDate, sp: 'Esta ya es la fecha de la parada', fr: 'C’est déjà la date de l’arrêt' },
});
