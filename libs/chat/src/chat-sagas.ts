import { buffers, eventChannel, type EventChannel, type Task } from 'redux-saga';
import { all, call, cancel, fork, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import { chatManager } from '@freight/api-client';
import type { ChatMessage, ChatMessagePage, ChatReadEvent, ChatThreadPage, RealtimeEnvelope } from '@freight/contracts';
import { onRealtimeResync, subscribeRealtime } from '@freight/realtime';
import { chatActions, selectChat, type ChatState } from './chat-slice';

/** How many threads the list shows (a company chats with its own trucks: a few dozen at most). */
const THREAD_PAGE = 50;
export const MESSAGE_PAGE = 30;

const quiet = { silent: true, quietErrors: true } as const;

function* loadThreads(action: ReturnType<typeof chatActions.threadsRequested>) {
  try {
    const search = action.payload?.search?.trim() || undefined;
    const answer: { data: ChatThreadPage } = yield call(chatManager.threadList, { limit: THREAD_PAGE, ...(search ? { search } : {}) }, quiet);
    yield put(chatActions.threadsLoaded(answer.data));
    // The thread on screen is read: a list fetched before its mark-read landed still counted its messages.
    const chat: ChatState = yield select(selectChat);
    const viewed = chat.threads.items.find((thread) => thread.truckerId === chat.viewing);
    if (viewed && viewed.unread > 0) yield put(chatActions.markReadRequested({ truckerId: viewed.truckerId }));
  } catch {
    yield put(chatActions.threadsFailed());
  }
}

function* loadMessages(action: ReturnType<typeof chatActions.messagesRequested>) {
  const { truckerId, older } = action.payload;
  const chat: ChatState = yield select(selectChat);
  const oldest = chat.messages[truckerId]?.lines.find((line) => line.state === 'sent');
  try {
    const answer: { data: ChatMessagePage } = yield call(
      chatManager.messageList,
      truckerId,
      { limit: MESSAGE_PAGE, ...(older && oldest ? { before: oldest._id } : {}) },
      quiet,
    );
    yield put(chatActions.messagesLoaded({ truckerId, items: answer.data.items, hasMore: answer.data.hasMore, older }));
  } catch {
    yield put(chatActions.messagesFailed({ truckerId }));
  }
}

/** Sends a line; the line's key is the Idempotency-Key, so a retry after a lost answer stores the message once. */
function* send(truckerId: string, key: string) {
  const chat: ChatState = yield select(selectChat);
  const line = chat.messages[truckerId]?.lines.find((candidate) => candidate.key === key);
  if (!line) return;
  try {
    const answer: { data: ChatMessage } = yield call(chatManager.sendMessage, truckerId, { body: line.body }, { ...quiet, idempotencyKey: key });
    yield put(chatActions.sendSucceeded({ key, message: answer.data }));
  } catch {
    yield put(chatActions.sendFailed({ truckerId, key }));
  }
}

function* markRead(action: ReturnType<typeof chatActions.markReadRequested>) {
  try {
    yield call(chatManager.markRead, action.payload.truckerId, {}, quiet);
  } catch {
    // The count comes back with the next thread list; nothing to tell the user.
  }
}

type LiveEvent =
  { kind: 'message'; envelope: RealtimeEnvelope<ChatMessage> } | { kind: 'read'; envelope: RealtimeEnvelope<ChatReadEvent> } | { kind: 'resync' };

/** The company's chat events (chat.message, chat.read) and the socket's "you missed too much" as one channel. */
function liveChannel(): EventChannel<LiveEvent> {
  return eventChannel<LiveEvent>((emit) => {
    const offMessages = subscribeRealtime<ChatMessage>('chat.message', (_payload, envelope) => emit({ kind: 'message', envelope }));
    const offReads = subscribeRealtime<ChatReadEvent>('chat.read', (_payload, envelope) => emit({ kind: 'read', envelope }));
    const offResync = onRealtimeResync((connection) => {
      if (!connection.driverToken && !connection.share) emit({ kind: 'resync' });
    });
    return () => {
      offMessages();
      offReads();
      offResync();
    };
  }, buffers.sliding(100));
}

function* liveFeed() {
  const channel: EventChannel<LiveEvent> = yield call(liveChannel);
  try {
    while (true) {
      const event: LiveEvent = yield take(channel);
      const chat: ChatState = yield select(selectChat);
      if (event.kind === 'resync') {
        yield put(chatActions.threadsRequested({ search: chat.threads.search }));
        if (chat.viewing) yield put(chatActions.messagesRequested({ truckerId: chat.viewing }));
      } else if (event.kind === 'read') {
        yield put(chatActions.readReceived(event.envelope.payload));
      } else {
        const message = event.envelope.payload;
        const viewing = chat.viewing === message.truckerId;
        const known = chat.threads.items.some((thread) => thread.truckerId === message.truckerId);
        yield put(chatActions.messageReceived(message, viewing));
        // A truck that had no thread in the list: fetch the list again for its name, number and count.
        if (!known && chat.threads.status === 'ready') yield put(chatActions.threadsRequested({ search: chat.threads.search }));
        // The driver wrote in the thread on screen: it is read as it arrives.
        if (viewing && message.sender === 'trucker') yield put(chatActions.markReadRequested({ truckerId: message.truckerId }));
      }
    }
  } finally {
    channel.close();
  }
}

/** Runs the live feed while at least one chat view is mounted (the panel, /chat). */
function* watchLive() {
  let views = 0;
  let task: Task | undefined;
  while (true) {
    const action: { type: string } = yield take([chatActions.liveStarted.type, chatActions.liveStopped.type]);
    views = Math.max(0, views + (action.type === chatActions.liveStarted.type ? 1 : -1));
    if (views > 0 && !task) task = yield fork(liveFeed);
    if (views === 0 && task) {
      yield cancel(task);
      task = undefined;
    }
  }
}

export function* chatSaga() {
  yield all([
    takeLatest(chatActions.threadsRequested.type, loadThreads),
    takeEvery(chatActions.messagesRequested.type, loadMessages),
    takeEvery(chatActions.sendRequested.type, (action: ReturnType<typeof chatActions.sendRequested>) => send(action.payload.truckerId, action.payload.key)),
    takeEvery(chatActions.sendRetried.type, (action: ReturnType<typeof chatActions.sendRetried>) => send(action.payload.truckerId, action.payload.key)),
    takeEvery(chatActions.markReadRequested.type, markRead),
    fork(watchLive),
  ]);
}
