import { clearSession, readSession, saveSession, sessionFromLogin, tokenExpiry } from './session';

const USER = { _id: 'u1', userId: 'u1', companyId: { _id: 'c1', name: 'Demo' }, firstname: 'A', lastname: 'B', email: 'a@b.test' };
const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWith = (payload: object) => `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;

afterEach(() => localStorage.clear());

describe('the session a login opens', () => {
  it("keeps the user and the token's expiry, not the token", () => {
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const token = tokenWith({ sub: 'u1', exp, email: 'ä@ß.test' });
    const session = sessionFromLogin(token, USER)!;
    expect(session).toEqual({ user: USER, expiresAt: exp * 1000 });
    saveSession(session);
    const stored = Object.keys(localStorage)
      .map((key) => localStorage.getItem(key))
      .join('\n');
    expect(stored).not.toContain(token.split('.')[1]);
    expect(stored).not.toContain('signature');
    expect(document.cookie).toBe('');
  });

  it('opens none for a token without a readable expiry', () => {
    expect(tokenExpiry('garbage')).toBeUndefined();
    expect(sessionFromLogin(tokenWith({ sub: 'u1' }), USER)).toBeUndefined();
    expect(sessionFromLogin('a.%%%.c', USER)).toBeUndefined();
  });
});

describe('the session read at start-up (spec section 4)', () => {
  it('nothing stored: signed out', () => {
    expect(readSession()).toBeUndefined();
  });

  it('a live session: the user and its expiry', () => {
    const session = { user: USER, expiresAt: Date.now() + 60_000 };
    saveSession(session);
    expect(readSession()).toEqual(session);
  });

  it('an expired session is removed: signed out', () => {
    const now = Date.now();
    saveSession({ user: USER, expiresAt: now });
    expect(readSession(now)).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it.each(['{not json', '{"user":null,"expiresAt":1}', '{"user":{}}', '"a string"'])('an unreadable one (%s) is removed: signed out', (raw) => {
    localStorage.setItem('freight.session', raw);
    expect(readSession()).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });

  it('is gone after clearSession', () => {
    saveSession({ user: USER, expiresAt: Date.now() + 60_000 });
    clearSession();
    expect(readSession()).toBeUndefined();
  });
});
