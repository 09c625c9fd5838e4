import { periodic } from './periodic';

/** The periodic-job runner: timer runs, no overlap, failures logged, stop waiting for the run in progress. */

/** A run the test finishes by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise<void>((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));

describe('periodic', () => {
  afterEach(() => jest.useRealTimers());

  it('runs on its timer, one run at a time: a tick during a run answers that run', async () => {
    jest.useFakeTimers();
    const runs: Array<ReturnType<typeof deferred<number>>> = [];
    const run = jest.fn(() => {
      const next = deferred<number>();
      runs.push(next);
      return next.promise;
    });
    const job = periodic(run, { intervalMs: 1_000, whenStopped: -1 });
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    // The timer fires again while the run goes on: no second run; a tick by hand gets the same run.
    jest.advanceTimersByTime(3_000);
    expect(run).toHaveBeenCalledTimes(1);
    const byHand = job.tick();
    expect(run).toHaveBeenCalledTimes(1);
    runs[0]!.resolve(7);
    await expect(byHand).resolves.toBe(7);
    jest.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(2);
    runs[1]!.resolve(8);
    await job.stop();
  });

  it('passes a tick’s arguments to the run; a tick by hand throws the run’s error, a timer run logs it', async () => {
    const log = { warn: jest.fn() };
    const run = jest.fn(async (value?: number) => {
      if (value === undefined) throw new Error('boom');
      return value * 2;
    });
    jest.useFakeTimers();
    const job = periodic(run, { intervalMs: 500, whenStopped: 0, log, failure: 'test job run failed' });
    await expect(job.tick(21)).resolves.toBe(42);
    expect(run).toHaveBeenCalledWith(21);
    await expect(job.tick()).rejects.toThrow('boom');
    jest.advanceTimersByTime(500);
    jest.useRealTimers();
    await flush();
    expect(log.warn).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'boom' }) }, 'test job run failed');
    await job.stop();
  });

  it('stop() clears the timer, waits for the run in progress (even a failing one), then onStop; later ticks answer whenStopped', async () => {
    jest.useFakeTimers();
    const current = deferred<string>();
    const run = jest.fn(() => current.promise);
    const order: string[] = [];
    const job = periodic(run, {
      intervalMs: 100,
      whenStopped: 'stopped',
      onStop: async () => {
        order.push('onStop');
      },
    });
    jest.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledTimes(1);
    expect(job.stopped).toBe(false);
    const stopping = job.stop().then(() => order.push('stopped'));
    expect(job.stopped).toBe(true);
    await flush();
    expect(order).toEqual([]);
    current.reject(new Error('late failure'));
    await stopping;
    expect(order).toEqual(['onStop', 'stopped']);
    jest.advanceTimersByTime(1_000);
    expect(run).toHaveBeenCalledTimes(1);
    await expect(job.tick()).resolves.toBe('stopped');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('has no timer without an interval, and its timer never keeps the process alive', async () => {
    jest.useFakeTimers();
    const run = jest.fn(async () => 1);
    const manual = periodic(run, { whenStopped: 0 });
    jest.advanceTimersByTime(60_000);
    expect(run).not.toHaveBeenCalled();
    await expect(manual.tick()).resolves.toBe(1);
    await manual.stop();
    jest.useRealTimers();
    const spy = jest.spyOn(global, 'setInterval');
    const timed = periodic(run, { intervalMs: 10_000, whenStopped: 0 });
    const timer = spy.mock.results[0]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    spy.mockRestore();
    await timed.stop();
  });
});
