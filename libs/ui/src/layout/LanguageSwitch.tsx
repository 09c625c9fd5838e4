import { useTranslation } from '@freight/i18n';
import { changeLanguage, htmlLang, isLanguage, LANGUAGES } from '@freight/i18n';

/**
 * Writes the lang cookie and switches i18next. Each option names its language in that language, with its `lang` so a
 * screen reader pronounces it in the right voice.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('nav.language')}</span>
      <select
        aria-label={t('nav.language')}
        value={i18n.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang.code} value={lang.code} lang={htmlLang(lang.code)}>
            {lang.label}
          </option>
        ))}
      </select>
    </label>
  );
}
