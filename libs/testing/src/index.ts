export { createTestStore, type TestStore } from './test-store';
export { renderWithProviders, type RenderOptions } from './render';
