import crypto from 'node:crypto';
import type { ApiEnvelope } from '@freight/contracts';
import type { InjectOptions } from 'fastify';
import { beverlyHills } from '../../address-book/test/support';
import { auth, createTestApp, type TestApp } from '../../../test/support/test-app';

/** The API answers `message` and `errors[].message` in the language of the `language` header (sp, en, fr). */
describe('server texts in the caller’s language', () => {
  let t: TestApp;
  let shipper: string;

  beforeAll(async () => {
    t = await createTestApp();
    shipper = await t.login('shipper@demo.test');
  }, 60_000);
  afterAll(() => t.close());

  const send = async (language: string | undefined, options: InjectOptions & { token?: string }) => {
    const { token, ...request } = options;
    const response = await t.app.inject({
      ...request,
      headers: { ...(request.headers as Record<string, string> | undefined), ...(language ? { language } : {}), ...(token ? auth(token) : {}) },
    });
    return { statusCode: response.statusCode, body: response.json<ApiEnvelope<unknown>>() };
  };
  const login = (language: string | undefined, password: string) =>
    send(language, { method: 'POST', url: '/v1/api/user-manager/login', payload: { email: 'shipper@demo.test', password, rememberme: false } });

  it('an error: "Invalid email or password" in Spanish and French, byte-exact in English and by default', async () => {
    const sp = await login('sp', 'wrong-password');
    expect(sp).toEqual({ statusCode: 401, body: { status: false, message: 'Correo electrónico o contraseña no válidos' } });
    const fr = await login('fr', 'wrong-password');
    expect(fr.body.message).toBe('E-mail ou mot de passe invalide');
    expect((await login('en', 'wrong-password')).body.message).toBe('Invalid email or password');
    expect((await login(undefined, 'wrong-password')).body.message).toBe('Invalid email or password');
    // A language the product does not have is English.
    expect((await login('de', 'wrong-password')).body.message).toBe('Invalid email or password');
  });

  it('a success: "Address Successfully Added" in Spanish and French (the data untouched)', async () => {
    const add = (language: string, name: string) =>
      send(language, { method: 'POST', url: '/v1/api/address-manager/add-address', token: shipper, payload: beverlyHills({ name }) });
    const sp = await add('sp', 'Muelle de Rodeo Drive');
    expect(sp.statusCode).toBe(200);
    expect(sp.body).toMatchObject({
      status: true,
      message: 'Dirección agregada correctamente',
      data: { name: 'Muelle de Rodeo Drive', city: 'Beverly Hills' },
    });
    const fr = await add('fr', 'Quai de Rodeo Drive');
    expect(fr.body.message).toBe('Adresse ajoutée avec succès');
    expect((await add('en', 'Rodeo Drive Dock')).body.message).toBe('Address Successfully Added');
  });

  it('a not-found and field errors: "Address not found", "Required", "Invalid email", "Too Short!"', async () => {
    const missing = await send('sp', { method: 'GET', url: `/v1/api/address-manager/address-detail/${crypto.randomUUID()}`, token: shipper });
    expect(missing).toEqual({ statusCode: 404, body: { status: false, message: 'Dirección no encontrada' } });
    const invalid = await send('fr', { method: 'POST', url: '/v1/api/user-manager/login', payload: { email: 'not-an-email', password: '123' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body.message).toBe('Requête invalide');
    expect(invalid.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'body.email', message: 'E-mail invalide' },
        { field: 'body.password', message: 'Trop court !' },
        { field: 'body.rememberme', message: 'Obligatoire' },
      ]),
    );
    const english = await send('en', { method: 'POST', url: '/v1/api/user-manager/login', payload: { email: 'not-an-email', password: '123' } });
    expect(english.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'body.email', message: 'Invalid email' },
        { field: 'body.rememberme', message: 'Required' },
      ]),
    );
  });

  it('the zip check and the maps helpers name the place in the translated text', async () => {
    const mismatch = await send('sp', {
      method: 'POST',
      url: '/v1/api/address-manager/add-address',
      token: shipper,
      payload: beverlyHills({ city: 'Chicago' }),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body.message).toBe('El código postal no coincide con la ciudad de la localidad');
    const unknown = await send('fr', { method: 'GET', url: `/v1/api/getdirection-json/${encodeURIComponent('Gotham, NY')}/60601`, token: shipper });
    expect(unknown.body.errors).toEqual([{ field: 'params.origin', message: 'Lieu inconnu : Gotham, NY' }]);
  });

  it('the error handler, the router and the framework answer in the language too', async () => {
    expect((await send('fr', { method: 'GET', url: '/v1/api/no-such-route' })).body).toEqual({ status: false, message: "Route de l'API introuvable" });
    const malformed = await send('sp', {
      method: 'POST',
      url: '/v1/api/user-manager/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed).toEqual({
      statusCode: 400,
      body: { status: false, message: 'Solicitud no válida', errors: [{ field: 'body', message: 'JSON mal formado' }] },
    });
    const badUrl = await send('fr', { method: 'GET', url: '/v1/api/address-manager/address-detail/%E0%A4%A', token: shipper });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.body.errors).toEqual([{ field: 'params', message: 'URL mal formée' }]);
    const longParam = await send('sp', { method: 'GET', url: `/v1/api/address-manager/address-detail/${'a'.repeat(120)}`, token: shipper });
    expect(longParam.body.errors).toEqual([{ field: 'params', message: '¡Demasiado largo!' }]);
  });

  it("keeps the session texts the client recognises ('jwt expired', 'Invalid auth token') in every language", async () => {
    const anonymous = await send('sp', { method: 'GET', url: '/v1/api/address-manager/default-address' });
    expect(anonymous).toEqual({ statusCode: 401, body: { status: false, message: 'Invalid auth token' } });
    const tampered = await send('fr', { method: 'GET', url: '/v1/api/address-manager/default-address', token: `${shipper.slice(0, -4)}AAAA` });
    expect(tampered.body.message).toBe('Invalid auth token');
  });
});
