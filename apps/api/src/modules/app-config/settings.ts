import type { LocationCode } from '@freight/contracts';

/**
 * STUB (wiring only; the accounts work replaces the loader): the product's settings (spec section 1: company
 * settings, locations, maps key, demo configuration), read from the environment once at start-up.
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

export function loadProductSettings(_env: NodeJS.ProcessEnv = process.env): ProductSettings {
  return {
    company: { name: 'FreightHub', phone: '', email: '', logoUrl: '/logo.svg' },
    locations: ['USA', 'CANADA'],
    mapsKey: '',
    demo: { enabled: false, allowedAccounts: [] },
    supportEmail: 'support@freighthub.test',
  };
}
