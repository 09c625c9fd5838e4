import { useState } from 'react';
import { createIdempotencyKeys, type IdempotencyKeys } from '@freight/store';

/**
 * The Idempotency-Keys of the creates an opened form (or dialog, or composer) makes, for a component that dispatches
 * or sends the key itself: `keys.keyFor(values)` in the submit handler. The same rule as the sagas'
 * (`createIdempotencyKeys`); the form mounted anew starts afresh.
 */
export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = useState(createIdempotencyKeys);
  return keys;
}
