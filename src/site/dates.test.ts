import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './dates';

describe('formatIsoDate', () => {
  it.each([
    ['2025-07-03', 'July 3, 2025'],
    ['2026-01-31', 'January 31, 2026'],
    ['2024-12-01', 'December 1, 2024'],
  ])('writes %s as %s', (iso, written) => {
    expect(formatIsoDate(iso)).toBe(written);
  });

  it.each(['2025-13-01', '3 July 2025', '2025-7-3', ''])('refuses %j, which is not an ISO date', (text) => {
    expect(() => formatIsoDate(text)).toThrow(/Not an ISO date/);
  });
});
