import Cookies from 'js-cookie';
import { cookieLanguage, detectLanguage, keepDetectedLanguage, LANGUAGE_COOKIE } from './languages';

afterEach(() => Cookies.remove(LANGUAGE_COOKIE));

describe('the default language', () => {
  it('comes from the lang cookie first', () => {
    Cookies.set(LANGUAGE_COOKIE, 'fr');
    expect(detectLanguage()).toBe('fr');
  });

  it('else from the browser language', () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES']);
    expect(detectLanguage()).toBe('sp');
  });

  it('ignores an unknown cookie value', () => {
    Cookies.set(LANGUAGE_COOKIE, 'de');
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    jest.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    expect(detectLanguage()).toBe('en');
  });

  it('the API language header defaults to en without a cookie', () => {
    expect(cookieLanguage()).toBe('en');
  });
});

describe('a language taken from the browser', () => {
  it('goes into the cookie, so the API answers in the language the screens speak', () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA']);
    keepDetectedLanguage(detectLanguage());
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('fr');
    expect(cookieLanguage()).toBe('fr');
  });

  it('never replaces a language the user chose', () => {
    Cookies.set(LANGUAGE_COOKIE, 'sp');
    keepDetectedLanguage('fr');
    expect(cookieLanguage()).toBe('sp');
  });
});
