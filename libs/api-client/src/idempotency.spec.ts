import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { ApiError } from './errors';
import { call, configureApiClient, CREATE_RETRY_DELAYS_MS, http } from './client';
import { addressManager } from './calls/address-manager';

/**
 * Idempotent creates, the client's side (docs/security.md section 7): a create carries an Idempotency-Key, and one
 * that got no answer at all is sent again with the same key. A fake transport stands in for the network.
 */

let sent: InternalAxiosRequestConfig[];
const notify = jest.fn();
const onActivity = jest.fn();

async function transport(...outcomes: Array<'network' | 'timeout' | number>) {
  let index = 0;
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const outcome = outcomes[Math.min(index, outcomes.length - 1)]!;
    index += 1;
    if (outcome === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    if (outcome === 'timeout') throw new AxiosError('timeout of 60000ms exceeded', AxiosError.ECONNABORTED, config);
    const data = outcome < 300 ? { status: true, message: 'Address Successfully Added', data: { _id: 'a1' } } : { status: false, message: 'Invalid request' };
    return { status: outcome, statusText: '', headers: {}, config, data };
  };
  (await http()).defaults.adapter = adapter;
}

const keysSent = () => sent.map((config) => config.headers.get('Idempotency-Key'));

/** Runs a call to its end, the retry pauses included, on fake timers. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await jest.runAllTimersAsync();
  const result = await outcome;
  if ('error' in result) throw result.error;
  return result.value;
}

beforeEach(() => {
  jest.useFakeTimers();
  sent = [];
  notify.mockClear();
  onActivity.mockClear();
  configureApiClient({ getLanguage: () => 'en', notify, onActivity, onSessionEnded: jest.fn() });
});
afterEach(() => jest.useRealTimers());

const ADDRESS = { tag: 'pickup', name: 'Dock', street1: '1 Main St', city: 'Boise', state: 'ID', postalCode: '83702', country: 'USA' } as const;

describe('Idempotency-Key on creates', () => {
  it('a create (add-*, create-*, register, ...) sends a new UUID key per call; other calls send none', async () => {
    await transport(200);
    await settle(addressManager.add(ADDRESS));
    await settle(addressManager.add(ADDRESS));
    await settle(call('user-manager/register', { method: 'POST', url: 'user-manager/register', data: {} }));
    await settle(addressManager.update('a1', ADDRESS));
    await settle(addressManager.list({ page: 1 }));
    const [first, second, register, update, list] = keysSent();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
    expect(register).toMatch(/^[0-9a-f-]{36}$/);
    expect([update, list]).toEqual([undefined, undefined]);
  });

  it("sends the caller's key when given one", async () => {
    await transport(200);
    await settle(addressManager.add(ADDRESS, { idempotencyKey: 'form-key-1' }));
    expect(keysSent()).toEqual(['form-key-1']);
  });

  it('a create without an answer is sent again, twice at most, with the same key, after short pauses', async () => {
    await transport('network', 'timeout', 200);
    const answer = settle(addressManager.add(ADDRESS));
    await expect(answer).resolves.toMatchObject({ status: true, data: { _id: 'a1' } });
    expect(sent).toHaveLength(3);
    expect(new Set(keysSent()).size).toBe(1);
    expect(keysSent()[0]).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
    // One activity for the whole call: the pointer stays blocked through the retries.
    expect(onActivity.mock.calls.map(([event]) => event.phase)).toEqual(['start', 'end']);
    expect(CREATE_RETRY_DELAYS_MS).toHaveLength(2);
    expect(Math.max(...CREATE_RETRY_DELAYS_MS)).toBeLessThanOrEqual(2_000);
  });

  it('waits between the attempts', async () => {
    await transport('network', 200);
    const pending = addressManager.add(ADDRESS);
    await jest.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(CREATE_RETRY_DELAYS_MS[0]! - 1);
    expect(sent).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await expect(pending).resolves.toMatchObject({ status: true });
  });

  it('after three attempts without an answer it reports as before (network, one toast)', async () => {
    await transport('network');
    const failed = settle(addressManager.add(ADDRESS));
    await expect(failed).rejects.toMatchObject({ kind: 'network' });
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    expect(sent).toHaveLength(3);
    expect(new Set(keysSent()).size).toBe(1);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ kind: 'error', messageKey: 'errors.fallback' });
  });

  it('an answer, even a failure, is not retried; nor is a call that is not a create, nor one its caller cancelled', async () => {
    await transport(400);
    await expect(settle(addressManager.add(ADDRESS))).rejects.toMatchObject({ kind: 'input' });
    expect(sent).toHaveLength(1);

    sent = [];
    await transport('network');
    await expect(settle(addressManager.update('a1', ADDRESS))).rejects.toMatchObject({ kind: 'network' });
    expect(sent).toHaveLength(1);

    sent = [];
    const controller = new AbortController();
    await transport('network');
    const cancelled = addressManager.add(ADDRESS, { signal: controller.signal });
    await jest.advanceTimersByTimeAsync(0);
    controller.abort();
    await expect(settle(cancelled)).rejects.toMatchObject({ kind: 'network' });
    expect(sent).toHaveLength(1);
  });
});
