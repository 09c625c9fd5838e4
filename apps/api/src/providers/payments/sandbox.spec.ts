import { createPortalTokens, isLuhnValid, sandboxOutcome } from './sandbox';

describe('the payment sandbox', () => {
  it('checks card numbers with the Luhn sum', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('5555555555554444')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('4242')).toBe(false);
    expect(isLuhnValid('4242x24242424242')).toBe(false);
  });

  it('pays with the usual test cards and declines the others', () => {
    expect(['4242424242424242', '5555555555554444', '4000056655665556'].map(sandboxOutcome)).toEqual(['paid', 'paid', 'paid']);
    expect(sandboxOutcome('4000000000000002')).toBe('card_declined');
    expect(sandboxOutcome('4000000000009995')).toBe('insufficient_funds');
    expect(sandboxOutcome('4111111111111111')).toBe('card_declined');
  });

  it('signs short portal links that expire and cannot be forged', () => {
    let now = Date.UTC(2026, 10, 23);
    const tokens = createPortalTokens('a-secret-of-at-least-32-characters!!', () => now);
    const companyId = '0e8f3b86-2c7e-4d4e-9b0e-1c1f8c2b7a10';
    const token = tokens.sign(companyId);
    expect(token.length).toBeLessThan(100);
    expect(tokens.verify(token)).toBe(companyId);
    expect(createPortalTokens('another-secret-of-32-characters!!!!!', () => now).verify(token)).toBeUndefined();
    expect(tokens.verify(token.replace(/^0/, '1'))).toBeUndefined();
    now += 16 * 60_000;
    expect(tokens.verify(token)).toBeUndefined();
  });
});
