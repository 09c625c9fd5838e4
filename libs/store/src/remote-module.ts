import type { RouteObject } from '@freight/router';
import type { FeatureDefinition } from './store';

/** Translations of one area: language code → nested messages. */
export type AreaTranslations = Record<'sp' | 'en' | 'fr', Record<string, unknown>>;

/**
 * What every remote's `./Module` default-exports: the contract between the shell and a module.
 * The shell mounts `routes[base]` below each route-table entry it maps to this remote.
 */
export interface RemoteModule {
  /** The remote's federation name, e.g. 'address'. */
  name: string;
  /** Release label baked in at build time; shown on /versions and in the module's footer. */
  version: string;
  /** Route trees keyed by the shell's base path (e.g. '/address'); children are relative. */
  routes: Record<string, RouteObject[]>;
  /** Reducer injected under `feature.key` and saga started on first mount. */
  feature?: FeatureDefinition;
  /** i18next namespaces this module needs, in every language. */
  translations: Record<string, AreaTranslations>;
}

/** Typed identity that keeps a module literal checked against the contract. */
export const defineRemoteModule = (module: RemoteModule): RemoteModule => module;
