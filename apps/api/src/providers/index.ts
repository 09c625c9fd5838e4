import fp from 'fastify-plugin';
import { ConfigError } from '../config';
import { createLocalErpProvider } from './erp/local';
import { createSapErpProvider } from './erp/sap';
import type { ErpProvider } from './erp/types';
import type { FetchLike } from './http';
import { createGoogleMapsProvider } from './maps/google';
import { createLocalMapsProvider } from './maps/local';
import { createOsrmMapsProvider } from './maps/osrm';
import type { MapsProvider } from './maps/types';
import { createLabelProvider, loadLabelsConfig, type LabelProvider } from './labels';
import { createContainerTrackingProvider, loadContainerTrackingConfig, type ContainerTrackingProvider } from './containers';
import { createFileStorage, loadStorageConfig, type FileStorage } from './storage';

/**
 * Integrations behind one interface each, chosen by environment variables in this one place (docs/modules/address.md):
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
export type { LabelProvider } from './labels';
export type { ContainerTrackingProvider } from './containers';
export type { FileStorage } from './storage';

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '&copy; OpenStreetMap contributors';

export type MapsConfig =
  | { provider: 'local' }
  | { provider: 'osrm'; osrmUrl: string; nominatimUrl: string }
  | { provider: 'google'; apiKey: string };

export type ErpConfig = { provider: 'local' } | { provider: 'sap'; url: string; user: string; password: string };

export interface ProviderConfig {
  maps: MapsConfig;
  tiles: { url: string; attribution: string };
  erp: ErpConfig;
  timeoutMs: number;
}

export interface Providers {
  maps: MapsProvider;
  erp: ErpProvider;
  tiles: { url: string; attribution: string };
}

const value = (env: NodeJS.ProcessEnv, name: string) => {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
};

const required = (env: NodeJS.ProcessEnv, name: string, because: string) => {
  const found = value(env, name);
  if (!found) throw new ConfigError(`${name} is required when ${because}`);
  return found;
};

const url = (env: NodeJS.ProcessEnv, name: string, because: string) => {
  const found = required(env, name, because);
  try {
    const parsed = new URL(found);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${found}"`);
  }
  return found;
};

/** Reads and checks the providers' environment; a missing or bad value is a ConfigError naming the variable. */
export function loadProviderConfig(env: NodeJS.ProcessEnv = process.env): ProviderConfig {
  const mapsName = (value(env, 'MAPS_PROVIDER') ?? 'local').toLowerCase();
  let maps: MapsConfig;
  if (mapsName === 'local') maps = { provider: 'local' };
  else if (mapsName === 'osrm') {
    maps = {
      provider: 'osrm',
      osrmUrl: url(env, 'OSRM_URL', 'MAPS_PROVIDER=osrm'),
      nominatimUrl: url(env, 'NOMINATIM_URL', 'MAPS_PROVIDER=osrm'),
    };
  } else if (mapsName === 'google') maps = { provider: 'google', apiKey: required(env, 'GOOGLE_MAPS_KEY', 'MAPS_PROVIDER=google') };
  else throw new ConfigError(`MAPS_PROVIDER must be local, osrm or google, got "${mapsName}"`);

  const erpName = (value(env, 'ERP_PROVIDER') ?? 'local').toLowerCase();
  let erp: ErpConfig;
  if (erpName === 'local') erp = { provider: 'local' };
  else if (erpName === 'sap') {
    erp = {
      provider: 'sap',
      url: url(env, 'SAP_URL', 'ERP_PROVIDER=sap'),
      user: required(env, 'SAP_USER', 'ERP_PROVIDER=sap'),
      password: required(env, 'SAP_PASSWORD', 'ERP_PROVIDER=sap'),
    };
  } else throw new ConfigError(`ERP_PROVIDER must be local or sap, got "${erpName}"`);

  const timeoutRaw = value(env, 'PROVIDER_TIMEOUT_MS');
  const timeoutMs = timeoutRaw === undefined ? 10_000 : Number(timeoutRaw);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 60_000) {
    throw new ConfigError(`PROVIDER_TIMEOUT_MS must be an integer between 100 and 60000, got "${timeoutRaw}"`);
  }

  return {
    maps,
    erp,
    tiles: {
      url: value(env, 'MAP_TILE_URL') ?? DEFAULT_TILE_URL,
      attribution: value(env, 'MAP_TILE_ATTRIBUTION') ?? DEFAULT_TILE_ATTRIBUTION,
    },
    timeoutMs,
  };
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
  /** Use these instead of the ones the environment names. */
  providers?: Providers;
  /** Use this label provider instead of the one SHIPPO_API_KEY names. */
  labels?: LabelProvider;
  /** Use this container tracking provider instead of the one VIZION_API_KEY names. */
  containerTracking?: ContainerTrackingProvider;
  /** Use this file storage instead of the one STORAGE_PROVIDER names. */
  storage?: FileStorage;
}

/**
 * Decorates `providers` on the scope it is registered in (the /v1/api scope, before the routes that use them).
 * Without options it reads the environment once (loadProviderConfig), so a bad variable stops the start-up.
 */
export const providersPlugin = fp<ProvidersPluginOptions>(
  async (app, options) => {
    if (app.hasDecorator('providers')) return;
    app.decorate('providers', options.providers ?? createProviders(loadProviderConfig()));
    app.decorate('labels', options.labels ?? createLabelProvider(loadLabelsConfig(), { log: app.log }));
    app.decorate('containerTracking', options.containerTracking ?? createContainerTrackingProvider(loadContainerTrackingConfig(process.env, loadProviderConfig().timeoutMs)));
    app.decorate('storage', options.storage ?? createFileStorage(loadStorageConfig(process.env, loadProviderConfig().timeoutMs), app.db));
  },
  { name: 'providers' },
);
