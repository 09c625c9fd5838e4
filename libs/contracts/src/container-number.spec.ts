import { CONTAINER_NUMBER_PATTERN, containerCheckDigit, isValidContainerNumber, normaliseContainerNumber } from './purchase-orders';

/** ISO 6346 container numbers: the check digit, the whole number, and what users type. */
describe('container numbers (ISO 6346)', () => {
  it('computes the check digit of published examples', () => {
    // The standard's example, and numbers as printed on real boxes.
    expect(containerCheckDigit('CSQU305438')).toBe(3);
    expect(containerCheckDigit('MSKU907032')).toBe(3);
    expect(isValidContainerNumber('CSQU3054383')).toBe(true);
    expect(isValidContainerNumber('MSKU9070323')).toBe(true);
  });

  it('weighs each position by 2^i over the letter values that skip multiples of 11 (A=10, K=21, V=32)', () => {
    // Recomputed by hand: the sum modulo 11, then 10 becomes 0.
    const values: Record<string, number> = {};
    let value = 10;
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      if (value % 11 === 0) value += 1;
      values[letter] = value;
      value += 1;
    }
    expect([values.A, values.K, values.U, values.V, values.Z]).toEqual([10, 21, 32, 34, 38]);
    const byHand = (firstTen: string) => {
      let sum = 0;
      for (let i = 0; i < 10; i++) sum += (values[firstTen[i]!] ?? Number(firstTen[i])) * 2 ** i;
      return (sum % 11) % 10;
    };
    for (const owner of ['MSCU', 'MAEU', 'CMAU', 'HLXU', 'TCLU', 'ZZZU', 'AAAJ', 'KKKZ']) {
      for (const serial of ['000000', '123456', '999999', '305438', '070323']) {
        expect([owner, serial, containerCheckDigit(`${owner}${serial}`)]).toEqual([owner, serial, byHand(`${owner}${serial}`)]);
      }
    }
    // A sum whose remainder is 10 gives 0: find one and check it.
    let found = '';
    for (let serial = 0; serial < 1000 && !found; serial++) {
      const firstTen = `MSCU${String(serial).padStart(6, '0')}`;
      let sum = 0;
      for (let i = 0; i < 10; i++) sum += (values[firstTen[i]!] ?? Number(firstTen[i])) * 2 ** i;
      if (sum % 11 === 10) found = firstTen;
    }
    expect(found).not.toBe('');
    expect(containerCheckDigit(found)).toBe(0);
    expect(isValidContainerNumber(`${found}0`)).toBe(true);
  });

  it('refuses a wrong check digit, a malformed number, lower case and spaces', () => {
    for (let digit = 0; digit <= 9; digit++) {
      expect([digit, isValidContainerNumber(`CSQU305438${digit}`)]).toEqual([digit, digit === 3]);
    }
    for (const bad of ['', 'CSQU305438', 'CSQU30543833', 'CSQX3054383', 'CS1U3054383', 'csqu3054383', 'CSQU 305438 3', '12345678901']) {
      expect([bad, isValidContainerNumber(bad)]).toEqual([bad, false]);
    }
    expect(containerCheckDigit('CSQU30543')).toBeNull();
    expect(containerCheckDigit('CSQA305438')).toBeNull();
    expect(new RegExp(CONTAINER_NUMBER_PATTERN).test('CSQU3054383')).toBe(true);
  });

  it('normalises what users type: case, spaces and dashes', () => {
    expect(normaliseContainerNumber('msku 907032-3')).toBe('MSKU9070323');
    expect(normaliseContainerNumber(' CSQU-305438-3 ')).toBe('CSQU3054383');
    expect(isValidContainerNumber(normaliseContainerNumber('csqu 3054383'))).toBe(true);
  });
});
