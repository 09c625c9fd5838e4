import { DASHBOARD_MESSAGES, INSIGHT_MESSAGES } from '@freight/contracts';
import { defineTexts } from '../texts';

/**
 * The insight domain's texts by id (`insight.<group>.<key>`): the dashboard's figures and ranges, the activity feed,
 * reports, and price and carrier insight.
 */
export const INSIGHT_TEXTS = {
  dashboard: defineTexts('insight.dashboard', {
    countFetched: { en: 'Count fetched', sp: 'Recuento obtenido', fr: 'Décompte récupéré' },
    fetched: { en: 'Dashboard fetched', sp: 'Panel obtenido', fr: 'Tableau de bord récupéré' },
    logsFetched: { en: 'Activity fetched', sp: 'Actividad obtenida', fr: 'Activité récupérée' },
    laneNotFound: { en: DASHBOARD_MESSAGES.laneNotFound, sp: 'Ruta no encontrada', fr: 'Ligne introuvable' },
  }),
  /** 400 on a day range (activity graph, reports, driver schedule). */
  range: defineTexts('insight.range', {
    // The validation's 'Invalid {format}' for a date, in the same words.
    invalidDate: { en: 'Invalid date', sp: 'Valor no válido (fecha)', fr: 'Valeur invalide (date)' },
    order: {
      en: DASHBOARD_MESSAGES.rangeOrder,
      sp: 'El final del intervalo no debe ser anterior a su inicio',
      fr: "La fin de l'intervalle ne doit pas précéder son début",
    },
    tooLong: {
      en: DASHBOARD_MESSAGES.rangeTooLong,
      sp: 'El intervalo puede abarcar como máximo {days} días',
      fr: "L'intervalle peut couvrir au plus {days} jours",
    },
  }),
  report: defineTexts('insight.report', {
    fetched: { en: 'Report fetched', sp: 'Informe obtenido', fr: 'Rapport récupéré' },
    filtersFetched: { en: 'Report filters fetched', sp: 'Filtros del informe obtenidos', fr: 'Filtres du rapport récupérés' },
    /** 400 on groupBy: a shipper's customer is itself. */
    shipperGroups: {
      en: "A shipper's report groups by carrier, lane or period",
      sp: 'El informe de un expedidor se agrupa por transportista, ruta o periodo',
      fr: "Le rapport d'un expéditeur se regroupe par transporteur, ligne ou période",
    },
    /** 400 on groupBy: a carrier's carrier is itself. */
    carrierGroups: {
      en: "A carrier's report groups by customer, lane or period",
      sp: 'El informe de un transportista se agrupa por cliente, ruta o periodo',
      fr: "Le rapport d'un transporteur se regroupe par client, ligne ou période",
    },
  }),
  price: defineTexts('insight.price', {
    priceFetched: { en: INSIGHT_MESSAGES.priceFetched, sp: 'Referencia de precio obtenida', fr: 'Repère de prix récupéré' },
    carriersFetched: { en: INSIGHT_MESSAGES.carriersFetched, sp: 'Indicadores de transportistas obtenidos', fr: 'Indicateurs des transporteurs récupérés' },
    carrierFetched: { en: INSIGHT_MESSAGES.carrierFetched, sp: 'Transportista obtenido', fr: 'Transporteur récupéré' },
    carrierNotFound: { en: INSIGHT_MESSAGES.carrierNotFound, sp: 'Transportista no encontrado', fr: 'Transporteur introuvable' },
    laneNotFound: { en: INSIGHT_MESSAGES.laneNotFound, sp: 'Ruta no encontrada', fr: 'Ligne introuvable' },
    loadNotFound: { en: INSIGHT_MESSAGES.loadNotFound, sp: 'Carga no encontrada', fr: 'Chargement introuvable' },
    placeRequired: {
      en: INSIGHT_MESSAGES.placeRequired,
      sp: 'Indique una ruta, las ciudades de origen y destino con sus estados, o las posiciones de origen y destino',
      fr: "Indiquez une ligne, les villes d'origine et de destination avec leur état, ou les positions d'origine et de destination",
    },
    cityNeedsState: { en: INSIGHT_MESSAGES.cityNeedsState, sp: 'Indique la ciudad junto con su estado', fr: 'Indiquez la ville avec son état' },
    positionNeedsBoth: { en: INSIGHT_MESSAGES.positionNeedsBoth, sp: 'Indique la latitud junto con la longitud', fr: 'Indiquez la latitude avec la longitude' },
    radiusNeedsPositions: {
      en: INSIGHT_MESSAGES.radiusNeedsPositions,
      sp: 'Un radio requiere las posiciones de origen y destino',
      fr: "Un rayon nécessite les positions d'origine et de destination",
    },
  }),
};
