import { createIdempotencyKeys } from './idempotency-keys';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the Idempotency-Key of a user action', () => {
  it('is kept while the same values are sent again, and is another for other values', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor({ name: 'Crate', lines: [1, 2] });
    expect(first).toMatch(UUID);
    expect(keys.keyFor({ name: 'Crate', lines: [1, 2] })).toBe(first);
    const other = keys.keyFor({ name: 'Crate', lines: [1] });
    expect(other).toMatch(UUID);
    expect(other).not.toBe(first);
  });

  it('starts afresh once the action is done, and is held apart by each keeper', () => {
    const keys = createIdempotencyKeys();
    const first = keys.keyFor('Dock 4');
    keys.forget();
    expect(keys.keyFor('Dock 4')).not.toBe(first);
    expect(createIdempotencyKeys().keyFor('Dock 4')).not.toBe(keys.keyFor('Dock 4'));
  });
});
