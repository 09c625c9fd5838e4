import { useTranslation } from '@freight/i18n';
import { changeLanguage, isLanguage, LANGUAGES } from '@freight/i18n';

/** Writes the lang cookie and switches i18next (spec section 1: labels SPANISH, ENGLISH, FRENCH). */
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
          <option key={lang.code} value={lang.code}>
            {lang.label}
          </option>
        ))}
      </select>
    </label>
  );
}
