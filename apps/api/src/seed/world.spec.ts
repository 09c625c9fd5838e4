import { containerNumber } from './world';

describe("the demo world's containers", () => {
  it('makes ISO 6346 container numbers with the right check digit', () => {
    expect(containerNumber('CSQU', '305438')).toBe('CSQU3054383');
    expect(containerNumber('MSKU', '907032')).toMatch(/^MSKU907032\d$/);
  });
});
