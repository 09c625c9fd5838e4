import type { AddressInput, ApiEnvelope, WarehouseInput } from '@freight/contracts';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { auth, type TestApp } from '../../../test/support/test-app';

/** Helpers of the address module's API tests. */

export interface Answer<T> {
  statusCode: number;
  body: ApiEnvelope<T>;
}

export function caller(t: TestApp) {
  return async <T = unknown>(token: string | undefined, method: InjectOptions['method'], url: string, payload?: unknown): Promise<Answer<T>> => {
    const response = await t.app.inject({
      method,
      url: `/v1/api/${url}`,
      headers: token ? auth(token) : {},
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
    return { statusCode: response.statusCode, body: response.json<ApiEnvelope<T>>() };
  };
}

export const beverlyHills = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  tag: 'pickup',
  name: 'Rodeo Drive Boutique Dock',
  street1: '9500 Wilshire Blvd',
  city: 'Beverly Hills',
  state: 'CA',
  postalCode: '90210',
  country: 'USA',
  contactName: 'Ana Ruiz',
  contactPhone: '+1 310 555 0100',
  contactEmail: 'ana@boutique.example',
  ...overrides,
});

export const toronto = (overrides: Partial<AddressInput> = {}): AddressInput => ({
  tag: 'delivery',
  name: 'King West Receiving',
  street1: '250 Front St W',
  city: 'Toronto',
  state: 'ON',
  postalCode: 'M5V 2T6',
  country: 'CANADA',
  ...overrides,
});

export const warehouseInput = (overrides: Partial<WarehouseInput> = {}): WarehouseInput => ({
  name: 'Test DC Dallas',
  code: 'T-DAL1',
  street1: '4500 Irving Blvd',
  city: 'Dallas',
  state: 'TX',
  postalCode: '75247',
  country: 'USA',
  capacityPallets: 1000,
  availablePallets: 400,
  dockDoors: 12,
  ...overrides,
});

/** Runs SQL on the test app's own database (fixtures the API cannot make, e.g. loads with stops). */
export async function withSql<T>(t: TestApp, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export const ANOTHER_COMPANY_EMAIL = 'dispatch@interstate-haulers.test';
