import Cookies from 'js-cookie';

/**
 * Spec section 1: codes sp, en, fr. Each language is labelled in its own words (an endonym), so a reader finds
 * their language whatever the page's language is; the label is never translated.
 */
export const LANGUAGES = [
  { code: 'sp', label: 'Español' },
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_COOKIE = 'lang';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((l) => l.code === value);

/** Maps a browser tag ("es-MX", "fr", "en-US") to one of our codes. */
export function fromBrowserTag(tag: string | undefined): Language | undefined {
  const base = tag?.toLowerCase().split('-')[0];
  if (base === 'es') return 'sp';
  if (base === 'fr') return 'fr';
  if (base === 'en') return 'en';
  return undefined;
}

/** The lang cookie wins; otherwise the browser's languages; otherwise English. */
export function detectLanguage(): Language {
  const fromCookie = Cookies.get(LANGUAGE_COOKIE);
  if (isLanguage(fromCookie)) return fromCookie;
  const tags = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of tags) {
    const lang = fromBrowserTag(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}

/** Read by the API client for its language header; English when no cookie is set. */
export const cookieLanguage = (): Language => {
  const value = Cookies.get(LANGUAGE_COOKIE);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
};

export const writeLanguageCookie = (lang: Language) => Cookies.set(LANGUAGE_COOKIE, lang, { expires: 365, sameSite: 'lax', path: '/' });

/**
 * A language the screens took from the browser (nobody chose one yet) goes into the cookie, so the API's `language`
 * header, which reads the cookie, answers in the language the screens speak. A chosen language is left as it is.
 */
export function keepDetectedLanguage(lang: string): void {
  if (!isLanguage(Cookies.get(LANGUAGE_COOKIE)) && isLanguage(lang)) writeLanguageCookie(lang);
}

/** The `<html lang>` of each language: `sp` is the product's code, `es` the standard one. */
export const htmlLang = (lang: Language): string => (lang === 'sp' ? 'es' : lang);

/**
 * Keeps `<html lang>` on the page's language (screen readers pick their voice from it). The first paint already has
 * it: tools/rspack/index.html runs the same detection inline (`languages.spec.ts` checks that both agree).
 */
export function syncHtmlLang(lang: string): void {
  if (typeof document !== 'undefined' && isLanguage(lang)) document.documentElement.lang = htmlLang(lang);
}
