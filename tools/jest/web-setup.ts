import { TextDecoder, TextEncoder } from 'node:util';

// react-router needs these under jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });
Object.assign(globalThis, { __APP_NAME__: 'test', __APP_VERSION__: 'test', __MAP_TILE_URL__: '' });
