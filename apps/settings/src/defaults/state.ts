import { createAction } from '@reduxjs/toolkit';
import type { CompanyDefaults, DefaultsUpdateRequest, SettingsOptions } from '@freight/contracts';
import { createCallsSlice, type CallState, type RootState } from '@freight/store';

/**
 * /setting/default: the company's defaults the other modules start from (default pickup address, equipment,
 * currency, weight unit, quote validity, reminder lead times).
 *
 * This file does not import ../state.ts (which imports this reducer): it reads its own part through `selectDefaultsState`.
 */
export type DefaultsCalls = {
  /** GET settings-manager/defaults. */
  defaults: CompanyDefaults;
  /** POST settings-manager/update-defaults. */
  save: CompanyDefaults;
  /** GET settings-manager/options: the equipment catalogue and the company's addresses (portal-less accounts too). */
  options: SettingsOptions;
};

const calls = createCallsSlice<DefaultsCalls>('settings/defaults/calls', ['defaults', 'save', 'options']);

export type DefaultsState = { [K in keyof DefaultsCalls]: CallState<DefaultsCalls[K]> };

/** Where the module (../state.ts) puts this reducer. */
export const DEFAULTS_KEY = 'defaults';

export const defaultsReducer = calls.reducer;

export function selectDefaultsState(root: RootState): DefaultsState {
  const settings = (root as { settings?: Record<string, unknown> }).settings;
  return (settings?.[DEFAULTS_KEY] as DefaultsState | undefined) ?? calls.initialState;
}

export const selectDefaultsCall =
  <K extends keyof DefaultsCalls>(name: K) =>
  (root: RootState): CallState<DefaultsCalls[K]> =>
    selectDefaultsState(root)[name];

export const defaultsActions = {
  defaultsRequested: createAction('settings/defaults/defaultsRequested'),
  saveRequested: createAction<DefaultsUpdateRequest>('settings/defaults/saveRequested'),
  ...calls.actions,
};
