/**
 * Waits until `condition` holds: for work the server does after it has answered (a push sent, a mail handed to the
 * provider). It checks again on every turn of the event loop's timers and gives up only after a generous deadline,
 * so a slow machine makes the test slower, never red; the failure names what was awaited.
 */
export async function eventually(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
