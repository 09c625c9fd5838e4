import i18next from 'i18next';
import { LANGUAGE_CODES, type LanguageCode } from '@freight/contracts';

/**
 * The API's texts by id. Each domain declares its texts (apps/api/src/<domain>/texts.ts) with their en, sp and fr
 * strings; handlers pass a reference (`texts.loads.notEditable({ status })`: an id and its values), and the envelope
 * renders it in the caller's language (the `language` header) with one i18next instance.
 *
 * Placeholders are `{name}` (i18next's prefix and suffix set to `{` and `}`, nothing escaped), so an English text
 * reads as the spec spells it, byte for byte. A value may itself be a reference (a status named in the reader's
 * words) and is rendered in the same language first. A value named `count` picks the plural form: a text whose key
 * has `_one` and `_other` variants (i18next's plural suffixes) in a language. 'sp' is Spanish: i18next knows it as
 * `es`, whose plural rules apply.
 */

/** The names of the `{placeholders}` of a text. */
type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;
/** A value put into a text: a number, a string written as it is, or another text rendered in the same language. */
type TextValue = string | number | TextRef;
type ValuesOf<T extends string> = {
  readonly [Name in Placeholders<T>]: TextValue;
};

/** One text in the three languages; `en` is the id's English as the spec spells it. */
export interface TextEntry {
  readonly en: string;
  readonly sp: string;
  readonly fr: string;
}

const REF = Symbol('text reference');

/** A text to render: its id and the values of its placeholders. Rendered by the envelope in the caller's language. */
export interface TextRef {
  readonly [REF]: true;
  readonly id: string;
  readonly values: Readonly<Record<string, TextValue>>;
}

export const isTextRef = (value: unknown): value is TextRef => typeof value === 'object' && value !== null && REF in value;

/** A text's reference maker: no argument for a text without placeholders, else every value it names. */
type TextFactory<T extends string> = [Placeholders<T>] extends [never] ? () => TextRef : (values: ValuesOf<T>) => TextRef;
export type TextFactories<E extends Record<string, TextEntry>> = {
  readonly [K in keyof E]: TextFactory<E[K]['en']>;
};

/** Languages of the product -> i18next's language codes (sp is Spanish: `es`). */
const I18NEXT_LANGUAGE: Readonly<Record<LanguageCode, string>> = {
  en: 'en',
  sp: 'es',
  fr: 'fr',
};
const NAMESPACE = 'api';

const instance = i18next.createInstance();
void instance.init({
  // Synchronous: the resources are added below as the domains declare them, nothing is loaded.
  initAsync: false,
  lng: 'en',
  fallbackLng: false,
  supportedLngs: Object.values(I18NEXT_LANGUAGE),
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  resources: {},
});

/** Every declared text by id: what the tests read (every language present, every id used). */
const REGISTRY = new Map<string, TextEntry>();

/** A text written in a plural form: the entry of its `_one` / `_other` keys (i18next plural suffixes). */
export interface PluralEntry {
  readonly en: { readonly one: string; readonly other: string };
  readonly sp: { readonly one: string; readonly other: string };
  readonly fr: { readonly one: string; readonly other: string };
}

function register(id: string, entry: TextEntry): void {
  if (REGISTRY.has(id)) throw new Error(`text ${id} is declared twice`);
  REGISTRY.set(id, entry);
  for (const language of LANGUAGE_CODES) instance.addResource(I18NEXT_LANGUAGE[language], NAMESPACE, id, entry[language]);
}

/**
 * Declares a domain's texts under `namespace` (ids `namespace.key`) and returns their reference makers. Each text's
 * values are typed from its English placeholders: an unknown key or a missing value does not compile.
 */
export function defineTexts<const E extends Record<string, TextEntry>>(namespace: string, entries: E): TextFactories<E> {
  const factories: Record<string, (values?: Record<string, TextValue>) => TextRef> = {};
  for (const [key, entry] of Object.entries(entries)) {
    const id = `${namespace}.${key}`;
    register(id, entry);
    factories[key] = (values = {}) => ({ [REF]: true, id, values });
  }
  return factories as TextFactories<E>;
}

/**
 * Declares plural texts: `count` picks the form by the language's rules (English and Spanish: one for 1, French:
 * one for 0 and 1). The reference maker takes `count` and the other values the forms name.
 */
export function definePluralTexts<const E extends Record<string, PluralEntry>>(
  namespace: string,
  entries: E,
): {
  readonly [K in keyof E]: (values: ValuesOf<E[K]['en']['other']> & { readonly count: number }) => TextRef;
} {
  const factories: Record<string, (values: Record<string, TextValue>) => TextRef> = {};
  for (const [key, entry] of Object.entries(entries)) {
    const id = `${namespace}.${key}`;
    for (const form of ['one', 'other'] as const) {
      register(`${id}_${form}`, {
        en: entry.en[form],
        sp: entry.sp[form],
        fr: entry.fr[form],
      });
    }
    factories[key] = (values) => ({ [REF]: true, id, values });
  }
  return factories as never;
}

/** Renders a reference in `language` (values that are references first, in the same language). */
export function renderText(ref: TextRef, language: LanguageCode): string {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(ref.values)) values[name] = isTextRef(value) ? renderText(value, language) : value;
  return (instance.t as (key: string, options: Record<string, unknown>) => string)(ref.id, { ...values, lng: I18NEXT_LANGUAGE[language] });
}

/**
 * A message: a reference (rendered by id), or a plain string sent as it is in every language (the framework's own
 * 4xx texts; the API's handlers pass references, texts/test/message-sites.spec.ts).
 */
export type Message = string | TextRef;

/** Every declared text, by id (plural forms as `id_one` and `id_other`). */
export const declaredTexts = (): ReadonlyMap<string, TextEntry> => REGISTRY;
