import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { ApiError } from './errors';
import { configureApiClient, downloadFile, filenameOf, http, type ApiClientHooks } from './client';

let hooks: jest.Mocked<ApiClientHooks>;
let seen: InternalAxiosRequestConfig | undefined;

/** A fake transport for the one axios instance (as client.spec.ts does). */
async function answer(status: number, data: unknown, headers: Record<string, string>) {
  const adapter: AxiosAdapter = async (config) => {
    seen = config;
    return { status, statusText: '', headers, config, data };
  };
  (await http()).defaults.adapter = adapter;
}

beforeEach(() => {
  hooks = { getLanguage: jest.fn(() => 'sp'), notify: jest.fn(), onSessionEnded: jest.fn(), onActivity: jest.fn() };
  configureApiClient(hooks);
  seen = undefined;
});

describe('downloadFile', () => {
  it('asks for a blob through the one instance with the preamble, and names the file from Content-Disposition', async () => {
    await answer(200, new Blob(['%PDF-1.7']), { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="INV-100001.pdf"' });
    const file = await downloadFile('order-manager/invoice-order-confirmation-pdf', {
      method: 'POST',
      url: 'order-manager/invoice-order-confirmation-pdf',
      data: { _id: 'o1', language: 'sp' },
    });
    expect(seen!.responseType).toBe('blob');
    expect(seen!.headers.get('language')).toBe('sp');
    expect(seen!.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(`${seen!.baseURL}/${seen!.url}`).toBe('/v1/api/order-manager/invoice-order-confirmation-pdf');
    expect(file).toMatchObject({ filename: 'INV-100001.pdf', contentType: 'application/pdf' });
    expect(file.blob.size).toBe(8);
    expect(hooks.onActivity).toHaveBeenLastCalledWith(expect.objectContaining({ phase: 'end', ok: true }));
  });

  it("reads a refusal's JSON envelope back from the blob: the server's message as the toast, a typed error", async () => {
    const body = { status: false, message: 'The order can be invoiced once delivered' };
    await answer(409, new Blob([JSON.stringify(body)], { type: 'application/json' }), { 'content-type': 'application/json; charset=utf-8' });
    const failure = downloadFile('x', { method: 'POST', url: 'x', data: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 409, kind: 'server', body });
    expect(hooks.notify).toHaveBeenCalledWith({ kind: 'error', text: 'The order can be invoiced once delivered' });
  });
});

describe('filenameOf', () => {
  it.each([
    ['attachment; filename="O-100123 confirmation.pdf"', 'O-100123 confirmation.pdf'],
    ['attachment; filename=BOL-O-1.pdf', 'BOL-O-1.pdf'],
    ['attachment; filename="x.pdf"; filename*=UTF-8\'\'Facture%20%C3%A9t%C3%A9.pdf', 'Facture été.pdf'],
    [undefined, undefined],
  ])('%s → %s', (header, name) => {
    expect(filenameOf(header)).toBe(name);
  });
});
