import { readFileSync } from 'node:fs';
import path from 'node:path';
import Cookies from 'js-cookie';
import { changeLanguage, initI18n } from './i18n';
import { detectLanguage, htmlLang, LANGUAGE_COOKIE } from './languages';

/** The inline script of the page template, which sets `<html lang>` before any bundle runs. */
const template = readFileSync(path.resolve(__dirname, '../../../tools/rspack/index.html'), 'utf8');
const inlineScript = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!).join('\n');
const runFirstPaintScript = () => new Function(inlineScript)();

function browser({ cookie, languages }: { cookie?: string; languages: string[] }) {
  Cookies.remove(LANGUAGE_COOKIE);
  if (cookie) Cookies.set(LANGUAGE_COOKIE, cookie);
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
  document.documentElement.lang = 'xx';
}

afterEach(() => {
  jest.restoreAllMocks();
  Cookies.remove(LANGUAGE_COOKIE);
});

describe('<html lang> on the first paint', () => {
  it('is in the page template as an inline script', () => {
    expect(inlineScript).toContain('documentElement.lang');
  });

  it.each([
    { case: 'the cookie sp', cookie: 'sp', languages: ['en-US'], expected: 'es' },
    { case: 'the cookie fr', cookie: 'fr', languages: ['es-MX'], expected: 'fr' },
    { case: 'the cookie en', cookie: 'en', languages: ['fr-CA'], expected: 'en' },
    { case: 'a Spanish browser', languages: ['es-MX', 'en'], expected: 'es' },
    { case: 'a French browser', languages: ['fr-CA'], expected: 'fr' },
    { case: 'an unknown cookie and a German then French browser', cookie: 'de', languages: ['de-DE', 'fr'], expected: 'fr' },
    { case: 'nothing known', languages: ['de-DE'], expected: 'en' },
  ])('follows $case as libs/i18n detects it', ({ cookie, languages, expected }) => {
    browser({ cookie, languages });
    runFirstPaintScript();
    expect(document.documentElement.lang).toBe(expected);
    expect(htmlLang(detectLanguage())).toBe(expected);
  });
});

describe('<html lang> after start-up', () => {
  it('is set when i18next starts and follows every language change (sp is es)', async () => {
    browser({ cookie: 'fr', languages: ['en-US'] });
    await initI18n();
    expect(document.documentElement.lang).toBe('fr');
    await changeLanguage('sp');
    expect(document.documentElement.lang).toBe('es');
    expect(Cookies.get(LANGUAGE_COOKIE)).toBe('sp');
    await changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
