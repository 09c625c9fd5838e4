import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_CODES } from '@freight/contracts';
import { declaredTexts, definePluralTexts, defineTexts, renderText, type TextEntry } from '..';
import { PROTOCOL } from '../protocol';
// Every domain's routes, so every domain's texts are declared (each domain declares its own on import).
import '../../domains';

/**
 * The texts by id: every declared text has its three languages, keeps its English placeholders, and is used by the
 * API's source; references render with i18next's interpolation and each language's plural rules.
 */

const API_SOURCE = path.resolve(__dirname, '../..');

/** The API's source files that are not tests. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name === 'test' ? [] : sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.spec.ts') ? [file] : [];
  });
}

const placeholders = (text: string) => new Set(text.match(/\{\w+\}/g) ?? []);

/** The languages an entry lacks (absent or blank). */
export const missingLanguages = (entry: Partial<Record<string, string>>) => LANGUAGE_CODES.filter((language) => !entry[language]?.trim());

/**
 * The ids no source uses. A domain's texts are held by a constant named `<DOMAIN>_TEXTS` (the protocol's: `PROTOCOL`):
 * an id `ns.group.key` is used by `<X>_TEXTS.group.key` (`ns.key` by `<X>_TEXTS.key`), called or passed on, or by its
 * group indexed with a value (`<X>_TEXTS.group[value]()`, e.g. a status named by the value it has). Plural forms
 * (`_one`, `_other`) count as their text.
 */
export function unusedIds(ids: Iterable<string>, source: string): string[] {
  const holder = '(?:_TEXTS|\\bPROTOCOL)';
  return [...new Set([...ids].map((id) => id.replace(/_(one|other)$/, '')))].filter((id) => {
    const rest = id.split('.').slice(1);
    if (new RegExp(`${holder}\\.${rest.join('\\.')}(?![\\w.])`).test(source)) return false;
    return !(rest.length > 1 && new RegExp(`${holder}\\.${rest.slice(0, -1).join('\\.')}\\[`).test(source));
  });
}

