/** The demo world's fixed facts: its seed, size, the two carrier companies, the quote passcode, the demo logo. */

export const WORLD_SEED = 20_240_917;
export const WORLD_MARKER = 'demo_world_seeded_at';

export const DEMO_QUOTE_PASSCODE = '246810';

export const WORLD_SIZE = {
  trucks: 40,
  addresses: 120,
  warehouses: 15,
  lanes: 25,
  loads: 300,
  purchaseOrders: 20,
  salesOrders: 25,
} as const;

export const CARRIER_COMPANIES = {
  interstate: {
    name: 'Interstate Haulers LLC',
    email: 'dispatch@interstate-haulers.test',
    firstname: 'Marcus',
    lastname: 'Reed',
    country: 'USA' as const,
    city: 'Indianapolis, IN',
    prefix: 'IH',
    trucks: 14,
  },
  maple: {
    name: 'Maple Leaf Freightways Ltd.',
    email: 'dispatch@mapleleaf-freight.test',
    firstname: 'Élodie',
    lastname: 'Tremblay',
    country: 'CANADA' as const,
    city: 'Mississauga, ON',
    prefix: 'ML',
    trucks: 12,
  },
};

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48"><rect width="160" height="48" rx="8" fill="#0f3d68"/><text x="80" y="31" font-family="Arial,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">DEMO FREIGHT</text></svg>';
export const DEMO_LOGO_URL = `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`;
