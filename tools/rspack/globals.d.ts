/** Defined at build time by tools/rspack/app-config.ts. */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;

declare module '*.css';
declare const __MAP_TILE_URL__: string;
/** Version of each shared package and workspace lib, as the remotes declare them (tools/rspack/app-config.ts). */
declare const __SHARED_VERSIONS__: Record<string, string>;
