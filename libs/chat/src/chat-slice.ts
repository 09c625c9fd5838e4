import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChatMessage, ChatReadEvent, ChatSender, ChatThread, ChatThreadPage } from '@freight/contracts';
import { featureSelector, type RootState } from '@freight/store';

/**
 * The chat state (spec: "Chat state: showChat, currentTruck"), one slice in the one store, injected by the first
 * chat component that mounts (the panel, in the signed-in layout). A thread is a truck; messages are kept per truck,
 * oldest first, the way they are drawn.
 */

export interface ChatTruck {
  truckerId: string;
  /** The driver's name. */
  name: string;
  truckNumber: string;
}

/** A message as the screen draws it: a stored one, or the user's own on its way (or failed). */
export interface ChatLine extends ChatMessage {
  /** The client's key of a message it sent (also its Idempotency-Key); the stored id for others. */
  key: string;
  state: 'sent' | 'sending' | 'failed';
}

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ThreadMessages {
  status: LoadStatus;
  lines: ChatLine[];
  hasMore: boolean;
  loadingOlder: boolean;
}

export interface ChatState {
  showChat: boolean;
  currentTruck: ChatTruck | null;
  threads: { status: LoadStatus; items: ChatThread[]; total: number; search: string };
  /** Unread driver messages over every thread. */
  unreadTotal: number;
  messages: Record<string, ThreadMessages>;
  /** The truck whose thread is on screen (its driver's new messages are read as they arrive). */
  viewing: string | null;
}

export const initialChatState: ChatState = {
  showChat: false,
  currentTruck: null,
  threads: { status: 'idle', items: [], total: 0, search: '' },
  unreadTotal: 0,
  messages: {},
  viewing: null,
};

const emptyThread = (): ThreadMessages => ({ status: 'idle', lines: [], hasMore: false, loadingOlder: false });
const lineOf = (message: ChatMessage): ChatLine => ({ ...message, key: message._id, state: 'sent' });
const byTime = (a: ChatLine, b: ChatLine) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id);

/** Adds stored messages to a thread, once each (a live event and a page may bring the same one). */
function merge(thread: ThreadMessages, messages: ChatMessage[]) {
  const known = new Set(thread.lines.map((line) => line._id));
  const added = messages.filter((message) => !known.has(message._id)).map(lineOf);
  if (added.length === 0) return;
  const pending = thread.lines.filter((line) => line.state !== 'sent');
  thread.lines = [...thread.lines.filter((line) => line.state === 'sent'), ...added].sort(byTime).concat(pending);
}

/**
 * Our own message can come back as a live event before its send call answers. The event carries no client key, so
 * the line on its way with the same side and body is the one stored: it goes, and the stored message takes its place
 * (without this the message shows twice until the call answers; sendSucceeded then finds nothing left to replace).
 */
function settleOwnLine(thread: ThreadMessages, message: ChatMessage) {
  if (thread.lines.some((line) => line._id === message._id)) return;
  const index = thread.lines.findIndex((line) => line.state === 'sending' && line.sender === message.sender && line.body === message.body);
  if (index !== -1) thread.lines.splice(index, 1);
}

/** The thread's summary follows a new message: last message, unread count, first place in the list. */
function bump(state: ChatState, message: ChatMessage, countsUnread: boolean) {
  const index = state.threads.items.findIndex((thread) => thread.truckerId === message.truckerId);
  if (index === -1) return false;
  const thread = state.threads.items[index]!;
  if (thread.lastMessage && thread.lastMessage.createdAt > message.createdAt) return true;
  thread.lastMessage = message;
  if (countsUnread) {
    thread.unread += 1;
    state.unreadTotal += 1;
  }
  state.threads.items.splice(index, 1);
  state.threads.items.unshift(thread);
  return true;
}

