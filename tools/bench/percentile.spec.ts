import { percentile } from './percentile';

describe('percentile (nearest rank)', () => {
  it('takes the value at rank ceil(p% of n) of the sorted values', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([1, 2, 3], 0)).toBe(1);
  });

  it('is NaN for no values', () => {
    expect(percentile([], 99)).toBeNaN();
  });
});
