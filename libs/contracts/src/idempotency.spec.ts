import { API_ROUTES } from './routes';
import { IDEMPOTENCY_KEY_PATTERN, isIdempotentCreate, NAMED_CREATES, newIdempotencyKey } from './idempotency';

describe('which calls are idempotent creates', () => {
  it('every POST named add-* or create-*, whatever the manager, and no other method', () => {
    expect(isIdempotentCreate('POST', 'address-manager/add-address')).toBe(true);
    expect(isIdempotentCreate('post', '/v1/api/purchase-manager/create-purchase-order')).toBe(true);
    expect(isIdempotentCreate('POST', 'fleet-manager/add-driver?draft=1')).toBe(true);
    expect(isIdempotentCreate('PUT', 'address-manager/add-address')).toBe(false);
    expect(isIdempotentCreate('POST', 'address-manager/update-address/a1')).toBe(false);
    expect(isIdempotentCreate('POST', 'address-manager/address-list')).toBe(false);
    expect(isIdempotentCreate('POST', 'user-manager/login')).toBe(false);
  });

  it('the named creates, by their pattern or by a concrete path', () => {
    expect(isIdempotentCreate('POST', 'user-manager/register')).toBe(true);
    expect(isIdempotentCreate('POST', 'company-manager/company/checkout')).toBe(true);
    expect(isIdempotentCreate('POST', '/v1/api/load-manager/send-quote-comment/:quoteId')).toBe(true);
    expect(isIdempotentCreate('POST', 'load-manager/send-quote-comment/Q-1001')).toBe(true);
    expect(isIdempotentCreate('POST', 'load-manager/send-quote-comment')).toBe(false);
    expect(isIdempotentCreate('POST', 'load-manager/send-quote-comment/Q-1/extra')).toBe(false);
    expect(isIdempotentCreate('POST', 'user-manager/register-x')).toBe(false);
  });

  it('names only POST routes of the catalogue', () => {
    const catalogue = new Set(API_ROUTES.filter((route) => route.method === 'POST').map((route) => route.path));
    expect(NAMED_CREATES.filter((path) => !catalogue.has(path))).toEqual([]);
  });

  it('new keys are UUIDs that the API accepts, with or without crypto.randomUUID (plain http pages)', () => {
    const pattern = new RegExp(IDEMPOTENCY_KEY_PATTERN);
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const first = newIdempotencyKey();
    expect(first).toMatch(uuid);
    expect(first).toMatch(pattern);
    expect(newIdempotencyKey()).not.toBe(first);
    // A page served over plain http elsewhere than localhost has no crypto.randomUUID.
    const own = Object.getOwnPropertyDescriptor(globalThis.crypto, 'randomUUID');
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const fallback = newIdempotencyKey();
      expect(fallback).toMatch(uuid);
      expect(newIdempotencyKey()).not.toBe(fallback);
    } finally {
      if (own) Object.defineProperty(globalThis.crypto, 'randomUUID', own);
      else delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(typeof globalThis.crypto.randomUUID).toBe('function');
  });
});
