/** Month names as the site writes dates (US English, as the legal pages are written). */
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * "2025-07-03" → "July 3, 2025", the same on the server and in every visitor's time zone.
 * Written out rather than through Intl.DateTimeFormat, whose set-up costs a slow phone tens of
 * milliseconds of main thread on every legal page.
 */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not an ISO date (YYYY-MM-DD): ${JSON.stringify(isoDate)}`);
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
