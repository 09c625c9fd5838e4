import type { LanguageCode, Plan } from '@freight/contracts';
import { defineTexts, type TextRef } from '../texts';
import { storedTexts } from '../texts/stored';

/**
 * The plans' descriptions and features (seed/reference.ts), stored in English and read by id in the caller's language
 * (`companies.plans.<key>`, texts/stored.ts). Plan names are brand names and stay.
 */
const PLAN_ENTRIES = {
  starter: {
    en: 'For small fleets and shippers getting started.',
    sp: 'Para flotas pequeñas y cargadores que empiezan.',
    fr: 'Pour les petites flottes et les expéditeurs qui débutent.',
  },
  pro: {
    en: 'For growing shippers and carriers.',
    sp: 'Para cargadores y transportistas en crecimiento.',
    fr: 'Pour les expéditeurs et transporteurs en croissance.',
  },
  enterprise: {
    en: 'Unlimited users and trucks, SSO and a dedicated manager.',
    sp: 'Usuarios y camiones ilimitados, inicio de sesión único y un gestor dedicado.',
    fr: 'Utilisateurs et camions illimités, authentification unique et un gestionnaire dédié.',
  },
  loadsAndQuotes: { en: 'Loads and quotes', sp: 'Cargas y cotizaciones', fr: 'Chargements et devis' },
  addressBook: { en: 'Address book and lanes', sp: 'Libreta de direcciones y rutas', fr: "Carnet d'adresses et lignes" },
  trucks: { en: 'Up to {count} trucks', sp: 'Hasta {count} camiones', fr: "Jusqu'à {count} camions" },
  emailSupport: { en: 'E-mail support', sp: 'Soporte por correo electrónico', fr: 'Assistance par e-mail' },
  everythingIn: { en: 'Everything in {plan}', sp: 'Todo lo de {plan}', fr: 'Tout ce que comprend {plan}' },
  purchaseOrders: {
    en: 'Purchase orders and container tracking',
    sp: 'Órdenes de compra y seguimiento de contenedores',
    fr: 'Bons de commande et suivi des conteneurs',
  },
  salesOrders: { en: 'Sales orders and ERP', sp: 'Pedidos de venta y ERP', fr: 'Commandes clients et ERP' },
  unlimited: { en: 'Unlimited users and trucks', sp: 'Usuarios y camiones ilimitados', fr: 'Utilisateurs et camions illimités' },
  sso: { en: 'Single sign-on', sp: 'Inicio de sesión único', fr: 'Authentification unique' },
  accountManager: { en: 'Dedicated account manager', sp: 'Gestor de cuenta dedicado', fr: 'Gestionnaire de compte dédié' },
} as const;

const PLAN_TEXTS = { plans: defineTexts('companies.plans', PLAN_ENTRIES) };

/** The plans' stored English read in the reader's language (`translate`), and whether a text is known (`has`). */
export const planTexts = storedTexts(PLAN_ENTRIES, (key, values) => (PLAN_TEXTS.plans[key] as (values: Record<string, string | TextRef>) => TextRef)(values));

/** A plan with its description and features in `language` (its name, a brand, as it is). */
export function translatePlan(plan: Plan, language: LanguageCode): Plan {
  if (language === 'en') return plan;
  return {
    ...plan,
    description: planTexts.translate(plan.description, language),
    features: plan.features.map((feature) => planTexts.translate(feature, language)),
  };
}
