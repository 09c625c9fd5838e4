import fp from 'fastify-plugin';
import type { ProviderConfig } from '../config';
import { createLocalErpProvider } from './erp/local';
import { createSapErpProvider } from './erp/sap';
import type { ErpProvider } from './erp/types';
import type { FetchLike } from './http';
import { createGoogleMapsProvider } from './maps/google';
import { createLocalMapsProvider } from './maps/local';
import { createOsrmMapsProvider } from './maps/osrm';
import type { MapsProvider } from './maps/types';
import { createLabelProvider, type LabelProvider } from './labels';
import { createContainerTrackingProvider, type ContainerTrackingProvider } from './containers';
import { createFileStorage, type FileStorage } from './storage';

/**
 * Integrations behind one interface each, chosen by the configuration (config.ts reads these variables; docs/modules/address.md):
 *
 *   MAPS_PROVIDER   local (default, offline) | osrm (OSRM_URL, NOMINATIM_URL) | google (GOOGLE_MAPS_KEY)
 *   MAP_TILE_URL    tiles the web map draws (default OpenStreetMap's), MAP_TILE_ATTRIBUTION its credit line
 *   ERP_PROVIDER    local (default) | sap (SAP_URL, SAP_USER, SAP_PASSWORD)
 *   PROVIDER_TIMEOUT_MS  time limit of one call to a remote provider (default 10000)
 *   VIZION_API_KEY  container tracking by Vizion (VIZION_URL, VIZION_CALLBACK_URL); unset: simulated (providers/containers)
 *   STORAGE_PROVIDER  local (default, the database) | s3 (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, ...): providers/storage
 *
 * `app.providers` holds them (decorated by `providersPlugin`).
 */

export type { MapsProvider } from './maps/types';
export type { ErpProvider } from './erp/types';
export { loadProviderConfig, type ProviderConfig } from '../config';

export interface Providers {
  maps: MapsProvider;
  erp: ErpProvider;
  tiles: { url: string; attribution: string };
}

/** Builds the providers a config names. `fetch` is for tests (a stub) and defaults to the global one. */
export function createProviders(config: ProviderConfig, fetch?: FetchLike): Providers {
  const { timeoutMs } = config;
  const maps: MapsProvider =
    config.maps.provider === 'osrm'
      ? createOsrmMapsProvider({ osrmUrl: config.maps.osrmUrl, nominatimUrl: config.maps.nominatimUrl, timeoutMs, fetch })
      : config.maps.provider === 'google'
        ? createGoogleMapsProvider({ apiKey: config.maps.apiKey, timeoutMs, fetch })
        : createLocalMapsProvider();
  const erp: ErpProvider =
    config.erp.provider === 'sap'
      ? createSapErpProvider({ url: config.erp.url, user: config.erp.user, password: config.erp.password, timeoutMs, fetch })
      : createLocalErpProvider();
  return { maps, erp, tiles: config.tiles };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Maps and ERP providers (providers/index.ts). */
    providers: Providers;
    /** The shipping label provider: local, or Shippo with SHIPPO_API_KEY (providers/labels). */
    labels: LabelProvider;
    /** The container tracking provider: simulated, or Vizion with VIZION_API_KEY (providers/containers). */
    containerTracking: ContainerTrackingProvider;
    /** Where stored files' bytes are kept: the database, or S3 with STORAGE_PROVIDER=s3 (providers/storage). */
    storage: FileStorage;
  }
}

export interface ProvidersPluginOptions {
  /** Use these instead of the ones the configuration names. */
  providers?: Providers;
  /** Use this label provider instead of the one SHIPPO_API_KEY names. */
  labels?: LabelProvider;
  /** Use this container tracking provider instead of the one VIZION_API_KEY names. */
  containerTracking?: ContainerTrackingProvider;
  /** Use this file storage instead of the one STORAGE_PROVIDER names. */
  storage?: FileStorage;
}

/**
 * Decorates `providers` on the scope it is registered in (the /v1/api scope, before the routes that use them), each
 * one the configuration names (app.config) unless the options give it.
 */
export const providersPlugin = fp<ProvidersPluginOptions>(
  async (app, options) => {
    if (app.hasDecorator('providers')) return;
    const { config } = app;
    app.decorate('providers', options.providers ?? createProviders(config.providers));
    app.decorate('labels', options.labels ?? createLabelProvider(config.labels, { log: app.log }));
    app.decorate('containerTracking', options.containerTracking ?? createContainerTrackingProvider(config.containers.tracking));
    app.decorate('storage', options.storage ?? createFileStorage(config.storage, app.db));
  },
  { name: 'providers' },
);
