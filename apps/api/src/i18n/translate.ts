import type { FastifyInstance } from 'fastify';
import type { LanguageCode } from '@freight/contracts';
import { headerLanguage } from '../plugins/language';
import { isTextRef, renderText } from '../texts';
import { PROTOCOL_TEXTS, SERVER_TEXTS, TERMS, type ServerTranslation } from './catalogue';

/**
 * The API answers in the caller's language (the `language` header, spec section 7: sp, en, fr; default en).
 * Handlers keep writing English; one preSerialization hook translates the envelope's `message` and
 * `errors[].message` on the way out, so every module's texts, the validation texts and the error handler's
 * go through here. English stays byte-exact. A text the catalogue lacks is sent in English (and fails
 * test/i18n/catalogue.spec.ts when it is one of the API's own).
 */

type Translatable = Exclude<LanguageCode, 'en'>;
type Texts = Readonly<Record<string, ServerTranslation>>;
/** A text with its translations and, for a text whose values are written for the reader, its English display. */
type DisplayTexts = Readonly<Record<string, ServerTranslation & { en?: string }>>;
/** Writes a captured value for the reader (a count of minutes as "2 hr, 15 min", "2 h y 15 min"). */
export type ValueFormat = (value: string, language: LanguageCode) => string;

interface Pattern {
  regex: RegExp;
  names: string[];
  translation: ServerTranslation & { en?: string };
  /** Literal characters: the more, the more specific ("Must be one of: {values}" before "Must be {article} {type}"). */
  weight: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Translator {
  /** One text in `language`; English, texts kept as they are, and unknown texts come back unchanged. */
  translate(text: string, language: LanguageCode): string;
  /** Whether the catalogue has `text`, exactly or by a pattern. */
  has(text: string): boolean;
}

/**
 * A translator over a catalogue of English texts -> { sp, fr }. Keys with `{name}` placeholders are patterns; the
 * values they capture are carried into the translation, through `terms` when it has them, or written by `formats`
 * (by placeholder name) in the reader's language. A text with an `en` display is rewritten for English readers too
 * (the stored English keeps the raw value: "closed 135 min ago" reads "closed 2 hr, 15 min ago").
 */
export function createTranslator(
  texts: DisplayTexts,
  terms: Texts = {},
  keep: ReadonlySet<string> = new Set(),
  formats: Readonly<Record<string, ValueFormat>> = {},
): Translator {
  const patterns: Pattern[] = Object.entries(texts)
    .filter(([english]) => HAS_PLACEHOLDER.test(english))
    .map(([english, translation]) => {
      const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1]!);
      const source = english
        .split(PLACEHOLDER)
        .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegex(part)))
        .join('');
      return { regex: new RegExp(`^${source}$`, 's'), names, translation, weight: english.replace(PLACEHOLDER, '').length };
    })
    .sort((a, b) => b.weight - a.weight);
  const term = (value: string, language: Translatable) => terms[value]?.[language] ?? value;
  const value = (name: string, captured: string, language: LanguageCode) => {
    const format = formats[name];
    if (format) return format(captured, language);
    return language === 'en' ? captured : term(captured, language);
  };
  const rewritesEnglish = Object.values(texts).some((translation) => translation.en !== undefined);

  return {
    translate(text, language) {
      if (keep.has(text) || (language === 'en' && !rewritesEnglish)) return text;
      const exact = texts[text];
      if (exact) return (language === 'en' ? exact.en : exact[language]) ?? text;
      for (const pattern of patterns) {
        const template = language === 'en' ? pattern.translation.en : pattern.translation[language];
        if (template === undefined) continue;
        const match = pattern.regex.exec(text);
        if (!match) continue;
        const values = Object.fromEntries(pattern.names.map((name, index) => [name, value(name, match[index + 1]!, language)]));
        return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
      }
      return text;
    },
    has: (text) => keep.has(text) || text in texts || patterns.some((pattern) => pattern.regex.test(text)),
  };
}

const serverTexts = createTranslator(SERVER_TEXTS, TERMS, PROTOCOL_TEXTS);

/** One server text in `language` (see the top of this file). */
export const translateText = (text: string, language: LanguageCode): string => serverTexts.translate(text, language);

/** Whether the server catalogue translates `text` (exactly or by a pattern): what the catalogue test checks. */
export const hasTranslation = (text: string): boolean => serverTexts.has(text);

interface Envelope {
  status: boolean;
  message: unknown;
  errors?: Array<{ field: string; message: unknown }>;
}

const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as Envelope).status === 'boolean' &&
  (typeof (payload as Envelope).message === 'string' || isTextRef((payload as Envelope).message));

/** A text by id (texts/) rendered in `language`; an English string (a domain not yet moved to ids) translated. */
const textIn = (message: unknown, language: LanguageCode): unknown => {
  if (isTextRef(message)) return renderText(message, language);
  return typeof message === 'string' && language !== 'en' ? translateText(message, language) : message;
};
const hasTextRef = (payload: Envelope) =>
  isTextRef(payload.message) || (Array.isArray(payload.errors) && payload.errors.some((error) => isTextRef(error?.message)));

/** A copy of the envelope with its texts in `language` (the handler's object may be shared: never changed). */
export function translateEnvelope<T>(payload: T, language: LanguageCode): T {
  if (!isEnvelope(payload) || (language === 'en' && !hasTextRef(payload))) return payload;
  const translated: Envelope = { ...payload, message: textIn(payload.message, language) };
  if (Array.isArray(payload.errors)) {
    translated.errors = payload.errors.map((error) => (error && typeof error === 'object' ? { ...error, message: textIn(error.message, language) } : error));
  }
  return translated as T;
}

/** Registered once on the root instance, before the routes: every answer of every module goes through it. */
export function registerServerTranslations(app: FastifyInstance): void {
  // Callback style, not async: no promise per answer on the hot path (an `en` answer passes straight through).
  app.addHook('preSerialization', (request, _reply, payload: unknown, done) => done(null, translateEnvelope(payload, headerLanguage(request))));
}
