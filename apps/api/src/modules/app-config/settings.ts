import type { LocationCode } from '@freight/contracts';
import { ConfigError } from '../../config';

/**
 * The product's settings (spec section 1: company settings, locations, maps key, demo configuration), read from
 * the environment once at start-up. A bad value stops the start with a message naming the variable.
 */
export interface ProductSettings {
  /** The operator of this installation: shown in the header, footer, e-mails and on the contact page. */
  company: { name: string; phone: string; email: string; logoUrl: string };
  /** Where the product operates (spec: USA and CANADA). */
  locations: LocationCode[];
  /** The maps service's browser key; empty with the offline maps provider. */
  mapsKey: string;
  /** Demo mode: when enabled, only `allowedAccounts` (lower-cased e-mails) may sign in or register. */
  demo: { enabled: boolean; allowedAccounts: string[] };
  /** Where contact-us messages go. */
  supportEmail: string;
}

/** The spec's four allowed demo accounts. */
export const DEMO_ALLOWED_ACCOUNTS = ['admin@demo.test', 'shipper@demo.test', 'carrier@demo.test', 'pending@demo.test'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const value = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined;

function email(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const found = value(env, name) ?? fallback;
  if (!EMAIL.test(found)) throw new ConfigError(`${name} must be an e-mail address, got "${found}"`);
  return found.toLowerCase();
}

export function loadProductSettings(env: NodeJS.ProcessEnv = process.env): ProductSettings {
  const demoRaw = (value(env, 'DEMO_MODE') ?? 'false').toLowerCase();
  if (!['true', 'false', '1', '0', 'on', 'off', 'yes', 'no'].includes(demoRaw)) {
    throw new ConfigError(`DEMO_MODE must be true or false, got "${demoRaw}"`);
  }
  const allowed = value(env, 'DEMO_ALLOWED_ACCOUNTS')
    ?.split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean) ?? DEMO_ALLOWED_ACCOUNTS;
  const wrong = allowed.find((entry) => !EMAIL.test(entry));
  if (wrong) throw new ConfigError(`DEMO_ALLOWED_ACCOUNTS must list e-mail addresses, got "${wrong}"`);
  const companyEmail = email(env, 'COMPANY_EMAIL', 'hello@freighthub.test');
  return {
    company: {
      name: value(env, 'COMPANY_NAME') ?? 'FreightHub',
      phone: value(env, 'COMPANY_PHONE') ?? '+1 555 010 0000',
      email: companyEmail,
      logoUrl: value(env, 'COMPANY_LOGO_URL') ?? '/logo.svg',
    },
    locations: ['USA', 'CANADA'],
    mapsKey: value(env, 'GOOGLE_MAPS_KEY') ?? '',
    demo: { enabled: ['true', '1', 'on', 'yes'].includes(demoRaw), allowedAccounts: allowed },
    supportEmail: email(env, 'SUPPORT_EMAIL', companyEmail),
  };
}
