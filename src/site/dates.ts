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

/** Whether `text` is a day of the calendar written YYYY-MM-DD: "2026-02-30" is not. */
export function isIsoDate(text: string): boolean {
  const [, year = 0, month = 0, day = 0] = (/^(\d{4})-(\d{2})-(\d{2})$/.exec(text) ?? []).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year > 0 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * "2025-07-03" → "July 3, 2025", the same on the server and in every visitor's time zone.
 * Written out rather than through Intl.DateTimeFormat, whose set-up costs a slow phone tens of
 * milliseconds of main thread on every legal page.
 */
export function formatIsoDate(isoDate: string): string {
  if (!isIsoDate(isoDate)) throw new Error(`Not a real date written YYYY-MM-DD: ${JSON.stringify(isoDate)}`);
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${monthNames[(month ?? 1) - 1]} ${day}, ${year}`;
}
