/**
 * @freight/chat: chat between a company and its trucks (docs/modules/fleet.md, "Chat").
 *   - the state (spec: showChat, currentTruck): `useOpenChat()(truck)` (or `chatActions.openChat`) opens the
 *     panel over any screen, `chatActions.closeChat()` closes it; `chatFeature` injects it (the components do);
 *   - `ChatPanel` (mounted once in the signed-in layout), `ChatPage` (/chat), `ChatThreadList`, `ChatThread`;
 *   - `DriverChat` ({ driverToken }) for the driver's pages.
 */
export {
  chatActions,
  chatReducer,
  chatSlice,
  initialChatState,
  selectChat,
  selectCurrentTruck,
  selectShowChat,
  selectThreadMessages,
  selectThreads,
  selectUnreadTotal,
  type ChatLine,
  type ChatState,
  type ChatTruck,
  type ThreadMessages,
} from './chat-slice';
export { chatSaga } from './chat-sagas';
export { chatFeature } from './feature';
export { useOpenChat } from './use-open-chat';
export { ChatThread, type ChatThreadProps } from './ChatThread';
export { ChatThreadList } from './ChatThreadList';
export { ChatPanel } from './ChatPanel';
export { ChatPage } from './ChatPage';
export { DriverChat } from './DriverChat';
