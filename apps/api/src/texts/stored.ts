import type { LanguageCode } from '@freight/contracts';
import { renderText, type TextEntry, type TextRef } from './index';

/**
 * Texts the product writes into its data in English (a notification's title and body, a plan's features), read back
 * in the reader's language: the stored English is matched to the text it was written from (exactly, or as a pattern
 * whose `{name}` parts capture the values) and that text is rendered by id. A stored text no entry matches (written
 * by a user, or before a text existed) is read as it was stored.
 */
interface StoredTexts {
  /** `text` in `language`; English comes back as stored unless its entry writes it for the reader (`display`). */
  translate(text: string, language: LanguageCode): string;
  /** Whether an entry matches `text`, exactly or as a pattern. */
  has(text: string): boolean;
}

/** A value as the reader reads it: a stored count of minutes as "2 hr, 15 min" (by the placeholder's name). */
type ValueFormat = (value: string, language: LanguageCode) => string;

interface StoredTextOptions<K extends string> {
  /**
   * The stored English of the entries whose English answer is written for the reader instead (the stored "closed
   * {minutes} min ago" read as "closed 2 hr, 15 min ago"): the entry's `en` is its display.
   */
  stored?: Readonly<Partial<Record<K, string>>>;
  /** A captured value that is itself one of the product's words (a delay reason), rendered in the reader's words. */
  term?: (value: string) => TextRef | undefined;
  formats?: Readonly<Record<string, ValueFormat>>;
}

interface Pattern<K> {
  key: K;
  regex: RegExp;
  names: string[];
  /** Literal characters: the more, the more specific ("{load}: not picked up, …" before "{load}: {reason}"). */
  weight: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const HAS_PLACEHOLDER = /\{\w+\}/;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A reader of `entries`' stored English; `refOf` makes an entry's reference (its id) with the captured values. */
export function storedTexts<K extends string>(
  entries: Readonly<Record<K, TextEntry>>,
  refOf: (key: K, values: Record<string, string | TextRef>) => TextRef,
  options: StoredTextOptions<K> = {},
): StoredTexts {
  const keys = Object.keys(entries) as K[];
  const storedOf = (key: K) => options.stored?.[key] ?? entries[key].en;
  const exact = new Map(keys.filter((key) => !HAS_PLACEHOLDER.test(storedOf(key))).map((key) => [storedOf(key), key]));
  const patterns: Pattern<K>[] = keys
    .filter((key) => HAS_PLACEHOLDER.test(storedOf(key)))
    .map((key) => {
      const english = storedOf(key);
      const source = english
        .split(PLACEHOLDER)
        .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegex(part)))
        .join('');
      const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1]!);
      return { key, regex: new RegExp(`^${source}$`, 's'), names, weight: english.replace(PLACEHOLDER, '').length };
    })
    .sort((a, b) => b.weight - a.weight);
  const value = (name: string, captured: string, language: LanguageCode): string | TextRef => {
    const format = options.formats?.[name];
    if (format) return format(captured, language);
    return (language === 'en' ? undefined : options.term?.(captured)) ?? captured;
  };

  return {
    translate(text, language) {
      const key = exact.get(text);
      if (key !== undefined) return language === 'en' ? text : renderText(refOf(key, {}), language);
      for (const pattern of patterns) {
        // English is read as stored, but for the entries that write it for the reader.
        if (language === 'en' && options.stored?.[pattern.key] === undefined) continue;
        const match = pattern.regex.exec(text);
        if (!match) continue;
        const values = Object.fromEntries(pattern.names.map((name, index) => [name, value(name, match[index + 1]!, language)]));
        return renderText(refOf(pattern.key, values), language);
      }
      return text;
    },
    has: (text) => exact.has(text) || patterns.some((pattern) => pattern.regex.test(text)),
  };
}
