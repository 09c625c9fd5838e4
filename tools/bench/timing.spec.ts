import { measure, percentile } from './timing';

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

describe('measure', () => {
  it('times every sample after the warm-up and reports p50, p99, max and the count', async () => {
    const calls: number[] = [];
    const result = await measure(4, 2, async (i) => {
      calls.push(i);
    });
    expect(calls).toEqual([0, 1, 2, 3, 4, 5]);
    expect(result.samples).toBe(4);
    expect(result.p50).toBeLessThanOrEqual(result.p99);
    expect(result.p99).toBeLessThanOrEqual(result.max);
  });
});
