import { webcrypto } from 'node:crypto';
import Cookies from 'js-cookie';
import { forgetCredentials, recallCredentials, rememberCredentials, REMEMBER_ME_COOKIE, setRememberMeKeyStore, type KeyStore } from './remember-me';

/** IndexedDB stand-in: one key per "device". */
function memoryKeyStore(): KeyStore & { key?: CryptoKey } {
  const store: KeyStore & { key?: CryptoKey } = {
    get: async () => store.key,
    put: async (key) => {
      store.key = key;
    },
  };
  return store;
}

beforeAll(() => {
  // jsdom has no SubtleCrypto; Node's WebCrypto is the same API the browser has.
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});
beforeEach(() => {
  forgetCredentials();
  setRememberMeKeyStore(memoryKeyStore());
});

const CREDENTIALS = { email: 'shipper@demo.test', password: 'demo1234' };

describe('remember-me (spec section 2)', () => {
  it('keeps the credentials encrypted in the rememberme cookie and reads them back', async () => {
    expect(await rememberCredentials(CREDENTIALS)).toBe(true);
    const cookie = Cookies.get(REMEMBER_ME_COOKIE)!;
    expect(cookie).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(cookie).not.toContain('demo1234');
    expect(cookie).not.toContain('shipper');
    expect(atob(cookie.split('.')[2]!.replace(/-/g, '+').replace(/_/g, '/'))).not.toContain('demo1234');
    expect(await recallCredentials()).toEqual(CREDENTIALS);
  });

  it('makes a key that cannot be exported', async () => {
    const store = memoryKeyStore();
    setRememberMeKeyStore(store);
    await rememberCredentials(CREDENTIALS);
    expect(store.key!.extractable).toBe(false);
    await expect(webcrypto.subtle.exportKey('raw', store.key!)).rejects.toThrow();
  });

  it('cannot be read with another device key (a copied cookie decrypts to nothing) and is then forgotten', async () => {
    await rememberCredentials(CREDENTIALS);
    setRememberMeKeyStore(memoryKeyStore());
    expect(await recallCredentials()).toBeUndefined();
    expect(Cookies.get(REMEMBER_ME_COOKIE)).toBeUndefined();
  });

  it('rejects a tampered cookie', async () => {
    await rememberCredentials(CREDENTIALS);
    const [version, iv, sealed] = Cookies.get(REMEMBER_ME_COOKIE)!.split('.');
    // The first character carries six bits of ciphertext (the last may hold padding bits only).
    const flipped = `${sealed!.startsWith('A') ? 'B' : 'A'}${sealed!.slice(1)}`;
    Cookies.set(REMEMBER_ME_COOKIE, `${version}.${iv}.${flipped}`);
    expect(await recallCredentials()).toBeUndefined();
  });

  it('forgets them', async () => {
    await rememberCredentials(CREDENTIALS);
    forgetCredentials();
    expect(await recallCredentials()).toBeUndefined();
  });
});
