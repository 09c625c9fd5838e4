import {
  enqueue,
  expectedStatus,
  flushQueue,
  loadQueue,
  mergeStates,
  pending,
  saveQueue,
  storageKey,
  withState,
  type QueueEntry,
  type SendOutcome,
} from './queue';

const at = '2026-11-23T10:00:00.000Z';
const step = (status: 'at_pickup' | 'in_transit' | 'at_delivery') => ({ kind: 'status' as const, body: { status, at } });

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('driver offline queue', () => {
  it('keeps actions in order with their keys, waiting until sent', () => {
    const queue = enqueue(enqueue([], 'k1', step('at_pickup')), 'k2', step('in_transit'));
    expect(queue.map((entry) => [entry.key, entry.state])).toEqual([
      ['k1', 'waiting'],
      ['k2', 'waiting'],
    ]);
    expect(pending(withState(queue, 'k1', 'sent')).map((entry) => entry.key)).toEqual(['k2']);
    expect(expectedStatus('assigned', queue)).toBe('in_transit');
  });

  it('sends in order, stops at the first unanswered call and keeps the rest waiting', async () => {
    const queue = enqueue(enqueue(enqueue([], 'k1', step('at_pickup')), 'k2', step('in_transit')), 'k3', step('at_delivery'));
    const sent: string[] = [];
    const answers: Record<string, SendOutcome> = { k1: { outcome: 'sent' }, k2: { outcome: 'unreachable' } };
    const updates: QueueEntry[][] = [];
    const after = await flushQueue(
      queue,
      async (entry) => (sent.push(entry.key), answers[entry.key]!),
      (next) => updates.push(next),
    );
    expect(sent).toEqual(['k1', 'k2']);
    expect(after.map((entry) => entry.state)).toEqual(['sent', 'waiting', 'waiting']);
    // The page saw "sending" before each answer.
    expect(updates[0]!.map((entry) => entry.state)).toEqual(['sending', 'waiting', 'waiting']);

    // Back online: the rest goes, each once, with the same keys.
    const again: string[] = [];
    const done = await flushQueue(
      after,
      async (entry) => (again.push(entry.key), { outcome: 'sent' }),
      () => undefined,
    );
    expect(again).toEqual(['k2', 'k3']);
    expect(done.every((entry) => entry.state === 'sent')).toBe(true);
    expect(pending(done)).toEqual([]);
  });

  it('marks a refused action with the server message and goes on', async () => {
    const queue = enqueue(enqueue([], 'k1', step('in_transit')), 'k2', step('at_delivery'));
    const after = await flushQueue(
      queue,
      async (entry) => (entry.key === 'k1' ? { outcome: 'refused', message: 'Confirm the previous step first' } : { outcome: 'sent' }),
      () => undefined,
    );
    expect(after).toEqual([
      { key: 'k1', action: queue[0]!.action, state: 'refused', error: 'Confirm the previous step first' },
      { key: 'k2', action: queue[1]!.action, state: 'sent' },
    ]);
  });

  it('survives a reload: stored by link, a "sending" entry left behind is sent again; old sent entries are dropped', () => {
    const storage = memoryStorage();
    const queue = withState(enqueue(enqueue([], 'k1', step('at_pickup')), 'k2', step('in_transit')), 'k1', 'sent');
    const interrupted = withState(queue, 'k2', 'sending');
    expect(saveQueue('token-a', interrupted, storage, Date.parse(at))).toBe(true);
    expect(storage.items.has(storageKey('token-a'))).toBe(true);
    expect(storageKey('token-a')).not.toContain('token-a');
    const loaded = loadQueue('token-a', storage);
    expect(loaded).toEqual(interrupted);
    expect(pending(loaded).map((entry) => entry.key)).toEqual(['k2']);
    expect(loadQueue('token-b', storage)).toEqual([]);

    // A day later the sent entry is gone, the waiting one stays.
    saveQueue('token-a', loaded, storage, Date.parse(at) + 25 * 60 * 60 * 1000);
    expect(loadQueue('token-a', storage).map((entry) => entry.key)).toEqual(['k2']);
  });

  it('says when storage refuses the queue, and reads garbage as empty', () => {
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(saveQueue('t', enqueue([], 'k', step('at_pickup')), full)).toBe(false);
    expect(loadQueue('t', { getItem: () => '{not json' })).toEqual([]);
  });

  it("carries a flush's results onto the queue as it is now, keeping a step added meanwhile", () => {
    const before = enqueue([], 'k1', step('in_transit'));
    const flushed = withState(before, 'k1', 'sent');
    const now = enqueue(withState(before, 'k1', 'sending'), 'k2', step('at_delivery'));
    expect(mergeStates(now, flushed).map((entry) => [entry.key, entry.state])).toEqual([
      ['k1', 'sent'],
      ['k2', 'waiting'],
    ]);
  });
});
