/**
 * What scripts/brand/generate.ts writes into public/, shared with the tests that check
 * the files and the head links that point at them.
 */

/** One raster icon. */
export interface BrandIcon {
  /** File name in public/. */
  readonly file: string;
  /** Width and height in pixels. */
  readonly size: number;
  /** "maskable" icons keep the mark inside the safe zone platforms may crop to. */
  readonly purpose: 'any' | 'maskable';
  /** Drawn on an opaque square (apple-touch and maskable icons must not be transparent). */
  readonly fullBleed: boolean;
  /** Listed in the web manifest. */
  readonly inManifest: boolean;
}

/** Every raster icon, smallest first. */
export const brandIcons: readonly BrandIcon[] = [
  { file: 'favicon-32.png', size: 32, purpose: 'any', fullBleed: false, inManifest: false },
  { file: 'apple-touch-icon.png', size: 180, purpose: 'any', fullBleed: true, inManifest: false },
  { file: 'icon-192.png', size: 192, purpose: 'any', fullBleed: false, inManifest: true },
  { file: 'icon-512.png', size: 512, purpose: 'any', fullBleed: false, inManifest: true },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable', fullBleed: true, inManifest: true },
];

/** The web manifest, relative to the project root. */
export const manifestPath = 'public/site.webmanifest';

/** A colour token's value in the light (`:root`) or dark (`prefers-color-scheme: dark`) block. */
export function readColourToken(tokensCss: string, name: string, scheme: 'light' | 'dark'): string {
  const darkStart = tokensCss.indexOf('@media (prefers-color-scheme: dark)');
  const block = scheme === 'light' ? tokensCss.slice(0, darkStart) : tokensCss.slice(darkStart);
  const match = new RegExp(`${name}:\\s*(#[0-9a-f]{3,8})\\b`, 'i').exec(block);
  if (!match?.[1]) throw new Error(`tokens.css has no ${scheme} value for ${name}.`);
  return match[1];
}
