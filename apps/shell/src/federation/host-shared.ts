/* eslint-disable @typescript-eslint/no-require-imports -- the CommonJS packages are handed out as their exact
   module.exports, as a bundler-built provider does; an ES namespace of them would be a wrapper object. */
import type { createInstance } from '@module-federation/enhanced/runtime';
import * as formik from 'formik';
import * as reactRedux from 'react-redux';
import * as apiClient from '@freight/api-client';
import * as auth from '@freight/auth';
import * as i18n from '@freight/i18n';
import * as realtime from '@freight/realtime';
import * as router from '@freight/router';
import * as store from '@freight/store';
import * as ui from '@freight/ui';

/**
 * What the shell gives the remotes: the libraries that hold state or React context and must be one per page (one
 * React, one store's hooks, one router, one i18next, one configured API client, one session's navigation, one set of
 * document titles, one Formik context for the form kit, one real-time socket per connection). They are the shell's own module instances, already running.
 *
 * Stateless shared libraries (@reduxjs/toolkit, redux-saga, yup, js-cookie, the map and the table) are not given:
 * the shell keeps only the parts it uses (tree-shaken), and the remotes share one copy among themselves
 * (`shared` in tools/rspack/app-config.ts; the first remote loaded provides it).
 */
const HOST_MODULES: Record<string, () => unknown> = {
  react: () => require('react'),
  'react/jsx-runtime': () => require('react/jsx-runtime'),
  'react-dom': () => require('react-dom'),
  'react-dom/client': () => require('react-dom/client'),
  'react-redux': () => reactRedux,
  formik: () => formik,
  '@freight/api-client': () => apiClient,
  '@freight/auth': () => auth,
  '@freight/i18n': () => i18n,
  '@freight/realtime': () => realtime,
  '@freight/router': () => router,
  '@freight/store': () => store,
  '@freight/ui': () => ui,
};

type SharedOptions = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

export function hostShared(): SharedOptions {
  return Object.fromEntries(
    Object.entries(HOST_MODULES).map(([name, lib]) => {
      const version = __SHARED_VERSIONS__[name];
      if (!version) throw new Error(`${name} is not shared by the remotes (tools/rspack/app-config.ts)`);
      const workspaceLib = name.startsWith('@freight/');
      return [
        name,
        {
          version,
          lib: lib as () => Record<string, unknown>,
          shareConfig: { singleton: true, requiredVersion: workspaceLib ? false : version },
          strategy: 'loaded-first' as const,
        },
      ];
    }),
  );
}
