import path from 'node:path';
import { readFileSync, rmSync } from 'node:fs';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { FEDERATION_RUNTIME_CHUNK, FederationRuntimePreloadPlugin } from './federation-preload-plugin';
import { PrecompressPlugin } from './precompress-plugin';

const workspaceRoot = path.resolve(__dirname, '../..');
const rootPackage = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** Where production source maps go: outside dist/apps, the folder that is published. */
const SOURCE_MAPS_DIR = path.join(workspaceRoot, 'dist/sourcemaps');

/** Spec section 8: a chunk that has not arrived after 120 s fails with an error naming it. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Each shared entry also says 'loaded-first': a consumer otherwise falls back to the runtime's
 * per-package default, 'version-first', which fetches every registered remote's entry to compare
 * versions, so one dead remote would break the loading of all the others.
 */
/** Libraries shared as singletons: one React, one router, one store, one i18next, one API client per page. */
const SHARED_PACKAGES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@reduxjs/toolkit',
  'react-redux',
  'redux-saga',
  'redux-saga/effects',
  'formik',
  'yup',
  'js-cookie',
];
/**
 * Workspace libraries that hold state or are used by several remotes. react-router, i18next,
 * react-i18next and axios are reached only through these (libs/router, libs/i18n, libs/api-client),
 * so they are singletons too, bundled once and tree-shaken instead of shipped whole.
 */
const SHARED_WORKSPACE_LIBS = [
  // The address domain lib (fields, zip check, picker): loads, orders, purchase orders and settings use it too.
  '@freight/address',
  '@freight/api-client',
  '@freight/auth',
  // The month/week calendar: the orders remote's /calendar and the dashboard's /dashboard/calendar.
  '@freight/calendar',
  // The charts (uPlot, loaded lazily): the dashboard's home, lane history and reports draw with them.
  '@freight/charts',
  // The chat (state, panel, driver side): the shell, the trucks list's row action and the driver pages use it.
  '@freight/chat',
  '@freight/i18n',
  '@freight/map',
  // The order detail: the orders remote's lists, the loads list and the dashboard's order lists open it.
  '@freight/order-detail',
  // The ERP product look-up (its own cache): the orders remote's sales order lines and the purchase order lines.
  '@freight/products',
  // The real-time socket: one per connection for the whole page (the shell's chat panel and the remotes' screens).
  '@freight/realtime',
  '@freight/router',
  '@freight/store',
  '@freight/table',
  '@freight/ui',
];

/**
 * Packages of the federation runtime that a production remote takes from the shell (global name → package), beside
 * `@module-federation/runtime-core` (`externalRuntime`, global `_FEDERATION_RUNTIME_CORE`). The shell sets them
 * before it loads the first remote entry (apps/shell/src/federation/host-runtime.ts).
 */
const HOST_RUNTIME_GLOBALS = {
  '@module-federation/sdk': '_FEDERATION_SDK',
  '@module-federation/error-codes': '_FEDERATION_ERROR_CODES',
};

/** The versions the host registers for what it provides (apps/shell/src/federation/host-shared.ts). */
function sharedVersions(): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const name of SHARED_PACKAGES) {
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
    versions[name] = rootPackage.dependencies[pkg]!;
  }
  for (const name of SHARED_WORKSPACE_LIBS) versions[name] = '0.1.0';
  return versions;
}

function sharedConfig() {
  type Shared = { singleton: true; requiredVersion: string | false; version?: string; strategy: 'loaded-first' };
  const shared: Record<string, Shared> = {};
  for (const name of SHARED_PACKAGES) {
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
    const version = rootPackage.dependencies[pkg];
    if (!version) throw new Error(`Shared package ${pkg} is not a dependency of the workspace`);
    shared[name] = { singleton: true, requiredVersion: version, strategy: 'loaded-first' };
  }
  for (const name of SHARED_WORKSPACE_LIBS) {
    shared[name] = { singleton: true, requiredVersion: false, version: '0.1.0', strategy: 'loaded-first' };
  }
  return shared;
}

export interface AppOptions {
  /** Federation name: 'shell' or a remote's name (valid identifier, e.g. 'purchase_orders'). */
  name: string;
  /** Folder of the app, e.g. apps/address. */
  root: string;
  kind: 'host' | 'remote';
  devPort: number;
}

/**
 * One Rspack configuration for every app, so the shell and the eight remotes are built the
 * same way. A remote is also a standalone app (its own index.html), used by `nx serve <remote>`.
 *
 * The host (the shell) is a plain bundle, not a federation container: its own code imports its
 * libraries directly (tree-shaken, no shared-module chunks to wait for), so `/login` is one script
 * and a style sheet. The federation runtime is loaded only when a remote is first needed
 * (apps/shell/src/federation/host-runtime.ts); it registers the host's singletons (React, the store,
 * the router, i18next...) in the share scope, and remotes use them and the host's runtime
 * (`externalRuntime`) instead of their own.
 */
