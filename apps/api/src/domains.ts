import type { FastifyPluginAsync, FastifyPluginCallback, FastifyPluginOptions, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { TokenService } from './plugins/auth';
import type { AttemptLimit } from './plugins/attempt-limit';
import { openApiRoutes } from './plugins/openapi';
import { providersPlugin } from './providers';
import { mailPlugin, type MailPluginOptions } from './providers/mail';
import { paymentsPlugin, type PaymentsPluginOptions } from './providers/payments';
import { pushPlugin, type PushPluginOptions } from './providers/push';
import type { ApiInstance } from './types';
import { companyPermissionRoutes, userManagerRoutes, type LoginRateLimit } from './accounts';
import { addressManagerRoutes, laneManagerRoutes, mapsRoutes, warehouseManagerRoutes } from './address-book';
import { driverChatRoutes, chatManagerRoutes } from './chat';
import { companyManagerRoutes, paymentsSandboxRoutes } from './companies';
import { documentRoutes, shippoShipmentRoutes } from './documents';
import { driverLinkRoutes, favouriteRoutes, fleetTruckRoutes } from './fleet';
import { healthRoutes } from './health';
import { activityGraphRoutes, dashboardManagerRoutes, insightRoutes, logsManagerRoutes, reportManagerRoutes, riskJobPlugin } from './insight';
import { equipmentManagerRoutes, loadManagerRoutes } from './loads';
import { pushRoutes } from './notifications';
import { billOfLadingTrackingRoutes, purchaseManagerRoutes, purchaseOrderErpRoutes } from './purchase-orders';
import { quoteRoutes } from './quotes';
import { erpLookupRoutes, salesOrderRoutes } from './sales';
import { scheduleRoutes } from './schedule';
import { appConfigRoutes, settingsRoutes } from './settings';
import { driverRoutes, orderManagerRoutes, proofOfDeliveryRoutes } from './shipments';
import { fleetPositionRoutes, trackingRoutes } from './tracking';
import { realtimeRoutes } from './realtime/routes';

/**
 * The registration table of everything under /v1/api: providers first (the routes use them), then one line per
 * route module: the business domain that owns it (its folder in apps/api/src) and the spec's URL prefix it serves.
 * A domain is named for what the business does; the prefix is only where it mounts, so one prefix may be served by
 * several domains (docs/ARCHITECTURE.md, "Which domain serves which prefix", is this table). server.ts registers it
 * in order.
 */

/** The business domains: one folder each in apps/api/src, used by the others only through its index.ts. */
export const DOMAINS = [
  'accounts',
  'companies',
  'address-book',
  'loads',
  'quotes',
  'shipments',
  'fleet',
  'tracking',
  'documents',
  'purchase-orders',
  'sales',
  'schedule',
  'insight',
  'chat',
  'settings',
  'notifications',
  'health',
] as const;
export type Domain = (typeof DOMAINS)[number];

/** What a plugin may need from buildServer beyond the instance's decorators (app.db, app.providers, ...). */
export interface ApiPluginContext {
  tokens: TokenService;
  /** The JWT secret (the payments provider signs its return tokens with it). */
  secret: string;
  loginRateLimit: LoginRateLimit | false;
  passwordResetLimit: AttemptLimit | false;
  registerLimit: AttemptLimit | false;
  contactLimit: AttemptLimit | false;
  mail: MailPluginOptions;
  payments: Omit<PaymentsPluginOptions, 'tokenSecret'>;
  push: PushPluginOptions;
}

export interface ApiPluginEntry {
  /** The domain that owns the routes; 'service' for the providers, the API's description and the WebSocket. */
  domain: Domain | 'service';
  /** Below /v1/api; '' for paths at its root (spec section 7 has a few). */
  prefix: string;
  register(api: ApiInstance, context: ApiPluginContext): Promise<void>;
}

type AnyOptions = Record<string, unknown>;
/** The plugin name Fastify reads first (fastify-plugin sets it on the plugins it wraps). */
const DISPLAY_NAME = Symbol.for('fastify.display-name');
/** A Fastify plugin, async or callback style (fastify-plugin wraps the providers in the latter). */
type AnyPlugin<O extends FastifyPluginOptions> =
  FastifyPluginAsync<O, RawServerDefault, FastifyTypeProvider> | FastifyPluginCallback<O, RawServerDefault, FastifyTypeProvider>;

/** A domain's plugin and its prefix; `options` picks what it needs from the context. */
function mount(domain: ApiPluginEntry['domain'], plugin: AnyPlugin<Record<never, never>>, prefix?: string): ApiPluginEntry;
function mount<O extends FastifyPluginOptions>(
  domain: ApiPluginEntry['domain'],
  plugin: AnyPlugin<O>,
  prefix: string,
  options: (context: ApiPluginContext) => O,
): ApiPluginEntry;
function mount(
  domain: ApiPluginEntry['domain'],
  plugin: AnyPlugin<AnyOptions>,
  prefix = '',
  options?: (context: ApiPluginContext) => AnyOptions,
): ApiPluginEntry {
  // Fastify names an unnamed plugin by searching the module cache for it, once per registration; named, it does not.
  (plugin as unknown as Record<symbol, string>)[DISPLAY_NAME] ??= plugin.name || domain;
  return {
    domain,
    prefix,
    register: async (api, context) => {
      await api.register(plugin as FastifyPluginAsync<AnyOptions>, { ...(prefix ? { prefix } : {}), ...options?.(context) });
    },
  };
}

export const API_PLUGINS: readonly ApiPluginEntry[] = [
  // Providers (fastify-plugin: their decorators reach every route module below).
  mount('service', providersPlugin),
  mount('service', mailPlugin, '', (context) => ({ ...context.mail })),
  mount('service', paymentsPlugin, '', (context) => ({ ...context.payments, tokenSecret: context.secret })),
  mount('service', pushPlugin, '', (context) => ({ ...context.push })),
  // The API's own description: /openapi.json and /docs.
  mount('service', openApiRoutes),
  // The domains' routes.
  mount('health', healthRoutes),
  mount('accounts', userManagerRoutes, '/user-manager', ({ tokens, loginRateLimit, passwordResetLimit, registerLimit, contactLimit }) => ({
    tokens,
    loginRateLimit,
    passwordResetLimit,
    registerLimit,
    contactLimit,
  })),
  mount('fleet', fleetTruckRoutes, '/user-manager'),
  mount('tracking', fleetPositionRoutes, '/user-manager'),
  mount('fleet', favouriteRoutes, '/favourite-manager'),
  mount('chat', chatManagerRoutes, '/chat-manager'),
  mount('chat', driverChatRoutes, '/driver-chat'),
  mount('fleet', driverLinkRoutes, '/user-manager'),
  mount('shipments', driverRoutes, '/driver-manager'),
  mount('shipments', proofOfDeliveryRoutes, '/load-manager'),
  mount('accounts', companyPermissionRoutes, '/company-permissions'),
  mount('insight', insightRoutes, '/load-manager'),
  mount('loads', loadManagerRoutes, '/load-manager'),
  mount('quotes', quoteRoutes, '/load-manager'),
  mount('schedule', scheduleRoutes, '/load-manager'),
  mount('tracking', trackingRoutes, '/load-manager', ({ tokens }) => ({ tokens })),
  mount('documents', documentRoutes, '/order-manager'),
  mount('shipments', orderManagerRoutes, '/order-manager'),
  mount('insight', activityGraphRoutes, '/order-manager'),
  mount('insight', dashboardManagerRoutes, '/dashboard-manager'),
  mount('insight', logsManagerRoutes, '/logs-manager'),
  mount('settings', appConfigRoutes),
  mount('companies', companyManagerRoutes, '/company-manager'),
  mount('companies', paymentsSandboxRoutes, '/payments-sandbox'),
  mount('notifications', pushRoutes),
  mount('address-book', addressManagerRoutes, '/address-manager'),
  mount('address-book', warehouseManagerRoutes, '/warehouse-manager'),
  mount('address-book', laneManagerRoutes, '/lane-manager'),
  mount('sales', salesOrderRoutes, '/integration-manager'),
  mount('purchase-orders', purchaseOrderErpRoutes, '/integration-manager'),
  mount('purchase-orders', billOfLadingTrackingRoutes, '/integration-manager'),
  mount('sales', erpLookupRoutes, '/integration-manager'),
  mount('loads', equipmentManagerRoutes, '/equipment-manager'),
  mount('purchase-orders', purchaseManagerRoutes, '/purchase-manager'),
  mount('insight', reportManagerRoutes, '/report-manager'),
  mount('address-book', mapsRoutes),
  mount('documents', shippoShipmentRoutes, '/shippo-shipment'),
  mount('settings', settingsRoutes, '/settings-manager'),
  // The risk job (no routes): the loads' delay and risk flags every RISK_JOB_INTERVAL_MS.
  mount('insight', riskJobPlugin),
  // The real-time WebSocket (GET /v1/api/realtime) and this instance's LISTEN hub (apps/api/src/realtime/).
  mount('service', realtimeRoutes, '', ({ tokens }) => ({ tokens })),
];

/** Registers the table in order (inside the /v1/api plugin). */
export async function registerApiPlugins(api: ApiInstance, context: ApiPluginContext): Promise<void> {
  for (const entry of API_PLUGINS) await entry.register(api, context);
}
