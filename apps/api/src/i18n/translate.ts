import type { FastifyInstance } from 'fastify';
import type { LanguageCode } from '@freight/contracts';
import { headerLanguage } from '../plugins/language';
import { PROTOCOL_TEXTS, SERVER_TEXTS, TERMS, type ServerTranslation } from './catalogue';

/**
 * The API answers in the caller's language (the `language` header, spec section 7: sp, en, fr; default en).
 * Handlers keep writing English; one preSerialization hook translates the envelope's `message` and
 * `errors[].message` on the way out, so every module's texts, the validation texts and the error handler's
 * go through here. English stays byte-exact. A text the catalogue lacks is sent in English (and fails
 * test/i18n/catalogue.spec.ts when it is one of the API's own).
 */

type Translatable = Exclude<LanguageCode, 'en'>;

interface Pattern {
  regex: RegExp;
  names: string[];
  translation: ServerTranslation;
  /** Literal characters: the more, the more specific ("Must be one of: {values}" before "Must be {article} {type}"). */
  weight: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS: Pattern[] = Object.entries(SERVER_TEXTS)
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

const term = (value: string, language: Translatable) => TERMS[value]?.[language] ?? value;

/** One text in `language`; English, protocol texts and unknown texts come back unchanged. */
export function translateText(text: string, language: LanguageCode): string {
  if (language === 'en' || PROTOCOL_TEXTS.has(text)) return text;
  const exact = SERVER_TEXTS[text];
  if (exact) return exact[language];
  for (const pattern of PATTERNS) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(pattern.names.map((name, index) => [name, term(match[index + 1]!, language)]));
    return pattern.translation[language].replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  }
  return text;
}

/** Whether the catalogue translates `text` (exactly or by a pattern): what the catalogue test checks. */
export function hasTranslation(text: string): boolean {
  return PROTOCOL_TEXTS.has(text) || text in SERVER_TEXTS || PATTERNS.some((pattern) => pattern.regex.test(text));
}

interface Envelope {
  status: boolean;
  message: string;
  errors?: Array<{ field: string; message: string }>;
}

const isEnvelope = (payload: unknown): payload is Envelope =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as Envelope).status === 'boolean' &&
  typeof (payload as Envelope).message === 'string';

/** A copy of the envelope with its texts in `language` (the handler's object may be shared: never changed). */
export function translateEnvelope<T>(payload: T, language: LanguageCode): T {
  if (language === 'en' || !isEnvelope(payload)) return payload;
  const translated: Envelope = { ...payload, message: translateText(payload.message, language) };
  if (Array.isArray(payload.errors)) {
    translated.errors = payload.errors.map((error) =>
      typeof error?.message === 'string' ? { ...error, message: translateText(error.message, language) } : error,
    );
  }
  return translated as T;
}

/** Registered once on the root instance, before the routes: every answer of every module goes through it. */
export function registerServerTranslations(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => translateEnvelope(payload, headerLanguage(request)));
}
