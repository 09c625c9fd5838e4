import { checkContainerNumber, isValidBillOfLading, normaliseBillOfLading } from './container-number';

describe('the container number typed on the track screen', () => {
  it('is normalised (case, spaces, dashes) and accepted with the right check digit', () => {
    expect(checkContainerNumber(' msku 907032-3 ')).toEqual({ ok: true, number: 'MSKU9070323' });
    expect(checkContainerNumber('CSQU3054383')).toEqual({ ok: true, number: 'CSQU3054383' });
  });

  it('says which check digit is expected when the last digit is wrong', () => {
    expect(checkContainerNumber('MSKU9070324')).toEqual({ ok: false, number: 'MSKU9070324', reason: 'checkDigit', expected: 3 });
    expect(checkContainerNumber('csqu 305438-0')).toEqual({ ok: false, number: 'CSQU3054380', reason: 'checkDigit', expected: 3 });
  });

  it('a number of the wrong shape or nothing at all is not sent', () => {
    expect(checkContainerNumber('MSK9070323')).toMatchObject({ ok: false, reason: 'format' });
    expect(checkContainerNumber('MSKA9070323')).toMatchObject({ ok: false, reason: 'format' });
    expect(checkContainerNumber('MSKU907032')).toMatchObject({ ok: false, reason: 'format' });
    expect(checkContainerNumber('MSKU907032X')).toMatchObject({ ok: false, reason: 'format' });
    expect(checkContainerNumber('  ')).toMatchObject({ ok: false, reason: 'empty' });
  });

  it('a bill of lading is trimmed, upper case, 4 to 30 letters, digits or dashes', () => {
    expect(normaliseBillOfLading(' maeu123456789 ')).toBe('MAEU123456789');
    expect(isValidBillOfLading('MAEU-123456')).toBe(true);
    expect(isValidBillOfLading('AB1')).toBe(false);
    expect(isValidBillOfLading('MAEU 12345')).toBe(false);
    expect(isValidBillOfLading('A'.repeat(31))).toBe(false);
  });
});
