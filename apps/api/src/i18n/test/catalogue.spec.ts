import path from 'node:path';
import { ACCOUNT_MESSAGES, ADDRESS_MESSAGES, DEMO_MODE_MESSAGE, EMAIL_NOT_VERIFIED_MESSAGE, ZIP_MISMATCH_MESSAGE } from '@freight/contracts';
import { PG_VIOLATION_MESSAGES } from '../../texts/shared';
import { PROTOCOL_TEXTS, SERVER_TEXTS } from '../catalogue';
import { hasTranslation, translateText } from '../translate';
import { scanMessageSites, type MessageSite } from './message-sites';
import { declaredTexts } from '../../texts';
import '../../texts/protocol';
// Every domain's texts by id (each domain declares its own on import).
import '../../domains';

/**
 * Every text the API can send as `message` or `errors[].message` has its sp and fr translation. The API's source
 * is read with the TypeScript checker (message-sites.ts); a probe file with an untranslated text proves the check
 * can fail.
 */

const API_SOURCE = path.resolve(__dirname, '../..') + path.sep;
const PROBE_FILE = path.join(API_SOURCE, 'i18n', '__untranslated-probe__.ts');
const PROBE_TEXT = 'A text nobody translated';
const PROBE_SOURCE = `import { notFound } from '../../../test/plugins/envelope';\nexport const probe = () => { throw notFound('${PROBE_TEXT}'); };\n`;

/** `{name}` and the scanner's `{}` compare equal: the pattern's shape is what must be in the catalogue. */
const shape = (text: string) => text.replace(/\{\w*\}/g, '{}');
const CATALOGUE_SHAPES = new Set(Object.keys(SERVER_TEXTS).map(shape));
const translated = (text: string) => (/\{\w*\}/.test(text) ? CATALOGUE_SHAPES.has(shape(text)) || PROTOCOL_TEXTS.has(text) : hasTranslation(text));

describe('the server texts catalogue', () => {
  let sites: MessageSite[];

  beforeAll(() => {
    const scan = scanMessageSites({
      tsconfig: path.resolve(__dirname, '../../../tsconfig.json'),
      // Seeds, migrations and mail templates write data and mail (mail has its own translations), not envelopes.
      include: (file) => file.startsWith(API_SOURCE) && !file.endsWith('.spec.ts') && !/[\\/](seed|db|mail)[\\/]/.test(file),
      extraFiles: { [PROBE_FILE]: PROBE_SOURCE },
    });
    sites = scan.sites;
  }, 120_000);

  it('finds the texts of every kind of site (success, errors, validation, error handler, providers)', () => {
    // Texts moved to ids (texts/, <domain>/texts.ts) are no longer English sites: they are found among the declared.
    const texts = new Set([...sites.map((site) => shape(site.text)), ...[...declaredTexts().values()].map((entry) => shape(entry.en))]);
    for (const expected of [
      ADDRESS_MESSAGES.added,
      ACCOUNT_MESSAGES.profileUpdated,
      'Invalid email or password',
      'This verification link is invalid or has expired',
      'Address not found',
      ZIP_MISMATCH_MESSAGE,
      'Required',
      'Invalid email',
      'Too Short!',
      'At most {} characters',
      'Internal server error',
      'Malformed JSON',
      'Maps service unavailable',
      'Unknown place: {}',
      'Too many {}. Please try again in {} seconds.',
    ]) {
      expect({ expected, found: texts.has(shape(expected)) }).toEqual({ expected, found: true });
    }
    expect(texts.size).toBeGreaterThan(100);
  });

  it('has sp and fr for every text the API can send', () => {
    const missing = sites.filter((site) => !translated(site.text)).map((site) => `${site.at}: ${site.text}`);
    const probe = missing.filter((entry) => entry.includes('__untranslated-probe__'));
    expect(probe).toEqual([expect.stringContaining(PROBE_TEXT)]);
    expect(missing.filter((entry) => !probe.includes(entry))).toEqual([]);
  });

  it("has sp and fr for the contracts' message constants", () => {
    const constants: string[] = [
      ...Object.values(ACCOUNT_MESSAGES),
      ...Object.values(ADDRESS_MESSAGES),
      DEMO_MODE_MESSAGE,
      EMAIL_NOT_VERIFIED_MESSAGE,
      ZIP_MISMATCH_MESSAGE,
    ];
    // The database's violation texts are sent by the error handler, outside the scanned sites (db/ is left out).
    constants.push(...Object.values(PG_VIOLATION_MESSAGES));
    expect(constants.filter((text) => !(text in SERVER_TEXTS))).toEqual([]);
  });

  it('every entry has a Spanish and a French text that differ from the English (but for codes) and keep its placeholders', () => {
    const sameEverywhere = new Set(['OK']);
    for (const [english, { sp, fr }] of Object.entries(SERVER_TEXTS)) {
      const placeholders = (text: string) => new Set(text.match(/\{\w+\}/g) ?? []);
      for (const [language, text] of [
        ['sp', sp],
        ['fr', fr],
      ] as const) {
        expect({ english, language, empty: text.trim() === '' }).toEqual({ english, language, empty: false });
        if (!sameEverywhere.has(english)) expect({ english, language, untranslated: text === english }).toEqual({ english, language, untranslated: false });
        // A translation may leave a value out ("Must be {article} {type}" -> "Debe ser {type}"), never invent one.
        for (const name of placeholders(text))
          expect({ english, language, name, known: placeholders(english).has(name) }).toEqual({ english, language, name, known: true });
      }
    }
  });

  it('translates exact texts and patterns, with their values, and keeps English and protocol texts as they are', () => {
    expect(translateText('Address not found', 'sp')).toBe('Dirección no encontrada');
    expect(translateText('Address not found', 'en')).toBe('Address not found');
    expect(translateText('At most 60 characters', 'fr')).toBe('60 caractères au maximum');
    expect(translateText('Must be one of: pickup, delivery', 'sp')).toBe('Debe ser uno de: pickup, delivery');
    expect(translateText('Must be an integer', 'fr')).toBe('Doit être un nombre entier');
    expect(translateText('Too many login attempts. Please try again in 42 seconds.', 'sp')).toBe(
      'Demasiados intentos de inicio de sesión. Inténtelo de nuevo en 42 segundos.',
    );
    expect(translateText('Unknown place: Gotham, NY', 'fr')).toBe('Lieu inconnu : Gotham, NY');
    expect(translateText('jwt expired', 'sp')).toBe('jwt expired');
    expect(translateText('Invalid auth token', 'fr')).toBe('Invalid auth token');
    expect(translateText('Something no one wrote', 'fr')).toBe('Something no one wrote');
  });
});