export const chatSlice = createSlice({
  name: 'chat',
  initialState: initialChatState,
  reducers: {
    /** Opens the panel on a truck's thread (any screen: the trucks list's row action). */
    openChat(state, action: PayloadAction<ChatTruck>) {
      state.showChat = true;
      state.currentTruck = action.payload;
    },
    closeChat(state) {
      state.showChat = false;
    },
    /** The /chat screen's choice of thread (no panel); null goes back to the list on a phone. */
    selectTruck(state, action: PayloadAction<ChatTruck | null>) {
      state.currentTruck = action.payload;
    },

    /** A thread is on screen (`null`: none any more). */
    threadViewed(state, action: PayloadAction<string | null>) {
      state.viewing = action.payload;
    },

    threadsRequested(state, action: PayloadAction<{ search?: string } | undefined>) {
      state.threads.status = 'loading';
      state.threads.search = action.payload?.search ?? '';
    },
    threadsLoaded(state, action: PayloadAction<ChatThreadPage>) {
      state.threads = { ...state.threads, status: 'ready', items: action.payload.items, total: action.payload.total };
      state.unreadTotal = action.payload.unreadTotal;
      // A thread opened from a live message's stub (no truck number yet) gets its truck's details.
      const current = state.currentTruck;
      const listed = current && action.payload.items.find((thread) => thread.truckerId === current.truckerId);
      if (current && listed && (current.truckNumber !== listed.truckNumber || current.name !== listed.name)) {
        state.currentTruck = { truckerId: listed.truckerId, name: listed.name, truckNumber: listed.truckNumber };
      }
    },
    threadsFailed(state) {
      state.threads.status = 'failed';
    },

    messagesRequested(state, action: PayloadAction<{ truckerId: string; older?: boolean }>) {
      const thread = (state.messages[action.payload.truckerId] ??= emptyThread());
      if (action.payload.older) thread.loadingOlder = true;
      else if (thread.status !== 'ready') thread.status = 'loading';
    },
    messagesLoaded(state, action: PayloadAction<{ truckerId: string; items: ChatMessage[]; hasMore: boolean; older?: boolean }>) {
      const thread = (state.messages[action.payload.truckerId] ??= emptyThread());
      merge(thread, action.payload.items);
      thread.status = 'ready';
      thread.loadingOlder = false;
      // The first page says whether older ones exist; a newer first page (a reload) must not forget the older ones.
      if (action.payload.older || thread.lines.length <= action.payload.items.length) thread.hasMore = action.payload.hasMore;
    },
    messagesFailed(state, action: PayloadAction<{ truckerId: string }>) {
      const thread = (state.messages[action.payload.truckerId] ??= emptyThread());
      if (thread.status !== 'ready') thread.status = 'failed';
      thread.loadingOlder = false;
    },

    /** The user sends `body`; `key` names the line until it is stored (and is the call's Idempotency-Key). */
    sendRequested: {
      reducer(state, action: PayloadAction<{ truckerId: string; body: string; key: string; at: string; sender: ChatSender; senderName: string | null }>) {
        const { truckerId, body, key, at, sender, senderName } = action.payload;
        const thread = (state.messages[truckerId] ??= emptyThread());
        thread.lines.push({ _id: key, key, truckerId, loadId: null, sender, senderName, body, createdAt: at, readAt: null, state: 'sending' });
      },
      /** `sender`: the writing side ('user' for the company, 'trucker' on the driver's page). */
      prepare(payload: { truckerId: string; body: string; key: string; sender?: ChatSender; senderName?: string | null }) {
        return { payload: { ...payload, sender: payload.sender ?? 'user', senderName: payload.senderName ?? null, at: new Date().toISOString() } };
      },
    },
    sendRetried(state, action: PayloadAction<{ truckerId: string; key: string }>) {
      const line = state.messages[action.payload.truckerId]?.lines.find((candidate) => candidate.key === action.payload.key);
      if (line) line.state = 'sending';
    },
    sendSucceeded(state, action: PayloadAction<{ key: string; message: ChatMessage }>) {
      const { key, message } = action.payload;
      const thread = (state.messages[message.truckerId] ??= emptyThread());
      // The live event may have brought the stored message first: then the pending line simply goes.
      thread.lines = thread.lines.filter((line) => line.key !== key);
      merge(thread, [message]);
      if (!bump(state, message, false)) {
        const truck = state.currentTruck?.truckerId === message.truckerId ? state.currentTruck : null;
        if (truck) state.threads.items.unshift({ ...truck, lastMessage: message, unread: 0 });
      }
    },
    sendFailed(state, action: PayloadAction<{ truckerId: string; key: string }>) {
      const line = state.messages[action.payload.truckerId]?.lines.find((candidate) => candidate.key === action.payload.key);
      if (line) line.state = 'failed';
    },

    /** A `chat.message` event (either side wrote). `viewing`: the thread is on screen, so it does not count as unread. */
    messageReceived: {
      reducer(state, action: PayloadAction<{ message: ChatMessage; viewing: boolean }>) {
        const { message, viewing } = action.payload;
        const thread = state.messages[message.truckerId];
        if (thread && thread.status === 'ready') {
          settleOwnLine(thread, message);
          merge(thread, [message]);
        }
        const known = bump(state, message, message.sender === 'trucker' && !viewing);
        if (!known && state.threads.status === 'ready') {
          // A truck that had no thread yet: a stub until the list is fetched again.
          state.threads.items.unshift({
            truckerId: message.truckerId,
            name: message.sender === 'trucker' ? (message.senderName ?? '') : '',
            truckNumber: '',
            lastMessage: message,
            unread: message.sender === 'trucker' && !viewing ? 1 : 0,
          });
          state.threads.total += 1;
          if (message.sender === 'trucker' && !viewing) state.unreadTotal += 1;
        }
      },
      prepare(message: ChatMessage, viewing = false) {
        return { payload: { message, viewing } };
      },
    },
    markReadRequested(state, action: PayloadAction<{ truckerId: string }>) {
      const thread = state.threads.items.find((candidate) => candidate.truckerId === action.payload.truckerId);
      if (thread) {
        state.unreadTotal = Math.max(0, state.unreadTotal - thread.unread);
        thread.unread = 0;
      }
    },
    /** A `chat.read` event: the company read a thread (here or in another tab), or the driver read the company's. */
    readReceived(state, action: PayloadAction<ChatReadEvent>) {
      const { truckerId, reader, readAt } = action.payload;
      if (reader === 'user') {
        const thread = state.threads.items.find((candidate) => candidate.truckerId === truckerId);
        if (thread) {
          state.unreadTotal = Math.max(0, state.unreadTotal - thread.unread);
          thread.unread = 0;
        }
      }
      const lines = state.messages[truckerId]?.lines ?? [];
      for (const line of lines) if (line.sender !== reader && line.state === 'sent' && !line.readAt) line.readAt = readAt;
    },

    /** The live feed runs while a chat screen or the panel is shown (counted: several may be). */
    liveStarted() {},
    liveStopped() {},
  },
});

export const chatActions = chatSlice.actions;
export const chatReducer = chatSlice.reducer;

declare module '@freight/store' {
  interface LazyLoadedSlices {
    chat: ChatState;
  }
}

export const selectChat = featureSelector('chat', chatReducer);
export const selectShowChat = (state: RootState) => selectChat(state).showChat;
export const selectCurrentTruck = (state: RootState) => selectChat(state).currentTruck;
export const selectThreads = (state: RootState) => selectChat(state).threads;
export const selectUnreadTotal = (state: RootState) => selectChat(state).unreadTotal;
const NO_MESSAGES = emptyThread();
export const selectThreadMessages = (truckerId: string | undefined) => (state: RootState) =>
  (truckerId ? selectChat(state).messages[truckerId] : undefined) ?? NO_MESSAGES;
