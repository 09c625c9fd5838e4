import { chatActions, chatReducer, initialChatState, type ChatState } from './chat-slice';
import { message, thread } from './test-support';

const run = (state: ChatState, ...actions: Array<Parameters<typeof chatReducer>[1]>) => actions.reduce(chatReducer, state);

describe('the chat slice', () => {
  it('opens the panel on a truck and closes it (showChat, currentTruck)', () => {
    const truck = { truckerId: 't1', name: 'Dana Driver', truckNumber: 'T-101' };
    const open = run(initialChatState, chatActions.openChat(truck));
    expect(open).toMatchObject({ showChat: true, currentTruck: truck });
    expect(run(open, chatActions.closeChat())).toMatchObject({ showChat: false, currentTruck: truck });
  });

  it('a driver message moves its thread first and counts as unread, unless the thread is on screen', () => {
    const loaded = run(
      initialChatState,
      chatActions.threadsLoaded({ items: [thread({ truckerId: 't2' }), thread({ truckerId: 't1' })], total: 2, page: 1, limit: 50, unreadTotal: 0 }),
    );
    const incoming = message({ truckerId: 't1' });
    const after = run(loaded, chatActions.messageReceived(incoming));
    expect(after.threads.items.map((item) => [item.truckerId, item.unread])).toEqual([
      ['t1', 1],
      ['t2', 0],
    ]);
    expect(after.threads.items[0]!.lastMessage).toEqual(incoming);
    expect(after.unreadTotal).toBe(1);
    expect(run(loaded, chatActions.messageReceived(message({ truckerId: 't1' }), true)).unreadTotal).toBe(0);
    // The company's own message counts nothing.
    expect(run(loaded, chatActions.messageReceived(message({ truckerId: 't1', sender: 'user' }))).unreadTotal).toBe(0);
  });

  it('a message being sent shows at once, and the stored one replaces it once (even when the live event came first)', () => {
    const base = run(initialChatState, chatActions.messagesLoaded({ truckerId: 't1', items: [], hasMore: false }));
    const sending = run(base, chatActions.sendRequested({ truckerId: 't1', body: 'On my way?', key: 'k1' }));
    expect(sending.messages.t1!.lines).toEqual([expect.objectContaining({ key: 'k1', body: 'On my way?', state: 'sending', sender: 'user' })]);
    const stored = message({ sender: 'user', body: 'On my way?' });
    const liveFirst = run(sending, chatActions.messageReceived(stored), chatActions.sendSucceeded({ key: 'k1', message: stored }));
    expect(liveFirst.messages.t1!.lines).toEqual([expect.objectContaining({ _id: stored._id, state: 'sent' })]);
    const failed = run(sending, chatActions.sendFailed({ truckerId: 't1', key: 'k1' }));
    expect(failed.messages.t1!.lines[0]!.state).toBe('failed');
    expect(run(failed, chatActions.sendRetried({ truckerId: 't1', key: 'k1' })).messages.t1!.lines[0]!.state).toBe('sending');
  });

  it('the live event of our own message, before the send call answers, replaces the line on its way: never shown twice', () => {
    const base = run(initialChatState, chatActions.messagesLoaded({ truckerId: 't1', items: [], hasMore: false }));
    // The driver's page sends as the trucker.
    const sending = run(base, chatActions.sendRequested({ truckerId: 't1', body: 'At the gate', key: 'k1', sender: 'trucker' }));
    expect(sending.messages.t1!.lines[0]).toMatchObject({ sender: 'trucker', state: 'sending' });
    const stored = message({ sender: 'trucker', body: 'At the gate' });
    const liveOnly = run(sending, chatActions.messageReceived(stored, true));
    expect(liveOnly.messages.t1!.lines.map((line) => [line._id, line.state])).toEqual([[stored._id, 'sent']]);
    expect(run(liveOnly, chatActions.sendSucceeded({ key: 'k1', message: stored })).messages.t1!.lines).toHaveLength(1);
    // The other side's message with the same words is theirs: our line stays on its way.
    const theirs = run(sending, chatActions.messageReceived(message({ sender: 'user', body: 'At the gate' }), true));
    expect(theirs.messages.t1!.lines.map((line) => line.state).sort()).toEqual(['sending', 'sent']);
  });

  it("a thread opened from a live message's stub gets its truck's number when the list comes back", () => {
    const loaded = run(initialChatState, chatActions.threadsLoaded({ items: [], total: 0, page: 1, limit: 50, unreadTotal: 0 }));
    const stub = run(loaded, chatActions.messageReceived(message({ truckerId: 't9', senderName: 'Kim Road' })));
    expect(stub.threads.items[0]).toMatchObject({ truckerId: 't9', name: 'Kim Road', truckNumber: '', unread: 1 });
    const opened = run(stub, chatActions.selectTruck({ truckerId: 't9', name: 'Kim Road', truckNumber: '' }));
    const refreshed = run(
      opened,
      chatActions.threadsLoaded({ items: [thread({ truckerId: 't9', name: 'Kim Road', truckNumber: 'T-9' })], total: 1, page: 1, limit: 50, unreadTotal: 0 }),
    );
    expect(refreshed.currentTruck).toEqual({ truckerId: 't9', name: 'Kim Road', truckNumber: 'T-9' });
  });

  it('keeps a thread oldest first across pages, each message once', () => {
    const [a, b, c] = [message(), message(), message()];
    const first = run(initialChatState, chatActions.messagesLoaded({ truckerId: 't1', items: [c!, b!], hasMore: true }));
    const older = run(first, chatActions.messagesLoaded({ truckerId: 't1', items: [b!, a!], hasMore: false, older: true }));
    expect(older.messages.t1!.lines.map((line) => line._id)).toEqual([a!._id, b!._id, c!._id]);
    expect(older.messages.t1!.hasMore).toBe(false);
  });

  it('chat.read: the company read a thread (its count clears), the driver read the company messages (they say Read)', () => {
    const mine = message({ sender: 'user' });
    const state = run(
      initialChatState,
      chatActions.threadsLoaded({ items: [thread({ unread: 3 })], total: 1, page: 1, limit: 50, unreadTotal: 3 }),
      chatActions.messagesLoaded({ truckerId: 't1', items: [mine], hasMore: false }),
    );
    const readByUser = run(state, chatActions.readReceived({ truckerId: 't1', reader: 'user', readAt: '2026-11-23T11:00:00.000Z' }));
    expect([readByUser.threads.items[0]!.unread, readByUser.unreadTotal]).toEqual([0, 0]);
    const readByDriver = run(state, chatActions.readReceived({ truckerId: 't1', reader: 'trucker', readAt: '2026-11-23T11:00:00.000Z' }));
    expect(readByDriver.messages.t1!.lines[0]!.readAt).toBe('2026-11-23T11:00:00.000Z');
  });
});
