import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './dates';

describe('formatIsoDate', () => {
  it.each([
    ['2025-07-03', 'July 3, 2025'],
    ['2026-01-31', 'January 31, 2026'],
    ['2024-12-01', 'December 1, 2024'],
    ['2028-02-29', 'February 29, 2028'],
  ])('writes %s as %s', (iso, written) => {
    expect(formatIsoDate(iso)).toBe(written);
  });

  it.each(['2025-13-01', '2026-02-30', '2027-02-29', 'January 15, 2026', '2025-7-3', ''])(
    'refuses %j, which is not a real date written YYYY-MM-DD',
    (text) => {
      expect(() => formatIsoDate(text)).toThrow(/Not a real date/);
    },
  );
});
