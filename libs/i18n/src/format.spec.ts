import { i18next, initI18n } from './i18n';
import {
  defaultDistanceUnit,
  formatDistance,
  formatMinutes,
  formatNumber,
  parseAmount,
  parseNumber,
  quantityLabel,
  statusLabel,
  typedNumberText,
} from './format';

/** Intl separates groups with (narrow) no-break spaces in French: compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

beforeAll(() => initI18n('en'));

describe('numbers and distances per language', () => {
  it('groups and rounds numbers the way each language writes them', () => {
    expect(formatNumber(1644.54, 'en', { maximumFractionDigits: 1 })).toBe('1,644.5');
    expect(plain(formatNumber(1644.54, 'fr', { maximumFractionDigits: 1 }))).toBe('1 644,5');
    expect(formatNumber(1644.54, 'sp', { maximumFractionDigits: 1 })).toBe('1,644.5');
  });

  it('shows a lane the same in the list (miles) and on its page (km from the route)', () => {
    expect(formatDistance({ miles: 2829.5 }, 'mi', 'en')).toBe('2,829.5 mi');
    expect(formatDistance({ km: 4553.7 }, 'mi', 'en')).toBe('2,829.5 mi');
    expect(plain(formatDistance({ miles: 2829.5 }, 'km', 'fr'))).toBe('4 553,6 km');
    expect(plain(formatDistance({ km: 4553.7 }, 'km', 'fr'))).toBe('4 553,7 km');
  });

  it('uses miles in the USA and kilometres in Canada until the user chooses', () => {
    expect(defaultDistanceUnit('USA')).toBe('mi');
    expect(defaultDistanceUnit('CANADA')).toBe('km');
    expect(defaultDistanceUnit(undefined)).toBe('mi');
  });
});

describe('status and unit labels', () => {
  afterEach(() => i18next.changeLanguage('en'));

  it('translates raw status values', async () => {
    expect(statusLabel(i18next.t, 'in_transit')).toBe('In transit');
    await i18next.changeLanguage('sp');
    expect(statusLabel(i18next.t, 'tendered')).toBe('Ofertada');
    await i18next.changeLanguage('fr');
    expect(statusLabel(i18next.t, 'pending')).toBe('En attente');
    expect(statusLabel(i18next.t, 'some_new_status')).toBe('some new status');
  });

  it('names a unit in agreement with its quantity', async () => {
    expect(quantityLabel(i18next.t, 1, 'bag', 'en')).toBe('1 bag');
    expect(quantityLabel(i18next.t, 1200, 'case', 'en')).toBe('1,200 cases');
    await i18next.changeLanguage('sp');
    expect(quantityLabel(i18next.t, 120, 'case', 'sp')).toBe('120 cajas');
    await i18next.changeLanguage('fr');
    expect(quantityLabel(i18next.t, 1, 'bag', 'fr')).toBe('1 sac');
    expect(plain(quantityLabel(i18next.t, 2500, 'drum', 'fr'))).toBe('2 500 fûts');
  });
});

describe('minutes of delay, per language', () => {
  it('days, hours and minutes, at most two units', () => {
    expect(formatMinutes(45, 'en')).toBe('45 min');
    expect(formatMinutes(125, 'en')).toBe('2 hr, 5 min');
    expect(formatMinutes(120, 'en')).toBe('2 hr');
    expect(formatMinutes(1500, 'en')).toBe('1 day, 1 hr');
    expect(formatMinutes(0, 'en')).toBe('0 min');
    expect(formatMinutes(125, 'sp')).toBe('2 h y 5 min');
    // French puts a no-break space between a number and its unit.
    expect(formatMinutes(2 * 1440 + 3 * 60, 'fr').replace(/\s/g, ' ')).toBe('2 jours et 3 h');
  });
});

describe('amounts as typed (parseAmount)', () => {
  it.each([
    ['1,795.50', 'en', 1795.5],
    ['1,795.50', 'sp', 1795.5],
    ['1 795,50', 'fr', 1795.5],
    ['1\u00a0795,50', 'fr', 1795.5],
    ['1795.50', 'en', 1795.5],
    ['1795,50', 'fr', 1795.5],
    ['1795.5', 'fr', 1795.5],
    ['12,5', 'en', 12.5],
    ['1,000,000', 'en', 1_000_000],
    ['  250 ', 'sp', 250],
  ])('%s in %s is %d', (text, language, expected) => {
    expect(parseAmount(text, language)).toBe(expected);
  });

  it.each([
    ['', 'en'],
    ['abc', 'en'],
    ['1,79,5', 'en'],
    ['-5', 'en'],
    ['1.795.50', 'en'],
  ])('%s in %s is no amount', (text, language) => {
    expect(parseAmount(text, language)).toBeUndefined();
  });
});

describe('numbers as typed (parseNumber, the one reader amounts build on)', () => {
  it.each([
    ['1,795.5', 'en', 1795.5],
    ['1,795', 'en', 1795],
    ['1,795.5', 'sp', 1795.5],
    ['1 795,5', 'fr', 1795.5],
    ['1\u202f795,5', 'fr', 1795.5],
    ['1,795', 'fr', 1.795],
    ['1795.125', 'en', 1795.125],
    ['1795,125', 'fr', 1795.125],
    ['-20', 'en', -20],
    ['-2,5', 'fr', -2.5],
    ['38000', 'sp', 38_000],
  ])('%s in %s is %d', (text, language, expected) => {
    expect(parseNumber(text, language)).toBe(expected);
  });

  it.each([
    ['', 'en'],
    ['-', 'en'],
    ['12kg', 'en'],
    ['1,79,5', 'en'],
    ['1.795.5', 'en'],
  ])('%s in %s is no number', (text, language) => {
    expect(parseNumber(text, language)).toBeUndefined();
  });

  it('writes a stored number so that it reads back in every language', () => {
    for (const language of ['en', 'sp', 'fr']) {
      for (const value of [1795.125, 38_000, -12.5, 0.1]) expect(parseNumber(typedNumberText(value, language), language)).toBe(value);
    }
    expect(typedNumberText(1795.5, 'fr')).toBe('1795,5');
  });
});
