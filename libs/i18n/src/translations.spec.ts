import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { EQUIPMENT_KEYS, ORDER_TYPES, PLAN_KEYS } from '@freight/contracts';
import { flattenKeys } from './keys';
import { fromBrowserTag, LANGUAGES } from './languages';

const root = path.resolve(__dirname, '../../..');
const LANGS = LANGUAGES.map((l) => l.code);

/** Every translation area of the product: the shared `common` one and each remote's own. */
function areas(): Array<{ name: string; dir: string; sources: string[] }> {
  // A domain lib used by several remotes ships its own area (libs/<lib>/src/i18n/{en,sp,fr}.json, e.g. the order
  // detail's `orderDetail`): its code is checked against that area (and common), the other libs' against common.
  const libAreas = readdirSync(path.join(root, 'libs')).filter((lib) => existsSync(path.join(root, 'libs', lib, 'src/i18n/en.json')));
  const commonSources = readdirSync(path.join(root, 'libs'))
    .filter((lib) => !libAreas.includes(lib) && existsSync(path.join(root, 'libs', lib, 'src')))
    .map((lib) => `libs/${lib}/src`);
  const found = [{ name: 'common', dir: path.join(root, 'libs/i18n/src/locales'), sources: [...commonSources, 'apps/shell/src'] }];
  for (const lib of libAreas) found.push({ name: `libs/${lib}`, dir: path.join(root, 'libs', lib, 'src/i18n'), sources: [`libs/${lib}/src`] });
  for (const app of readdirSync(path.join(root, 'apps'))) {
    const dir = path.join(root, 'apps', app, 'src/i18n');
    // A front-end area is a folder of en/sp/fr JSON files (the API's server texts are TypeScript catalogues).
    if (existsSync(path.join(dir, 'en.json'))) found.push({ name: app, dir, sources: [`apps/${app}/src`] });
  }
  return found;
}

const load = (dir: string, lang: string) => JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, unknown>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.spec\.tsx?$/.test(name) ? [full] : [];
  });
}

describe.each(areas())('translation area $name', ({ dir, sources }) => {
  const english = flattenKeys(load(dir, 'en')).sort();

  it.each(LANGS)('has every key in %s, and nothing else', (lang) => {
    expect(flattenKeys(load(dir, lang)).sort()).toEqual(english);
  });

  it.each(LANGS)('has no empty text in %s', (lang) => {
    const flat = flattenKeys(load(dir, lang));
    const bundle = load(dir, lang);
    const empty = flat.filter((key) => {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle);
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  it('defines every key its code refers to', () => {
    const common = flattenKeys(load(path.join(root, 'libs/i18n/src/locales'), 'en'));
    // An i18next plural (`days_one`, `days_other`) is asked for by its base key (`t('days', { count })`).
    const known = new Set([...english, ...common].flatMap((key) => [key, key.replace(/_(zero|one|two|few|many|other)$/, '')]));
    const prefixes = new Set([...known].map((key) => key.split('.')[0]));
    const missing: string[] = [];
    for (const source of sources.flatMap((s) => sourceFiles(path.join(root, s)))) {
      const text = readFileSync(source, 'utf8');
      for (const match of text.matchAll(/['"`]([a-zA-Z]+(?:\.[a-zA-Z]+)+)['"`]/g)) {
        const key = match[1]!;
        if (prefixes.has(key.split('.')[0]!) && !known.has(key) && !/\.(tsx?|css|json|js)$/.test(key)) {
          missing.push(`${path.relative(root, source)}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('language detection', () => {
  it.each([
    ['es-MX', 'sp'],
    ['es', 'sp'],
    ['fr-CA', 'fr'],
    ['en-US', 'en'],
    ['de-DE', undefined],
  ])('maps the browser tag %s to %s', (tag, code) => {
    expect(fromBrowserTag(tag)).toBe(code);
  });

  it('labels each language by its own name', () => {
    expect(LANGUAGES.map((l) => `${l.code}:${l.label}`)).toEqual(['sp:Español', 'en:English', 'fr:Français']);
  });
});

describe('reference data by key', () => {
  const common = (lang: string) => load(path.join(root, 'libs/i18n/src/locales'), lang) as { labels: Record<string, Record<string, string>> };

  it.each(LANGS)('names every equipment type, load mode and plan in %s, translated apart from English', (lang) => {
    const { labels } = common(lang);
    const english = common('en').labels;
    for (const [group, keys] of [
      ['equipment', EQUIPMENT_KEYS],
      ['mode', ORDER_TYPES],
      ['plan', PLAN_KEYS],
    ] as const) {
      const missing = keys.filter((key) => !labels[group]?.[key]?.trim());
      expect({ lang, group, missing }).toEqual({ lang, group, missing: [] });
      // Only the words every language shares (Intermodal) may read as in English.
      const same = lang === 'en' ? [] : keys.filter((key) => labels[group]![key] === english[group]![key] && key !== 'INTERMODAL');
      expect({ lang, group, same }).toEqual({ lang, group, same: [] });
    }
  });

  it.each(LANGS)('describes every plan and lists its features in %s, as many as in English, translated', (lang) => {
    const labels = common(lang).labels as unknown as { planDescription: Record<string, string>; planFeatures: Record<string, string[]> };
    const english = common('en').labels as unknown as typeof labels;
    for (const key of PLAN_KEYS) {
      const description = labels.planDescription?.[key];
      const features = labels.planFeatures?.[key];
      expect({ lang, key, description: Boolean(description?.trim()) }).toEqual({ lang, key, description: true });
      expect({ lang, key, features: Array.isArray(features) && features.length > 0 && features.length === english.planFeatures[key]!.length }).toEqual({
        lang,
        key,
        features: true,
      });
      if (lang === 'en') continue;
      const same = [description, ...features!].filter((text) => text === english.planDescription[key] || english.planFeatures[key]!.includes(text!));
      expect({ lang, key, same }).toEqual({ lang, key, same: [] });
    }
  });
});
