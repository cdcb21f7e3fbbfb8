/**
 * The colour tokens hold WCAG AA contrast where they are set: every pair the site draws one on
 * the other, in the light and the dark scheme. A colour changed in tokens.css that fails names
 * the token, the pair and the ratio here, before any page is built.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readColourToken } from '../../scripts/brand/brandAssets';
import { contrastRatio, relativeLuminance } from '../../tests/support/contrast';

const tokensCss = readFileSync('src/styles/tokens.css', 'utf8');

/** Text: 4.5:1 (WCAG 1.4.3). */
const text = 4.5;
/** Focus rings, borders that must be seen, the mark's waves on its tile: 3:1 (WCAG 1.4.11). */
const graphic = 3;

const pages = ['--color-bg', '--color-bg-sunken', '--color-surface'];

/** Every pair the site draws, foreground on background, and the ratio it needs. */
const pairs: readonly (readonly [string, string, number])[] = [
  ...['--color-text', '--color-text-muted', '--color-accent'].flatMap((colour) =>
    pages.map((page) => [colour, page, text] as const),
  ),
  ['--color-accent-strong', '--color-bg', text],
  ['--color-accent', '--color-accent-soft', text],
  ['--color-accent-contrast', '--color-accent', text],
  ['--color-accent-contrast', '--color-accent-strong', text],
  ['--color-print-text', '--color-print-bg', text],
  ...pages.map((page) => ['--color-focus', page, graphic] as const),
  ['--color-border-strong', '--color-bg', graphic],
  ['--color-brand-mark', '--color-brand-tile', graphic],
];

/** Luminance of a `#rgb` or `#rrggbb` colour. */
function luminance(hex: string): number {
  const digits =
    hex.slice(1).length === 3 ? [...hex.slice(1)].map((digit) => digit + digit) : hex.slice(1).match(/../g);
  const [red = 0, green = 0, blue = 0] = (digits ?? []).map((pair) => parseInt(pair, 16));
  return relativeLuminance(red, green, blue);
}

describe.each(['light', 'dark'] as const)('the %s scheme’s colours', (scheme) => {
  it.each(pairs)('%s on %s', (foreground, background, needed) => {
    const [front, back] = [foreground, background].map((name) => readColourToken(tokensCss, name, scheme));
    const ratio = contrastRatio(luminance(front ?? ''), luminance(back ?? ''));
    expect(
      ratio,
      `src/styles/tokens.css: ${foreground} (${front}) on ${background} (${back}) is ${ratio.toFixed(2)}:1 in the ${scheme} scheme; WCAG AA asks at least ${needed}:1. Change one of the two there, then run npm test.`,
    ).toBeGreaterThanOrEqual(needed);
  });
});
