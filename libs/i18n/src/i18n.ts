import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, syncHtmlLang, writeLanguageCookie, type Language } from './languages';
import en from './locales/en.json';
import sp from './locales/sp.json';
import fr from './locales/fr.json';

/** Translations of one area in the three languages; remotes ship theirs with their module. */
export type AreaResources = Record<Language, Record<string, unknown>>;

export const commonResources: AreaResources = { en, sp, fr };

let initialised: Promise<I18n> | undefined;
const pendingCommon: AreaResources[] = [];

/** Initialises the one i18next instance (idempotent: the shell and a remote running alone both call it). */
export function initI18n(language: Language = detectLanguage()): Promise<I18n> {
  initialised ??= i18next
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: ['sp', 'en', 'fr'],
      ns: ['common'],
      defaultNS: 'common',
      resources: { en: { common: en }, sp: { common: sp }, fr: { common: fr } },
      interpolation: { escapeValue: false },
      returnNull: false,
    })
    .then(() => {
      syncHtmlLang(i18next.language);
      i18next.on('languageChanged', syncHtmlLang);
      for (const resources of pendingCommon.splice(0)) extendCommon(resources);
      return i18next;
    });
  return initialised;
}

/**
 * Adds a translation area (i18next namespace) synchronously, so a module's first render
 * already has its texts. `addResourceBundle` exists only after init: boot awaits `initI18n` first.
 */
export function addArea(area: string, resources: AreaResources): void {
  if (!i18next.isInitialized) throw new Error(`i18n is not initialised; cannot add area '${area}'`);
  for (const [lang, bundle] of Object.entries(resources)) {
    if (!i18next.hasResourceBundle(lang, area)) i18next.addResourceBundle(lang, area, bundle, true, true);
  }
}

export async function changeLanguage(lang: Language): Promise<void> {
  writeLanguageCookie(lang);
  const i18n = await initI18n();
  await i18n.changeLanguage(lang);
}

export { i18next };

/**
 * Adds texts to the `common` area from a chunk loaded on demand (the shell's account pages), so they are not
 * fetched with the first page. Existing keys are kept.
 */
export function extendCommon(resources: AreaResources): void {
  if (!i18next.isInitialized) {
    // Imported before start-up finished (a test, or a chunk evaluated early): applied when i18next is ready.
    pendingCommon.push(resources);
    return;
  }
  for (const [lang, bundle] of Object.entries(resources)) i18next.addResourceBundle(lang, 'common', bundle, true, false);
}
