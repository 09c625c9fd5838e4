import { LABEL_MESSAGES } from '@freight/contracts';
import { defineTexts } from '../../texts';

/**
 * The label service's failures by id (`documents.labelService.<key>`), the texts the shipping label calls answer when
 * the provider fails: here, below the documents domain, because the provider raises them.
 */
export const LABEL_SERVICE_TEXTS = {
  labelService: defineTexts('documents.labelService', {
    unavailable: {
      en: LABEL_MESSAGES.unavailable,
      sp: 'El servicio de etiquetas de envío no está disponible. Vuelva a intentarlo.',
      fr: "Le service d'étiquettes d'expédition est indisponible. Veuillez réessayer.",
    },
    noRates: {
      en: LABEL_MESSAGES.noRates,
      sp: 'Ningún transportista ofreció una tarifa para este paquete',
      fr: "Aucun transporteur n'a proposé de tarif pour ce colis",
    },
  }),
};
