/**
 * Colour contrast as WCAG 2 defines it, for tests that read colours from a page or its pixels.
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

/** Relative luminance of a CSS `rgb()` or `rgba()` colour, as getComputedStyle writes it. */
export function cssLuminance(rgb: string): number {
  const [red = 0, green = 0, blue = 0] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  return relativeLuminance(red, green, blue);
}

/** The contrast ratio of two relative luminances, from 1 to 21. */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}
