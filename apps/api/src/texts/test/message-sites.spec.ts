import path from 'node:path';
import { renderText } from '..';
import { ADDRESS_BOOK_TEXTS } from '../../address-book/texts';
import { renderEnvelope } from '../../plugins/envelope';
import { MAPS_TEXTS } from '../../providers/maps/texts';
import { PROTOCOL } from '../protocol';
import { SHARED_TEXTS } from '../shared';
import { scanMessageSites, type MessageSite } from './message-sites';

/**
 * No handler sends an English string: every text the API can send as `message` or `errors[].message` is a reference
 * to a text by id (texts/, <domain>/texts.ts), rendered in the caller's language. The API's source is read with the
 * TypeScript checker (message-sites.ts): a site whose text is a string is one nobody translated. A probe file with
 * such a site of every kind proves the check finds them.
 */

const API_SOURCE = path.resolve(__dirname, '../..') + path.sep;
const PROBE_FILE = path.join(API_SOURCE, 'texts', '__english-probe__.ts');
const PROBE_TEXT = 'A text nobody translated';
/** One English site of every kind the scanner reads (the names are enough: it matches calls by name). */
const PROBE_SOURCE = [
  `declare const ok: (message: string) => unknown, badRequest: (errors: unknown[], message?: string) => Error;`,
  `declare const unauthorized: (message: string) => Error, forbidden: (message: string) => Error, notFound: (message: string) => Error;`,
  `declare class HttpError extends Error { constructor(status: number, message: string); }`,
  `declare class ProviderError extends Error { constructor(provider: string, status: number, message: string); }`,
  `const PROBE_MESSAGES = { refused: 'Probe: a constant' } as const;`,
  `const named = (place: string) => 'Probe: unknown {place}'.replace('{place}', place);`,
  `export const probe = (flag: boolean, place: string) => {`,
  `  if (flag) throw notFound('${PROBE_TEXT}');`,
  `  ok('Probe: ok');`,
  `  badRequest([{ field: 'x', message: 'Probe: a field' }], 'Probe: bad request');`,
  `  throw flag ? unauthorized('Probe: unauthorized') : forbidden(PROBE_MESSAGES.refused);`,
  `};`,
  `export const more = (place: string) => [new HttpError(409, \`Probe: \${place} taken\`), new ProviderError('maps', 502, named(place))];`,
  `export const objects = { failureMessage: 'Probe: a failure', error: 'Probe: an error' };`,
  `export function messageOf(code: number): string { return code > 0 ? 'Probe: messageOf' : 'Probe: otherwise'; }`,
].join('\n');

describe('the texts the API sends', () => {
  let sites: MessageSite[];

  beforeAll(() => {
    const scan = scanMessageSites({
      tsconfig: path.resolve(__dirname, '../../../tsconfig.json'),
      // Seeds, migrations and mail templates write data and mail (mail has its own texts by id), not envelopes.
      include: (file) => file.startsWith(API_SOURCE) && !file.endsWith('.spec.ts') && !/[\\/](seed|db|mail)[\\/]/.test(file),
      extraFiles: { [PROBE_FILE]: PROBE_SOURCE },
    });
    sites = scan.sites;
  }, 120_000);

  const isProbe = (site: MessageSite) => site.at.includes('__english-probe__');

  it('the scanner reaches every kind of site (calls, constructors, properties, messageOf) and follows constants', () => {
    expect(
      sites
        .filter(isProbe)
        .map((site) => site.text)
        .sort(),
    ).toEqual(
      [
        PROBE_TEXT,
        'Probe: ok',
        'Probe: a field',
        'Probe: bad request',
        'Probe: unauthorized',
        'Probe: a constant',
        'Probe: {} taken',
        'Probe: unknown {place}',
        'Probe: a failure',
        'Probe: an error',
        'Probe: messageOf',
        'Probe: otherwise',
      ].sort(),
    );
  });

  it('no handler sends an English string: every site passes a reference (only the probe is found)', () => {
    expect(sites.filter((site) => !isProbe(site)).map((site) => `${site.at}: ${site.text}`)).toEqual([]);
    expect(sites.filter(isProbe).map((site) => site.text)).toContain(PROBE_TEXT);
  });

  it('renders the references in the language, with their values, and keeps the protocol texts as they are', () => {
    expect(renderText(ADDRESS_BOOK_TEXTS.addresses.notFound(), 'sp')).toBe('Dirección no encontrada');
    expect(renderText(ADDRESS_BOOK_TEXTS.addresses.notFound(), 'en')).toBe('Address not found');
    expect(renderText(SHARED_TEXTS.validation.atMost({ limit: '60' }), 'fr')).toBe('60 caractères au maximum');
    expect(renderText(SHARED_TEXTS.validation.oneOf({ values: 'pickup, delivery' }), 'sp')).toBe('Debe ser uno de: pickup, delivery');
    expect(renderText(SHARED_TEXTS.validation.mustBe({ article: 'an', type: SHARED_TEXTS.type.integer() }), 'fr')).toBe('Doit être un nombre entier');
    expect(renderText(SHARED_TEXTS.limits.seconds({ what: SHARED_TEXTS.attempts.login(), seconds: 42 }), 'sp')).toBe(
      'Demasiados intentos de inicio de sesión. Inténtelo de nuevo en 42 segundos.',
    );
    expect(renderText(MAPS_TEXTS.unknownPlace({ place: 'Gotham, NY' }), 'fr')).toBe('Lieu inconnu : Gotham, NY');
    expect(renderText(PROTOCOL.tokenExpired(), 'sp')).toBe('jwt expired');
    expect(renderText(PROTOCOL.tokenInvalid(), 'fr')).toBe('Invalid auth token');
    // A plain string (the framework's own 4xx texts) is sent as it is.
    const plain = { status: false, message: 'Something no one wrote' };
    expect(renderEnvelope(plain, 'fr')).toBe(plain);
  });
});
