import type { InternalAxiosRequestConfig } from 'axios';
import { configureApiClient, http } from '../client';
import { quoteManager } from './quotes';

/** What the client handed to axios's transport. */
let seen: InternalAxiosRequestConfig | undefined;

beforeEach(async () => {
  configureApiClient({ getLanguage: () => 'sp', notify: jest.fn(), onSessionEnded: jest.fn(), onActivity: jest.fn() });
  seen = undefined;
  (await http()).defaults.adapter = async (config) => {
    seen = config;
    return { status: 200, statusText: '', headers: {}, config, data: { status: true, message: 'ok', data: {} } };
  };
});

describe('quoteManager', () => {
  it('get-quote-detail carries the passcode in the x-quote-passcode header, never in the URL', async () => {
    await quoteManager.detail('Q-ABCDEFGHJK', '12345678');
    expect(seen!.method).toBe('get');
    expect(seen!.url).toBe('load-manager/get-quote-detail/Q-ABCDEFGHJK');
    expect(seen!.params).toBeUndefined();
    expect(seen!.headers.get('x-quote-passcode')).toBe('12345678');
    expect(seen!.headers.get('language')).toBe('sp');
  });

  it('the public POSTs carry the passcode in the body', async () => {
    await quoteManager.validatePasscode('Q-ABCDEFGHJK', '12345678');
    expect(seen!.url).toBe('load-manager/validate-quote-passcode/Q-ABCDEFGHJK');
    expect(JSON.parse(seen!.data as string)).toEqual({ passcode: '12345678' });
    await quoteManager.commentAsCarrier('Q-ABCDEFGHJK', { passcode: '12345678', body: 'Hola' });
    expect(seen!.url).toBe('load-manager/send-quote-comment/Q-ABCDEFGHJK');
    expect(seen!.headers.get('x-quote-passcode')).toBeFalsy();
  });

  it('send-quote-users is a create: it carries an Idempotency-Key (the caller’s, kept across its retries)', async () => {
    await quoteManager.sendToUsers('7d2c8a52-0000-4000-8000-000000000001', { emails: [{ email: 'a@b.test', name: 'A' }] }, { idempotencyKey: 'click-1' });
    expect(seen!.url).toBe('load-manager/send-quote-users/7d2c8a52-0000-4000-8000-000000000001');
    expect(seen!.headers.get('Idempotency-Key')).toBe('click-1');
    await quoteManager.approve('Q-ABCDEFGHJK');
    expect(seen!.url).toBe('load-manager/approve-quote/Q-ABCDEFGHJK');
    expect(JSON.parse(seen!.data as string)).toEqual({});
    expect(seen!.headers.get('Idempotency-Key')).toBeFalsy();
  });
});
