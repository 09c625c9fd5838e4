import { defineTexts } from '../texts';

/** The real-time channel's texts by id (`realtime.<key>`). */
export const REALTIME_TEXTS = defineTexts('realtime', {
  /** The answer to a plain (not upgraded) GET of the WebSocket's address. */
  openAsWebSocket: { en: 'Open this address as a WebSocket', sp: 'Abra esta dirección como WebSocket', fr: 'Ouvrez cette adresse en WebSocket' },
});
