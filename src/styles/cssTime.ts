/** A CSS time ("450ms", ".45s") in seconds; 0 for anything else, which makes the change instant. */
export function secondsOf(cssTime: string): number {
  const match = /^\s*([\d.]+)(m?s)\s*$/.exec(cssTime);
  if (!match) return 0;
  const value = Number(match[1]);
  if (!Number.isFinite(value)) return 0;
  return match[2] === 'ms' ? value / 1000 : value;
}