describe('the API texts by id', () => {
  const declared = new Map(declaredTexts());

  it('declares the protocol texts and the domains’ texts', () => {
    expect(declared.size).toBeGreaterThan(50);
    expect(declared.get('protocol.invalidRequest')).toEqual({
      en: 'Invalid request',
      sp: 'Solicitud no válida',
      fr: 'Requête invalide',
    });
    expect([...declared.keys()].some((id) => id.startsWith('loads.'))).toBe(true);
  });

  it('every text has sp, en and fr, and its translations name only placeholders of its English', () => {
    expect([...declared].filter(([, entry]) => missingLanguages(entry as unknown as Record<string, string>).length > 0).map(([id]) => id)).toEqual([]);
    const inventing = [...declared].flatMap(([id, entry]) =>
      (['sp', 'fr'] as const).flatMap((language) =>
        [...placeholders(entry[language])].filter((name) => !placeholders(entry.en).has(name)).map((name) => `${id} ${language} ${name}`),
      ),
    );
    expect(inventing).toEqual([]);
    // The check itself: an entry without French is caught.
    expect(missingLanguages({ en: 'Load delayed', sp: 'Carga retrasada' })).toEqual(['fr']);
    expect(
      missingLanguages({
        en: 'Load delayed',
        sp: ' ',
        fr: 'Chargement retardé',
      }),
    ).toEqual(['sp']);
  });

  it('every id is used in the API’s source', () => {
    const source = sourceFiles(API_SOURCE)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(unusedIds(declared.keys(), source)).toEqual([]);
    // The check itself: an id no source names is caught; a group indexed by a value uses all its ids.
    expect(
      unusedIds(['loads.write.neverSaid', 'loads.status.delivered', 'protocol.invalidRequest'], 'LOAD_TEXTS.status[status]() PROTOCOL.invalidRequest()'),
    ).toEqual(['loads.write.neverSaid']);
  });

  it('renders by id in each language, English byte-exact, values in the reader’s words', () => {
    expect(renderText(PROTOCOL.routeNotFound(), 'en')).toBe('Route not found');
    expect(renderText(PROTOCOL.routeNotFound(), 'sp')).toBe('Ruta de la API no encontrada');
    expect(renderText(PROTOCOL.routeNotFound(), 'fr')).toBe("Route de l'API introuvable");
    const probe = defineTexts('probe', {
      quoted: {
        en: "{carrier} quoted {load} & <it's>",
        sp: '{carrier} cotizó {load}',
        fr: '{carrier} a proposé un devis pour {load}',
      },
      state: {
        en: 'The load is {status}',
        sp: 'La carga está {status}',
        fr: 'Le chargement est {status}',
      },
      delivered: { en: 'delivered', sp: 'entregada', fr: 'livré' },
    });
    // Nothing escaped.
    expect(renderText(probe.quoted({ carrier: 'Acme & Co', load: 'L-1' }), 'en')).toBe("Acme & Co quoted L-1 & <it's>");
    expect(renderText(probe.quoted({ carrier: 'Acme', load: 'L-1' }), 'sp')).toBe('Acme cotizó L-1');
    expect(renderText(probe.state({ status: probe.delivered() }), 'fr')).toBe('Le chargement est livré');
    expect(renderText(probe.state({ status: probe.delivered() }), 'sp')).toBe('La carga está entregada');
    // A text without plural forms takes a count as a plain value.
    const counted = defineTexts('probe.counted', {
      added: {
        en: '{count} Loads Successfully Added',
        sp: '{count} cargas agregadas',
        fr: '{count} chargements ajoutés',
      },
    });
    expect(renderText(counted.added({ count: 1 }), 'en')).toBe('1 Loads Successfully Added');
    expect(renderText(counted.added({ count: 3 }), 'fr')).toBe('3 chargements ajoutés');
  });

  it('plural forms follow each language: Spanish for sp (one for 1), French (one for 0 and 1), English', () => {
    const plural = definePluralTexts('probe.plural', {
      trucks: {
        en: { one: '{count} truck', other: '{count} trucks' },
        sp: { one: '{count} camión', other: '{count} camiones' },
        fr: { one: '{count} camion', other: '{count} camions' },
      },
    });
    const render = (count: number, language: 'en' | 'sp' | 'fr') => renderText(plural.trucks({ count }), language);
    expect([0, 1, 2].map((count) => render(count, 'en'))).toEqual(['0 trucks', '1 truck', '2 trucks']);
    expect([0, 1, 2].map((count) => render(count, 'sp'))).toEqual(['0 camiones', '1 camión', '2 camiones']);
    expect([0, 1, 2].map((count) => render(count, 'fr'))).toEqual(['0 camion', '1 camion', '2 camions']);
  });

  it('is typed: an unknown id or a missing value does not compile (checked by tsc over the API)', () => {
    const typed = defineTexts('probe.typed', {
      state: {
        en: 'The load is {status}',
        sp: 'La carga está {status}',
        fr: 'Le chargement est {status}',
      },
    });
    // @ts-expect-error an id the domain does not declare
    expect(() => typed.unknown()).toThrow();
    // @ts-expect-error the {status} value is missing
    expect(renderText(typed.state({}), 'en')).toBe('The load is {status}');
    // @ts-expect-error a value the text does not name
    expect(renderText(typed.state({ status: 'x', other: 1 }), 'en')).toBe('The load is x');
    expect(declared.has('probe.typed.state')).toBe(false);
  });

  it('an entry type needs its three languages', () => {
    // @ts-expect-error a text without French
    const entry: TextEntry = { en: 'Load delayed', sp: 'Carga retrasada' };
    expect(missingLanguages(entry as unknown as Record<string, string>)).toEqual(['fr']);
  });
});
