import { changeLanguage, initI18n } from '@freight/i18n';
import { amountOrNull, typedAmount } from './amount';

beforeAll(() => initI18n('en'));
afterEach(() => changeLanguage('en'));

/** The message of the first rule a value breaks, or null. */
const problem = async (schema: ReturnType<typeof typedAmount>, value: string) => {
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
    expect(await problem(typedAmount(), '1,795.50')).toBe(`validation.amount|{"example":"${new Intl.NumberFormat('fr-CA', { minimumFractionDigits: 2 }).format(1795.5)}"}`);
  });
});
