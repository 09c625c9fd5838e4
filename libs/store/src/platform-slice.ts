import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppConfig } from '@freight/contracts';
import { defaultDistanceUnit, type DistanceUnit } from '@freight/i18n';

/**
 * What the platform knows about the installation and the device: the product's configuration (company settings,
 * demo mode, web push key; GET app-config). Filled by the frame's
 * platform saga; read by the layout, the login page and the account pages.
 */
export interface PlatformState {
  config: { status: 'idle' | 'loaded' | 'failed'; data?: AppConfig };
  /** The signed-in company's country, when known: it sets the default distance unit. */
  companyCountry?: string;
  /** The user's chosen distance unit (the settings module stores it; until then the country's default). */
  distanceUnit?: DistanceUnit;
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
    companyCountryKnown(state, action: PayloadAction<string>) {
      state.companyCountry = action.payload;
    },
    distanceUnitChosen(state, action: PayloadAction<DistanceUnit>) {
      state.distanceUnit = action.payload;
    },
  },
  selectors: {
    selectAppConfig: (state) => state.config.data,
    selectDemoMode: (state) => state.config.data?.demo ?? DEMO_OFF,
    /** One unit per user, on every screen (the lanes list and a lane's page alike). */
    selectDistanceUnit: (state): DistanceUnit => state.distanceUnit ?? defaultDistanceUnit(state.companyCountry),
  },
});

export const { appConfigLoaded, appConfigFailed, companyCountryKnown, distanceUnitChosen } = platformSlice.actions;
export const { selectAppConfig, selectDemoMode, selectDistanceUnit } = platformSlice.selectors;
