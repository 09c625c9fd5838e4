import { ACCOUNT_MESSAGES } from '@freight/contracts';
import { defineTexts } from '../texts';

/** The English of the company's texts (its tests compare answers with it). */
export const COMPANY_MESSAGES = {
  registrationExpired: 'Registration has expired. Please register again.',
  alreadyRegistered: 'Company is already registered',
  plans: 'Plans fetched',
  plan: 'Plan fetched',
  planNotFound: 'Plan not found',
  unknownPlan: 'Unknown plan',
  checkout: 'Checkout session created',
  sessionNotFound: 'Payment session not found',
  notComplete: 'Payment is not complete yet',
  declined: 'The payment was declined or cancelled',
  noBillingAccount: 'No billing account yet',
  portal: 'Billing portal opened',
  invalidSignature: 'Invalid signature',
} as const;

/** The companies' texts by id (`companies.<key>`): registration, plans, checkout, billing and the payment webhook. */
export const COMPANY_TEXTS = defineTexts('companies', {
  registrationExpired: {
    en: COMPANY_MESSAGES.registrationExpired,
    sp: 'El registro ha caducado. Regístrese de nuevo.',
    fr: "L'inscription a expiré. Veuillez vous inscrire à nouveau.",
  },
  alreadyRegistered: { en: COMPANY_MESSAGES.alreadyRegistered, sp: 'La empresa ya está registrada', fr: "L'entreprise est déjà inscrite" },
  registered: { en: ACCOUNT_MESSAGES.companyRegistered, sp: 'Empresa registrada correctamente', fr: 'Entreprise inscrite avec succès' },
  paymentVerified: { en: ACCOUNT_MESSAGES.paymentVerified, sp: 'Pago verificado correctamente', fr: 'Paiement vérifié avec succès' },
  companyNotFound: { en: 'Company not found', sp: 'Empresa no encontrada', fr: 'Entreprise introuvable' },
  plans: { en: COMPANY_MESSAGES.plans, sp: 'Planes obtenidos', fr: 'Forfaits récupérés' },
  plan: { en: COMPANY_MESSAGES.plan, sp: 'Plan obtenido', fr: 'Forfait récupéré' },
  planNotFound: { en: COMPANY_MESSAGES.planNotFound, sp: 'Plan no encontrado', fr: 'Forfait introuvable' },
  unknownPlan: { en: COMPANY_MESSAGES.unknownPlan, sp: 'Plan desconocido', fr: 'Forfait inconnu' },
  checkout: { en: COMPANY_MESSAGES.checkout, sp: 'Sesión de pago creada', fr: 'Session de paiement créée' },
  sessionNotFound: { en: COMPANY_MESSAGES.sessionNotFound, sp: 'Sesión de pago no encontrada', fr: 'Session de paiement introuvable' },
  notComplete: { en: COMPANY_MESSAGES.notComplete, sp: 'El pago aún no se ha completado', fr: "Le paiement n'est pas encore terminé" },
  declined: { en: COMPANY_MESSAGES.declined, sp: 'El pago fue rechazado o cancelado', fr: 'Le paiement a été refusé ou annulé' },
  noBillingAccount: { en: COMPANY_MESSAGES.noBillingAccount, sp: 'Todavía no hay una cuenta de facturación', fr: 'Pas encore de compte de facturation' },
  portal: { en: COMPANY_MESSAGES.portal, sp: 'Portal de facturación abierto', fr: 'Portail de facturation ouvert' },
  invalidSignature: { en: COMPANY_MESSAGES.invalidSignature, sp: 'Firma no válida', fr: 'Signature invalide' },
  webhookReceived: { en: 'Webhook received', sp: 'Webhook recibido', fr: 'Webhook reçu' },
});
