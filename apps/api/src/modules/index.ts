import type { FastifyPluginAsync, FastifyPluginCallback, FastifyPluginOptions, FastifyTypeProvider, RawServerDefault } from 'fastify';
import type { TokenService } from '../plugins/auth';
import type { AttemptLimit } from '../plugins/attempt-limit';
import { openApiRoutes } from '../plugins/openapi';
import { providersPlugin } from '../providers';
import { mailPlugin, type MailPluginOptions } from '../providers/mail';
import { paymentsPlugin, type PaymentsPluginOptions } from '../providers/payments';
import { pushPlugin, type PushPluginOptions } from '../providers/push';
import type { ApiInstance } from '../types';
import { addressManagerRoutes } from './address-manager/routes';
import { appConfigRoutes } from './app-config/routes';
import { chatManagerRoutes } from './chat/routes';
import { driverChatRoutes } from './chat/driver-routes';
import { driverLinkRoutes } from './driver/link-routes';
import { proofOfDeliveryRoutes } from './driver/proof-routes';
import { driverRoutes } from './driver/routes';
import { companyManagerRoutes } from './company-manager/routes';
import { companyPermissionRoutes } from './company-permissions/routes';
import { activityGraphRoutes } from './dashboard-manager/activity-routes';
import { dashboardManagerRoutes } from './dashboard-manager/routes';
import { equipmentManagerRoutes } from './equipment-manager/routes';
import { fleetTruckRoutes } from './fleet/routes';
import { favouriteRoutes } from './fleet/favourite-routes';
import { fleetPositionRoutes } from './fleet/position-routes';
import { healthRoutes } from './health/routes';
import { integrationManagerRoutes } from './integration-manager/routes';
import { laneManagerRoutes } from './lane-manager/routes';
import { logsManagerRoutes } from './logs-manager/routes';
import { loadManagerRoutes } from './load-manager/routes';
import { orderManagerRoutes } from './order-manager/routes';
import { quoteRoutes } from './load-manager/quote-routes';
import { scheduleRoutes } from './schedule/routes';
import { settingsRoutes } from './settings/routes';
import { trackingRoutes } from './tracking/routes';
import { mapsRoutes } from './maps/routes';
import { paymentsSandboxRoutes } from './payments-sandbox/routes';
import { pushRoutes } from './push/routes';
import { purchaseManagerRoutes } from './purchase-manager/routes';
import { reportManagerRoutes } from './report-manager/routes';
import { riskJobPlugin } from './risk/routes';
import { userManagerRoutes, type LoginRateLimit } from './user-manager/routes';
import { warehouseManagerRoutes } from './warehouse-manager/routes';
import { shippoShipmentRoutes } from './shippo-shipment/routes';
import { realtimeRoutes } from '../realtime/routes';

/**
 * The registration table of everything under /v1/api: providers first (the routes use them), then one line per
 * route module with its manager prefix. A new module adds its line here; server.ts registers the table in order.
 */

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
  /** Below /v1/api; '' for paths at its root (spec section 7 has a few). */
  prefix: string;
  register(api: ApiInstance, context: ApiPluginContext): Promise<void>;
}

type AnyOptions = Record<string, unknown>;
/** A Fastify plugin, async or callback style (fastify-plugin wraps the providers in the latter). */
type AnyPlugin<O extends FastifyPluginOptions> = FastifyPluginAsync<O, RawServerDefault, FastifyTypeProvider> | FastifyPluginCallback<O, RawServerDefault, FastifyTypeProvider>;

/** A plugin and its prefix; `options` picks what it needs from the context. */
function mount(plugin: AnyPlugin<Record<never, never>>, prefix?: string): ApiPluginEntry;
function mount<O extends FastifyPluginOptions>(plugin: AnyPlugin<O>, prefix: string, options: (context: ApiPluginContext) => O): ApiPluginEntry;
function mount(plugin: AnyPlugin<AnyOptions>, prefix = '', options?: (context: ApiPluginContext) => AnyOptions): ApiPluginEntry {
  return {
    prefix,
    register: async (api, context) => {
      await api.register(plugin as FastifyPluginAsync<AnyOptions>, { ...(prefix ? { prefix } : {}), ...options?.(context) });
    },
  };
}

export const API_PLUGINS: readonly ApiPluginEntry[] = [
  // Providers (fastify-plugin: their decorators reach every route module below).
  mount(providersPlugin),
  mount(mailPlugin, '', (context) => ({ ...context.mail })),
  mount(paymentsPlugin, '', (context) => ({ ...context.payments, tokenSecret: context.secret })),
  mount(pushPlugin, '', (context) => ({ ...context.push })),
  // The API's own description: /openapi.json and /docs.
  mount(openApiRoutes),
  // Route modules.
  mount(healthRoutes),
  mount(userManagerRoutes, '/user-manager', ({ tokens, loginRateLimit, passwordResetLimit, registerLimit, contactLimit }) => ({
    tokens,
    loginRateLimit,
    passwordResetLimit,
    registerLimit,
    contactLimit,
  })),
  mount(fleetTruckRoutes, '/user-manager'),
  mount(fleetPositionRoutes, '/user-manager'),
  mount(favouriteRoutes, '/favourite-manager'),
  mount(chatManagerRoutes, '/chat-manager'),
  mount(driverChatRoutes, '/driver-chat'),
  mount(driverLinkRoutes, '/user-manager'),
  mount(driverRoutes, '/driver-manager'),
  mount(proofOfDeliveryRoutes, '/load-manager'),
  mount(companyPermissionRoutes, '/company-permissions'),
  mount(loadManagerRoutes, '/load-manager'),
  mount(quoteRoutes, '/load-manager'),
  mount(scheduleRoutes, '/load-manager'),
  mount(trackingRoutes, '/load-manager', ({ tokens }) => ({ tokens })),
  mount(orderManagerRoutes, '/order-manager'),
  mount(activityGraphRoutes, '/order-manager'),
  mount(dashboardManagerRoutes, '/dashboard-manager'),
  mount(logsManagerRoutes, '/logs-manager'),
  mount(appConfigRoutes),
  mount(companyManagerRoutes, '/company-manager'),
  mount(paymentsSandboxRoutes, '/payments-sandbox'),
  mount(pushRoutes),
  mount(addressManagerRoutes, '/address-manager'),
  mount(warehouseManagerRoutes, '/warehouse-manager'),
  mount(laneManagerRoutes, '/lane-manager'),
  mount(integrationManagerRoutes, '/integration-manager'),
  mount(equipmentManagerRoutes, '/equipment-manager'),
  mount(purchaseManagerRoutes, '/purchase-manager'),
  mount(reportManagerRoutes, '/report-manager'),
  mount(mapsRoutes),
  mount(shippoShipmentRoutes, '/shippo-shipment'),
  mount(settingsRoutes, '/settings-manager'),
  // The risk job (no routes): the loads' delay and risk flags every RISK_JOB_INTERVAL_MS.
  mount(riskJobPlugin),
  // The real-time WebSocket (GET /v1/api/realtime) and this instance's LISTEN hub (apps/api/src/realtime/).
  mount(realtimeRoutes, '', ({ tokens }) => ({ tokens })),
];

/** Registers the table in order (inside the /v1/api plugin). */
export async function registerApiPlugins(api: ApiInstance, context: ApiPluginContext): Promise<void> {
  for (const entry of API_PLUGINS) await entry.register(api, context);
}
