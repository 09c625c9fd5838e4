import fs from 'node:fs';
import * as fontkit from 'fontkit';

/**
 * The fonts of every PDF the API draws (the order's documents, the shipping label): Noto Sans regular, bold and
 * italic, TrueType files of the `@expo-google-fonts/noto-sans` package (SIL Open Font License), embedded as subsets.
 * It covers Latin with its extensions (Łukasz, Ōsaka, Dvořák), Greek, Cyrillic and Vietnamese; what it has no glyph
 * for (emoji, Chinese, Japanese...) is printed as MISSING_MARK, and `printable` says so, so the document can tell
 * its reader (the standard PDF fonts printed '?' for anything outside WinAnsi, silently).
 */

export const FONT = { regular: 'NotoSans', bold: 'NotoSans-Bold', italic: 'NotoSans-Italic' } as const;

const FILES: Record<keyof typeof FONT, string> = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  italic: '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
};

/** What stands for a character the fonts cannot draw: the Unicode replacement character, which they can. */
export const MISSING_MARK = '\ufffd';

let loaded: Record<keyof typeof FONT, fontkit.Font> | null = null;

/** Opened once per process (about 630 KB each): every document reuses the parsed tables and subsets them. */
function load(): Record<keyof typeof FONT, fontkit.Font> {
  loaded ??= Object.fromEntries(
    Object.entries(FILES).map(([key, file]) => [key, withLayoutCache(fontkit.create(fs.readFileSync(require.resolve(file))) as fontkit.Font)]),
  ) as Record<keyof typeof FONT, fontkit.Font>;
  return loaded;
}

const LAYOUTS_KEPT = 20_000;

/**
 * The font with its layouts kept across documents. pdfkit has fontkit lay out (shape) every word again for each
 * document, which made drawing one several times slower than with Helvetica; a word's glyphs and positions never
 * change. pdfkit scales the positions it is given in place, so each call gets its own copy of them.
 */
function withLayoutCache(font: fontkit.Font): fontkit.Font {
  const runs = new Map<string, fontkit.GlyphRun>();
  const copy = <T extends object>(value: T): T => Object.assign(Object.create(Object.getPrototypeOf(value) as object | null) as T, value);
  const layout: fontkit.Font['layout'] = (text, ...rest) => {
    // Only the plain call (no features, script or direction) is pdfkit's per-word one.
    if (rest.some((value) => value !== undefined)) return font.layout(text, ...rest);
    let run = runs.get(text);
    if (!run) {
      run = font.layout(text);
      if (runs.size >= LAYOUTS_KEPT) runs.clear();
      runs.set(text, run);
    }
    const own = copy(run);
    own.positions = run.positions.map(copy);
    return own;
  };
  return new Proxy(font, {
    get(target, property) {
      if (property === 'layout') return layout;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

// pdfkit takes a font fontkit has opened (its PDFFontFactory uses any source with a `layout` function), which its
// types leave out; a file's bytes instead would be parsed again for every document, several times slower.
type FontSource = Parameters<PDFKit.PDFDocument['registerFont']>[1];

/** Registers the three fonts on a new document and makes the regular one current. */
export function registerDocumentFonts(doc: PDFKit.PDFDocument): void {
  const fonts = load();
  for (const key of Object.keys(FONT) as Array<keyof typeof FONT>) doc.registerFont(FONT[key], fonts[key] as unknown as FontSource);
  doc.font(FONT.regular);
}

const drawable = new Map<number, boolean>();
/** Every font has a glyph for it (a bold name must print as well as a regular one). */
function canDraw(codePoint: number): boolean {
  let known = drawable.get(codePoint);
  if (known === undefined) {
    known = Object.values(load()).every((font) => font.hasGlyphForCodePoint(codePoint));
    drawable.set(codePoint, known);
  }
  return known;
}

// Joiners and variation selectors shape a sequence (an emoji's skin tone or family, text or emoji style): they draw
// nothing themselves, so they neither need a glyph nor are printed.
const SHAPING = new Set([0x200c, 0x200d, ...Array.from({ length: 16 }, (_value, index) => 0xfe00 + index)]);
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

export interface Printable {
  text: string;
  /** Some of it could not be drawn: each such character (an emoji with its modifiers, one) is MISSING_MARK. */
  missing: boolean;
}

/** `text` as the fonts can draw it: controls become spaces (tab) or stay (line feed), the soft hyphen goes. */
export function printable(text: string): Printable {
  let out = '';
  let missing = false;
  for (const { segment } of graphemes.segment(text.normalize('NFC'))) {
    const points = [...segment].filter((char) => !SHAPING.has(char.codePointAt(0)!) && char !== '\u00ad');
    if (points.length === 0) continue;
    const first = points[0]!.codePointAt(0)!;
    if (first === 0x0a || segment === '\r\n') out += '\n';
    else if (first < 0x20 || (first >= 0x7f && first < 0xa0)) out += ' ';
    else if (points.every((char) => canDraw(char.codePointAt(0)!))) out += points.join('');
    else {
      out += MISSING_MARK;
      missing = true;
    }
  }
  return { text: out, missing };
}
