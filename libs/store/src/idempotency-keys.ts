import { newIdempotencyKey } from '@freight/contracts';

/**
 * The Idempotency-Key of a create, kept per user action (docs/security.md section 7). The same values sent again (Save
 * after an error, after a lost answer) get the same key, so the API answers with its first answer instead of creating
 * a second record; other values are another request (the API refuses a key reused with another body) and get a new
 * key; `forget` ends the action (the create went through, the form opened anew) so the next one starts afresh.
 *
 * A saga holds one per run (per store) and asks it with `yield call(keys.keyFor, values)`; a component holds one per
 * opened form with the form kit's `useIdempotencyKeys`. The one way a key is made in the front end.
 */
export interface IdempotencyKeys {
  keyFor: (values: unknown) => string;
  forget: () => void;
}

export function createIdempotencyKeys(): IdempotencyKeys {
  let current: { key: string; values: string } | undefined;
  return {
    keyFor(values) {
      const sent = JSON.stringify(values) ?? '';
      if (current?.values !== sent) current = { key: newIdempotencyKey(), values: sent };
      return current.key;
    },
    forget() {
      current = undefined;
    },
  };
}
