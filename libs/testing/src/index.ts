// First: a spec's `jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake)`
// may run while this index is still loading (a module below importing @freight/realtime); the fake is ready by then.
export { realtimeFake, realtimeModuleFake, type FakeRealtimeSubscription } from './realtime';
// The test store lives beside the store it watches (libs/store/src/testing.ts, not in the store's public index).
export { createTestStore, type TestStore } from '@freight/store/src/testing';
export { renderWithProviders, type RenderOptions } from './render';
export { describeModulePaths } from './module-paths';
// mockApiGroups (for the api-client mock's factory) is loaded from '@freight/testing/src/api-client': see that file.
export { mockedApi, type ApiGroup, type MockedApiGroups } from './api-client';
