import { describe, expect, it } from 'vitest';
import { niceTop } from './StockChart.tsx';

describe('the stock chart’s axis', () => {
  it('rounds the highest level up to 1, 2, 2,5 or 5 × 10ⁿ', () => {
    expect(niceTop(35_517)).toBe(50_000);
    expect(niceTop(17_000)).toBe(20_000);
    expect(niceTop(2_100)).toBe(2_500);
    expect(niceTop(1000)).toBe(1000);
    expect(niceTop(3)).toBe(5);
    expect(niceTop(0.3)).toBe(0.5);
    // An empty stock still has an axis.
    expect(niceTop(0)).toBe(1);
  });
});