export function createAppConfig(options: AppOptions) {
  return (_env: unknown, argv: { mode?: string } = {}): Configuration => {
    const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
    const folder = path.basename(options.root);
    const outputPath = path.join(workspaceRoot, 'dist/apps', folder);
    const apiTarget = process.env.API_URL ?? 'http://localhost:3333';
    const version = process.env.APP_VERSION ?? '0.1.0';
    // The federation manifest records this as buildInfo.buildVersion; /versions reads it from there.
    process.env.MF_BUILD_VERSION = version;
    return {
      name: options.name,
      context: options.root,
      mode: production ? 'production' : 'development',
      // Production source maps are written beside dist/apps, not in it, and the bundles do not name them
      // ('hidden-source-map'): whatever publishes an app's folder publishes no source (docs/security.md, section 5).
      // The web root refuses `*.map` too unless SERVE_SOURCE_MAPS is on. Development keeps its inline maps.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      entry: { main: './src/main.ts' },
      target: 'web',
      output: {
        path: outputPath,
        publicPath: options.kind === 'host' ? '/' : 'auto',
        uniqueName: options.name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        // Relative to `path`: dist/sourcemaps/<app>/ (see devtool above).
        ...(production ? { sourceMapFilename: `${path.relative(outputPath, path.join(SOURCE_MAPS_DIR, folder))}/[file].map` } : {}),
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
        // react-router's package exports name only its development build; production gets the lean one.
        alias: production ? { 'react-router$': path.join(workspaceRoot, 'node_modules/react-router/dist/production/index.mjs') } : {},
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production } },
              },
            },
            type: 'javascript/auto',
          },
          { test: /\.css$/, type: 'css/auto' },
          { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset' },
        ],
      },
      optimization: {
        // Readable chunk names, so the chunk-load error says which chunk did not arrive.
        chunkIds: 'named',
        minimize: production,
        // The host's first script in two (React DOM apart): two shorter evaluation tasks rather than one long one
        // on a slow phone, fetched side by side.
        ...(options.kind === 'host'
          ? {
              splitChunks: {
                cacheGroups: {
                  reactDom: { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, name: 'react-dom', chunks: 'initial' as const, priority: 10 },
                  // The federation runtime in one chunk with the shell's code that creates it (preloaded when signed in).
                  federationRuntime: {
                    test: /[\\/]node_modules[\\/]@module-federation[\\/]/,
                    name: FEDERATION_RUNTIME_CHUNK,
                    chunks: 'async' as const,
                    priority: 20,
                  },
                },
              },
            }
          : {}),
      },
      performance: { hints: false },
      plugins: [
        new rspack.HtmlRspackPlugin({
          template: path.join(__dirname, 'index.html'),
          chunks: ['main'],
          // A remote running alone serves deep links (/address/add): its page must load main.js from the root.
          ...(options.kind === 'remote' && !production ? { publicPath: '/' } : {}),
        }),
        new rspack.DefinePlugin({
          __APP_NAME__: JSON.stringify(options.name),
          __APP_VERSION__: JSON.stringify(version),
          __MAP_TILE_URL__: JSON.stringify(process.env.MAP_TILE_URL ?? ''),
          __SHARED_VERSIONS__: JSON.stringify(sharedVersions()),
        }),
        ...(options.kind === 'remote'
          ? [
              new ModuleFederationPlugin({
                name: options.name,
                filename: 'remoteEntry.js',
                exposes: { './Module': './src/module.ts' },
                shared: sharedConfig(),
                shareStrategy: 'loaded-first',
                manifest: true,
                dts: false,
                experiments: {
                  // In production a remote runs inside the shell and uses its federation runtime (about 30 KB
                  // less per remote); running alone (`nx serve <remote>`, development) it is its own host.
                  externalRuntime: production,
                  optimization: { target: 'web' },
                },
              }),
              // The runtime's helper packages too: the shell hands them out with its runtime (host-runtime.ts).
              ...(production ? [new rspack.ExternalsPlugin('global', HOST_RUNTIME_GLOBALS)] : []),
            ]
          : []),
        ...(options.kind === 'host' ? [new FederationRuntimePreloadPlugin()] : []),
        // `output.clean` empties only the app's folder: the previous build's source maps go here.
        ...(production
          ? [
              {
                apply: (compiler: Compiler) =>
                  compiler.hooks.beforeRun.tap('CleanSourceMaps', () => rmSync(path.join(SOURCE_MAPS_DIR, folder), { recursive: true, force: true })),
              },
            ]
          : []),
        // Brotli and gzip siblings of every text asset, sent as they are by the origin server.
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      // `rspack serve` compiles dynamic imports lazily unless told otherwise: the first one a page makes (the API
      // client's axios at start, a lazy page) then rebuilds, and live reload reloads the page under the user's
      // typing. One whole compilation at start instead.
      lazyCompilation: false,
      devServer: {
        port: Number(process.env.DEV_SERVER_PORT ?? options.devPort),
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        // The production headers but the Content-Security-Policy (plugins/security-headers.ts): the development
        // bundles evaluate their modules with eval (fast rebuilds, their source maps), which the policy forbids.
        headers: {
          'Access-Control-Allow-Origin': '*',
          'X-Content-Type-Options': 'nosniff',
          'X-Frame-Options': 'DENY',
          'Referrer-Policy': 'strict-origin-when-cross-origin',
        },
        // `ws`: the real-time WebSocket (/v1/api/realtime) goes through too. The API accepts a socket only from its own
        // origin (cross-site WebSocket hijacking, apps/api/src/realtime/routes.ts): the proxy presents the API's.
        proxy: [
          {
            context: ['/v1/api', '/remotes'],
            target: apiTarget,
            changeOrigin: true,
            ws: true,
            on: { proxyReqWs: (proxyReq: { setHeader(name: string, value: string): void }) => proxyReq.setHeader('origin', new URL(apiTarget).origin) },
          },
        ],
      },
      stats: 'errors-warnings',
    };
  };
}
