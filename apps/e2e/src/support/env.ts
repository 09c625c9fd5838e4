export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const DEMO_PASSWORD = 'demo1234';
export const DEMO = {
  admin: 'admin@demo.test',
  shipper: 'shipper@demo.test',
  carrier: 'carrier@demo.test',
  pending: 'pending@demo.test',
} as const;
