import { ApiError } from '@freight/api-client';
import { createTestStore, mockedApi, realtimeFake } from '@freight/testing';
import { chatActions, selectChat } from './chat-slice';
import { chatFeature } from './feature';
import { message, thread } from './test-support';

jest.mock('@freight/realtime', () => jest.requireActual('@freight/testing').realtimeModuleFake);

jest.mock('@freight/api-client', () => jest.requireActual('@freight/testing/src/api-client').mockApiGroups('chatManager'));
const mockApi = mockedApi('chatManager').chatManager;

beforeEach(() => {
  realtimeFake.reset();
  for (const fn of Object.values(mockApi)) fn.mockReset();
  mockApi.markRead.mockResolvedValue({ status: true, message: 'ok', data: { truckerId: 't1', updated: 0 } });
});

const storeWithChat = () => createTestStore({ features: [chatFeature] });

describe('the chat sagas', () => {
  it('load the threads (with the search) and a thread page', async () => {
    const { store, dispatchAndWait } = storeWithChat();
    mockApi.threadList.mockResolvedValue({
      status: true,
      message: 'ok',
      data: { items: [thread({ unread: 2 })], total: 1, page: 1, limit: 50, unreadTotal: 2 },
    });
    await dispatchAndWait(chatActions.threadsRequested({ search: ' T-1 ' }));
    expect(mockApi.threadList).toHaveBeenCalledWith({ limit: 50, search: 'T-1' }, expect.objectContaining({ silent: true }));
    expect(selectChat(store.getState()).threads).toMatchObject({ status: 'ready', total: 1 });
    expect(selectChat(store.getState()).unreadTotal).toBe(2);

    const [newer, older] = [message(), message()];
    mockApi.messageList.mockResolvedValueOnce({ status: true, message: 'ok', data: { items: [older, newer].reverse(), hasMore: true } });
    await dispatchAndWait(chatActions.messagesRequested({ truckerId: 't1' }));
    const oldest = selectChat(store.getState()).messages.t1!.lines[0]!;
    mockApi.messageList.mockResolvedValueOnce({ status: true, message: 'ok', data: { items: [], hasMore: false } });
    await dispatchAndWait(chatActions.messagesRequested({ truckerId: 't1', older: true }));
    expect(mockApi.messageList).toHaveBeenLastCalledWith('t1', { limit: 30, before: oldest._id }, expect.anything());
  });

  it('a list that still counts the thread on screen as unread marks it read', async () => {
    const { store, dispatchAndWait } = storeWithChat();
    store.dispatch(chatActions.threadViewed('t1'));
    mockApi.threadList.mockResolvedValue({
      status: true,
      message: 'ok',
      data: { items: [thread({ unread: 1 })], total: 1, page: 1, limit: 50, unreadTotal: 1 },
    });
    await dispatchAndWait(chatActions.threadsRequested());
    expect(mockApi.markRead).toHaveBeenCalledWith('t1', {}, expect.anything());
    expect(selectChat(store.getState()).threads.items[0]!.unread).toBe(0);
  });

  it('send with the line key as Idempotency-Key; a failure marks the line, a retry sends it again with the same key', async () => {
    const { store, dispatchAndWait } = storeWithChat();
    mockApi.sendMessage.mockRejectedValueOnce(new ApiError('network', undefined, undefined, 'offline'));
    await dispatchAndWait(chatActions.sendRequested({ truckerId: 't1', body: 'Gate code 4411', key: 'key-1' }));
    expect(mockApi.sendMessage).toHaveBeenCalledWith('t1', { body: 'Gate code 4411' }, expect.objectContaining({ idempotencyKey: 'key-1' }));
    expect(selectChat(store.getState()).messages.t1!.lines[0]!.state).toBe('failed');

    const stored = message({ sender: 'user', body: 'Gate code 4411' });
    mockApi.sendMessage.mockResolvedValueOnce({ status: true, message: 'Message sent', data: stored });
    await dispatchAndWait(chatActions.sendRetried({ truckerId: 't1', key: 'key-1' }));
    expect(mockApi.sendMessage).toHaveBeenLastCalledWith('t1', { body: 'Gate code 4411' }, expect.objectContaining({ idempotencyKey: 'key-1' }));
    expect(selectChat(store.getState()).messages.t1!.lines).toEqual([expect.objectContaining({ _id: stored._id, state: 'sent' })]);
  });

  it('live: while a chat view is shown, chat.message and chat.read update the state; a driver message in the thread on screen is marked read', async () => {
    const { store, dispatchAndWait } = storeWithChat();
    mockApi.threadList.mockResolvedValue({
      status: true,
      message: 'ok',
      data: { items: [thread(), thread({ truckerId: 't2' })], total: 2, page: 1, limit: 50, unreadTotal: 0 },
    });
    await dispatchAndWait(chatActions.threadsRequested());
    expect(realtimeFake.count('chat.message')).toBe(0);
    store.dispatch(chatActions.liveStarted());
    expect(realtimeFake.count('chat.message')).toBe(1);

    realtimeFake.emit('chat.message', message({ truckerId: 't2', body: 'Flat tire' }));
    expect(selectChat(store.getState()).threads.items[0]).toMatchObject({ truckerId: 't2', unread: 1 });

    store.dispatch(chatActions.threadViewed('t1'));
    realtimeFake.emit('chat.message', message({ truckerId: 't1' }));
    // The live feed runs on (no dispatchAndWait, which would wait for it): let the mark-read call start.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectChat(store.getState()).threads.items[0]).toMatchObject({ truckerId: 't1', unread: 0 });
    expect(mockApi.markRead).toHaveBeenCalledWith('t1', {}, expect.anything());

    realtimeFake.emit('chat.read', { truckerId: 't2', reader: 'user', readAt: '2026-11-23T12:00:00.000Z' });
    expect(selectChat(store.getState()).unreadTotal).toBe(0);

    store.dispatch(chatActions.liveStopped());
    expect(realtimeFake.count('chat.message')).toBe(0);
  });
});
