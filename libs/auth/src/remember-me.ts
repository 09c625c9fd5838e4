import Cookies from 'js-cookie';

/**
 * Remember-me (spec section 2): the credentials are kept in the `rememberme` cookie to prefill the login form on
 * return, encrypted, never in plain text (docs/modules/accounts.md, "Remember-me").
 *
 * The cookie holds `v1.<iv>.<ciphertext>` (base64url): AES-256-GCM of `{ email, password }` under a key made by the
 * browser (WebCrypto) as NON-EXTRACTABLE and kept in this origin's IndexedDB. So:
 *   - the cookie alone (copied off the disk, sent to a server, leaked in a log) decrypts to nothing;
 *   - another site can read neither the cookie (same-origin policy; SameSite=Strict keeps it off cross-site
 *     requests) nor the key (IndexedDB is per origin), and no script, ours included, can export the key;
 *   - the authentication tag rejects a cookie that was tampered with.
 * Without WebCrypto (a page served over plain http from another host than localhost) nothing is stored.
 */

export const REMEMBER_ME_COOKIE = 'rememberme';
const REMEMBER_ME_DAYS = 30;

export interface Credentials {
  email: string;
  password: string;
}

/** Where the encryption key lives; IndexedDB in the browser, a stand-in in unit tests. */
export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
}

const DB_NAME = 'freight-device';
const STORE = 'keys';
const KEY_ID = 'remember-me';
/** Binds the ciphertext to its purpose: a blob made for something else does not decrypt as credentials. */
const ADDITIONAL_DATA = new TextEncoder().encode('freight:remember-me:v1');

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function inStore<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = act(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

const indexedDbKeyStore: KeyStore = {
  get: () => inStore<CryptoKey | undefined>('readonly', (store) => store.get(KEY_ID) as IDBRequest<CryptoKey | undefined>),
  put: (key) => inStore('readwrite', (store) => store.put(key, KEY_ID)).then(() => undefined),
};

let keyStore: KeyStore = indexedDbKeyStore;

/** Unit tests replace IndexedDB, which jsdom lacks. */
export function setRememberMeKeyStore(store: KeyStore): void {
  keyStore = store;
}

const subtle = (): SubtleCrypto | undefined => globalThis.crypto?.subtle;
const available = () => !!subtle() && (keyStore !== indexedDbKeyStore || typeof indexedDB !== 'undefined');

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

async function deviceKey(create: boolean): Promise<CryptoKey | undefined> {
  const existing = await keyStore.get();
  if (existing || !create) return existing;
  const key = await subtle()!.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  await keyStore.put(key);
  return key;
}

/** Encrypts the credentials into the cookie; false when this browser cannot (nothing is stored then). */
export async function rememberCredentials(credentials: Credentials): Promise<boolean> {
  if (!available()) return false;
  try {
    const key = (await deviceKey(true))!;
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plain = new TextEncoder().encode(JSON.stringify({ email: credentials.email, password: credentials.password }));
    const sealed = new Uint8Array(await subtle()!.encrypt({ name: 'AES-GCM', iv, additionalData: ADDITIONAL_DATA }, key, plain));
    Cookies.set(REMEMBER_ME_COOKIE, `v1.${toBase64Url(iv)}.${toBase64Url(sealed)}`, {
      expires: REMEMBER_ME_DAYS,
      sameSite: 'strict',
      secure: location.protocol === 'https:',
      path: '/',
    });
    return true;
  } catch (error) {
    console.warn('Remember-me is not available in this browser', error);
    return false;
  }
}

/** The remembered credentials, or undefined (none, another device's key, or a tampered cookie: then forgotten). */
export async function recallCredentials(): Promise<Credentials | undefined> {
  const cookie = Cookies.get(REMEMBER_ME_COOKIE);
  if (!cookie || !available()) return undefined;
  try {
    const [version, iv, sealed] = cookie.split('.');
    if (version !== 'v1' || !iv || !sealed) throw new Error('unknown format');
    const key = await deviceKey(false);
    if (!key) throw new Error('no key on this device');
    const plain = await subtle()!.decrypt({ name: 'AES-GCM', iv: fromBase64Url(iv), additionalData: ADDITIONAL_DATA }, key, fromBase64Url(sealed));
    const parsed = JSON.parse(new TextDecoder().decode(plain)) as Partial<Credentials>;
    if (typeof parsed.email !== 'string' || typeof parsed.password !== 'string') throw new Error('bad content');
    return { email: parsed.email, password: parsed.password };
  } catch {
    forgetCredentials();
    return undefined;
  }
}

export function forgetCredentials(): void {
  Cookies.remove(REMEMBER_ME_COOKIE, { path: '/' });
}
