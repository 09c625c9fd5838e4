/**
 * One runner for the API's periodic jobs (the risk job, the container tracking job, the truck simulator): a run on a
 * timer, never two at once, a timer's failure logged (never thrown), and a stop that waits for the run in progress.
 *
 *   const job = periodic((now?: Date) => runOnce(now), { intervalMs: 60_000, whenStopped: SKIPPED, log, failure: 'x run failed' });
 *   await job.tick();   // one run now, by hand (a test, a CLI): the run in progress if there is one; its error is thrown
 *   await job.stop();   // with the server's close
 *
 * The timer is unref'd: it never keeps the process alive. Without `intervalMs` (or with 0) there is no timer: the job
 * runs only when ticked.
 */

interface PeriodicLog {
  warn(details: object, message: string): void;
}

export interface PeriodicOptions<R> {
  /** Milliseconds between the timer's runs; none or 0: no timer. */
  intervalMs?: number | null;
  /** What a tick answers once the job is stopped (nothing runs). */
  whenStopped: R;
  /** Where a timer run's failure is told (with `failure` as the message). */
  log?: PeriodicLog;
  failure?: string;
  /** After the timer is cleared and the run in progress settled (e.g. release a lock the job holds). */
  onStop?: () => Promise<void>;
}

export interface PeriodicJob<R, A extends unknown[] = []> {
  /** One run now; the run in progress instead when there is one; `whenStopped` after stop(). */
  tick(...args: A): Promise<R>;
  /** Stops the timer and waits for a run in progress (its failure swallowed: the timer's run logs it). */
  stop(): Promise<void>;
  /** stop() was called: a long run may check it between its steps and end early. */
  readonly stopped: boolean;
}

export function periodic<R, A extends unknown[] = []>(run: (...args: A) => Promise<R>, options: PeriodicOptions<R>): PeriodicJob<R, A> {
  let running: Promise<R> | null = null;
  let stopped = false;
  const tick = (...args: A): Promise<R> => {
    if (running) return running;
    if (stopped) return Promise.resolve(options.whenStopped);
    running = run(...args).finally(() => {
      running = null;
    });
    return running;
  };
  const timer =
    options.intervalMs && options.intervalMs > 0
      ? setInterval(() => {
          (tick as () => Promise<R>)().catch((error: unknown) => options.log?.warn({ err: error }, options.failure ?? 'periodic job run failed'));
        }, options.intervalMs)
      : null;
  timer?.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
      await options.onStop?.();
    },
    get stopped() {
      return stopped;
    },
  };
}
