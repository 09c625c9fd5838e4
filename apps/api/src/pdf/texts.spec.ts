import { ACCESSORIAL_CODES, EQUIPMENT_KEYS, LANGUAGE_CODES, ORDER_PDF_DEFAULT_TITLE, ORDER_TYPES } from '@freight/contracts';
import { EQUIPMENT_TYPES } from '../seed/reference';
import { printable } from './fonts';
import { DOCUMENT_TEXTS, fill } from './texts';

/** The documents' texts: every language has every key, the same placeholders, and only what the PDF fonts can print. */
describe('document texts', () => {
  const keysOf = (value: object, prefix = ''): string[] =>
    Object.entries(value).flatMap(([key, inner]) =>
      typeof inner === 'object' && inner !== null ? keysOf(inner as object, `${prefix}${key}.`) : [`${prefix}${key}`],
    );
  const valueAt = (language: (typeof LANGUAGE_CODES)[number], key: string) =>
    key.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], DOCUMENT_TEXTS[language]) as string | undefined;
  const english = keysOf(DOCUMENT_TEXTS.en);
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

  it('en, sp and fr have every key, none empty', () => {
    expect(english.length).toBeGreaterThan(80);
    for (const language of LANGUAGE_CODES) {
      expect({ language, keys: keysOf(DOCUMENT_TEXTS[language]).sort() }).toEqual({ language, keys: [...english].sort() });
      const empty = english.filter((key) => !valueAt(language, key)?.trim());
      expect({ language, empty }).toEqual({ language, empty: [] });
    }
    for (const language of LANGUAGE_CODES) expect(Object.keys(DOCUMENT_TEXTS[language].accessorials).sort()).toEqual([...ACCESSORIAL_CODES].sort());
  });

  it('names every seeded equipment type and every load mode in each language (the stored names are English)', () => {
    expect(EQUIPMENT_TYPES.map((type) => type.key)).toEqual([...EQUIPMENT_KEYS]);
    for (const language of LANGUAGE_CODES) {
      expect({ language, equipment: Object.keys(DOCUMENT_TEXTS[language].equipmentTypes).sort() }).toEqual({ language, equipment: [...EQUIPMENT_KEYS].sort() });
      expect({ language, modes: Object.keys(DOCUMENT_TEXTS[language].modes).sort() }).toEqual({ language, modes: [...ORDER_TYPES].sort() });
    }
    // In English a type reads as its stored name; in Spanish and French it is translated (Intermodal is the same word).
    for (const type of EQUIPMENT_TYPES) expect(DOCUMENT_TEXTS.en.equipmentTypes[type.key]).toBe(type.name);
    for (const language of ['sp', 'fr'] as const) {
      const same = EQUIPMENT_KEYS.filter((key) => DOCUMENT_TEXTS[language].equipmentTypes[key] === DOCUMENT_TEXTS.en.equipmentTypes[key]);
      expect({ language, same }).toEqual({ language, same: [] });
    }
  });

  it('the translations keep the placeholders, are translated, and print in the documents’ font', () => {
    for (const language of ['sp', 'fr'] as const) {
      for (const key of english) {
        const text = valueAt(language, key)!;
        expect({ language, key, placeholders: placeholders(text) }).toEqual({ language, key, placeholders: placeholders(valueAt('en', key)!) });
        // Every character is in the documents' font.
        expect({ language, key, text: printable(text) }).toEqual({ language, key, text: { text, missing: false } });
      }
    }
    // Mostly translated (a few words are the same in both: Total, Mode, Distance, DOT, MC, ...).
    const same = english.filter((key) => valueAt('sp', key) === valueAt('en', key));
    expect(same.length).toBeLessThan(english.length / 10);
    // File names are ASCII.
    for (const language of LANGUAGE_CODES) {
      for (const key of ['confirmationFile', 'invoiceFile', 'bolFile'] as const) expect(DOCUMENT_TEXTS[language][key]).toMatch(/^[a-z-]+$/);
    }
  });

  it("the confirmation's title is the spec's default in English", () => {
    expect(DOCUMENT_TEXTS.en.confirmationTitle).toBe(ORDER_PDF_DEFAULT_TITLE);
    expect(fill(DOCUMENT_TEXTS.fr.invoiceTitle, { number: 'INV-100001' })).toBe('Facture INV-100001');
  });
});
