/**
 * Colour contrast as WCAG 2 defines it: for the build's check of the colour tokens, and tests that
 * read colours from pixels.
 * https://www.w3.org/TR/WCAG22/#dfn-relative-luminance
 */

/** Relative luminance of an sRGB colour, each channel 0–255. */
export function relativeLuminance(red: number, green: number, blue: number): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio of two relative luminances, from 1 to 21. */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * A colour token's value in the light (`:root`) or dark (`prefers-color-scheme: dark`) scheme: the
 * dark block's, or where it sets none, the light one's, as the cascade gives it.
 */
export function readColourToken(tokensCss: string, name: string, scheme: 'light' | 'dark'): string {
  const darkStart = tokensCss.indexOf('@media (prefers-color-scheme: dark)');
  const valueIn = (block: string) => new RegExp(`${name}:\\s*(#[0-9a-f]{3,8})\\b`, 'i').exec(block)?.[1];
  const value =
    (scheme === 'dark' && valueIn(tokensCss.slice(darkStart))) || valueIn(tokensCss.slice(0, darkStart));
  if (!value) throw new Error(`src/styles/tokens.css has no colour for ${name}.`);
  return value;
}
