// The test store lives beside the store it watches (libs/store/src/testing.ts, not in the store's public index).
export { createTestStore, type TestStore } from '@freight/store/src/testing';
export { renderWithProviders, type RenderOptions } from './render';
export { describeModulePaths } from './module-paths';
