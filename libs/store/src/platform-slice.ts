import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppConfig } from '@freight/contracts';

/**
 * What the platform knows about the installation and the device: the product's configuration (company settings,
 * demo mode, web push key; GET app-config) and the position the browser gave, if any. Filled by the frame's
 * platform saga; read by the layout, the login page and the account pages.
 */
export interface PlatformState {
  config: { status: 'idle' | 'loaded' | 'failed'; data?: AppConfig };
  position?: { lat: number; lng: number };
}

const DEMO_OFF = { enabled: false, allowedAccounts: [] as string[] };

export const platformSlice = createSlice({
  name: 'platform',
  initialState: { config: { status: 'idle' } } as PlatformState,
  reducers: {
    appConfigLoaded(state, action: PayloadAction<AppConfig>) {
      state.config = { status: 'loaded', data: action.payload };
    },
    appConfigFailed(state) {
      state.config.status = 'failed';
    },
    positionFound(state, action: PayloadAction<{ lat: number; lng: number }>) {
      state.position = action.payload;
    },
  },
  selectors: {
    selectAppConfig: (state) => state.config.data,
    selectDemoMode: (state) => state.config.data?.demo ?? DEMO_OFF,
  },
});

export const { appConfigLoaded, appConfigFailed, positionFound } = platformSlice.actions;
export const { selectAppConfig, selectDemoMode } = platformSlice.selectors;
