import { takeAutoLoginFromLocation } from './auto-login';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('the auto-login link /login/{email}/{password} (spec section 2)', () => {
  it('takes the credentials and replaces the address with /login before anything renders', () => {
    const history = { state: { idx: 0 }, replaceState: jest.fn() };
    expect(takeAutoLoginFromLocation(at('/login/shipper%40demo.test/demo%201234'), history)).toEqual({
      email: 'shipper@demo.test',
      password: 'demo 1234',
    });
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/login');
  });

  it('keeps a base path, the query and the hash', () => {
    const history = { state: null, replaceState: jest.fn() };
    takeAutoLoginFromLocation(at('/app/login/a@b.c/secret1/', '?x=1', '#top'), history);
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/app/login?x=1#top');
  });

  it('cleans the address even when the link is malformed, without logging in', () => {
    const history = { state: null, replaceState: jest.fn() };
    expect(takeAutoLoginFromLocation(at('/login/a@b.c/%E0%A4%A'), history)).toBeUndefined();
    expect(history.replaceState).toHaveBeenCalledWith(null, '', '/login');
  });

  it('leaves every other address alone', () => {
    const history = { state: null, replaceState: jest.fn() };
    for (const path of ['/login', '/login/only-one', '/dashboard', '/loads/editload/1/2']) {
      expect(takeAutoLoginFromLocation(at(path), history)).toBeUndefined();
    }
    expect(history.replaceState).not.toHaveBeenCalled();
  });
});
