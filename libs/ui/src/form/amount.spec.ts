import { changeLanguage, initI18n } from '@freight/i18n';
import { amountOrNull, numberField, numberOrNull, typedAmount, typedNumber } from './amount';

beforeAll(() => initI18n('en'));
afterEach(() => changeLanguage('en'));

/** The message of the first rule a value breaks, or null. */
const problem = async (schema: ReturnType<typeof typedAmount> | ReturnType<typeof typedNumber>, value: string) => {
  try {
    await schema.validate(value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('a typed amount (the form kit)', () => {
  it('reads thousands separators in the reader’s language: "1,795.50" in en and sp, "1 795,50" in fr', async () => {
    const rule = typedAmount();
    for (const language of ['en', 'sp'] as const) {
      await changeLanguage(language);
      expect(await problem(rule, '1,795.50')).toBeNull();
      expect(amountOrNull('1,795.50')).toBe(1795.5);
      expect(amountOrNull('1795.5')).toBe(1795.5);
    }
    await changeLanguage('fr');
    expect(await problem(rule, '1 795,50')).toBeNull();
    expect(amountOrNull('1 795,50')).toBe(1795.5);
    expect(amountOrNull('1\u202f795,50')).toBe(1795.5);
    expect(amountOrNull(' ')).toBeNull();
  });

  it('says what is wrong: no amount (an example in the reader’s language), negative, zero when it must be more, too much, cents', async () => {
    expect(await problem(typedAmount(), '12.345')).toBe('validation.amount|{"example":"1,795.50"}');
    expect(await problem(typedAmount(), 'abc')).toBe('validation.amount|{"example":"1,795.50"}');
    expect(await problem(typedAmount(), '-5')).toBe('validation.amountNotNegative');
    expect(await problem(typedAmount(), '0')).toBeNull();
    expect(await problem(typedAmount({ positive: true }), '0')).toBe('validation.amountPositive');
    expect(await problem(typedAmount({ max: 1_000_000 }), '1,000,000.01')).toBe('validation.amountMax|{"max":"1,000,000"}');
    expect(await problem(typedAmount({ whole: true }), '250,000')).toBeNull();
    expect(await problem(typedAmount({ whole: true }), '250.50')).toBe('validation.amountWhole');
    expect(await problem(typedAmount(), '')).toBeNull();
    await changeLanguage('fr');
    expect(await problem(typedAmount(), '1,795.50')).toBe(
      `validation.amount|{"example":"${new Intl.NumberFormat('fr-CA', { minimumFractionDigits: 2 }).format(1795.5)}"}`,
    );
  });
});

describe('a typed number (the form kit: weights, quantities, capacities)', () => {
  it('reads thousands separators in the reader’s language, as amounts: "1,795.5" in en and sp, "1 795,5" in fr', async () => {
    const rule = typedNumber({ min: 0, max: 1_000_000 });
    for (const language of ['en', 'sp'] as const) {
      await changeLanguage(language);
      expect(await problem(rule, '1,795.5')).toBeNull();
      expect(numberOrNull('1,795.5')).toBe(1795.5);
      expect(numberOrNull('1,795')).toBe(1795);
      expect(numberField(1795.125)).toBe('1795.125');
    }
    await changeLanguage('fr');
    expect(await problem(rule, '1 795,5')).toBeNull();
    expect(numberOrNull('1 795,5')).toBe(1795.5);
    expect(numberOrNull('1,795')).toBe(1.795);
    expect(numberField(1795.125)).toBe('1795,125');
    expect(numberOrNull(numberField(1795.125))).toBe(1795.125);
    expect(numberOrNull(' ')).toBeNull();
    expect(numberField(null)).toBe('');
  });

  it('says what is wrong: no number (an example in the reader’s language), not whole, out of range, or the form’s own words', async () => {
    expect(await problem(typedNumber({ min: 0, max: 100 }), '12kg')).toBe('validation.number|{"example":"1,795.5"}');
    expect(await problem(typedNumber({ min: 0, max: 100, integer: true }), 'abc')).toBe('validation.number|{"example":"1,795"}');
    expect(await problem(typedNumber({ min: 0, max: 10_000, integer: true }), '2.5')).toBe('validation.numberWhole');
    expect(await problem(typedNumber({ min: -100, max: 200, integer: true }), '-20')).toBeNull();
    expect(await problem(typedNumber({ min: -100, max: 200 }), '-101')).toBe('validation.numberRange|{"min":"-100","max":"200"}');
    expect(await problem(typedNumber({ min: 1, max: 40_000 }), '40,001')).toBe('validation.numberRange|{"min":"1","max":"40,000"}');
    expect(await problem(typedNumber({ min: 0, max: 10, above: true, messages: { range: 'x.positive' } }), '0')).toBe('x.positive');
    expect(await problem(typedNumber({ min: 0, max: 10, integer: true, messages: { whole: 'x.whole' } }), '1.5')).toBe('x.whole');
    expect(await problem(typedNumber({ min: 0, max: 10 }), '')).toBeNull();
  });
});
