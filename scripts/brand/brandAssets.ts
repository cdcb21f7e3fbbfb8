/**
 * What `npm run brand-images` (./generate.ts) draws and writes, shared with the tests that check
 * the files are what the sources give now. The web manifest and the listening-session drawing
 * are text, compared whole; the raster images are recorded with a fingerprint of everything they
 * are drawn from (./drawn-from.json), so a change to any of it says the images are out of date.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { heroCopy } from '../../src/content/hero';
import { landingPage } from '../../src/content/landing';
import { siteConfig } from '../../src/site/config';

/** The command that redraws everything here; tests name it when something is out of date. */
export const brandImagesCommand = 'npm run brand-images';

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

/** The favicon (public/favicon.svg) with its tile and waves in the brand's colour tokens. */
export function faviconInTokenColours(faviconSvg: string, tokensCss: string): string {
  return faviconSvg
    .replace(
      /(<rect\b[^>]*\bfill=")[^"]*"/,
      `$1${readColourToken(tokensCss, '--color-brand-tile', 'light')}"`,
    )
    .replace(
      /(<path\b[^>]*\bstroke=")[^"]*"/,
      `$1${readColourToken(tokensCss, '--color-brand-mark', 'light')}"`,
    );
}

/** The colour tokens of `tokensCss`, by name, in the dark scheme unless told. */
export const tokenColours =
  (tokensCss: string) =>
  (token: string, scheme: 'light' | 'dark' = 'dark') =>
    readColourToken(tokensCss, token, scheme);

/** The web manifest's content, from the site config and the colour tokens. */
export function webManifest(tokensCss: string) {
  return {
    name: siteConfig.productName,
    short_name: siteConfig.productName,
    description: landingPage.description,
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    background_color: readColourToken(tokensCss, '--color-bg', 'light'),
    theme_color: readColourToken(tokensCss, '--color-bg', 'light'),
    icons: [
      { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any', purpose: 'any' },
      ...brandIcons
        .filter((icon) => icon.inManifest)
        .map((icon) => ({
          src: `/${icon.file}`,
          type: 'image/png',
          sizes: `${icon.size}x${icon.size}`,
          purpose: icon.purpose,
        })),
    ],
  };
}

/** The manifest file's text. */
export const webManifestText = (tokensCss: string) => `${JSON.stringify(webManifest(tokensCss), null, 2)}\n`;

/** The stylesheets the share image is drawn with, relative to the project root. */
export const shareImageStylesheets = [
  'src/styles/tokens.css',
  'src/styles/base.css',
  'scripts/brand/HeroDepthArt.css',
] as const;

/** Files the raster images are drawn from, relative to the project root (the drawing code too). */
const rasterSources = [
  'public/favicon.svg',
  ...shareImageStylesheets,
  'scripts/brand/HeroDepthArt.tsx',
  'scripts/brand/brandAssets.ts',
  'scripts/brand/generate.ts',
] as const;

/** Where the fingerprint of the last drawing is kept, relative to the project root. */
export const fingerprintPath = 'scripts/brand/drawn-from.json';

/**
 * A fingerprint of everything the raster images are drawn from: the source files above, read in
 * `projectRoot` (with its trailing slash), and the words of the share image.
 */
export function rasterFingerprint(projectRoot: string): string {
  const hash = createHash('sha256');
  for (const path of rasterSources) hash.update(path).update(readFileSync(`${projectRoot}${path}`));
  hash.update(JSON.stringify([siteConfig.productName, heroCopy.eyebrow, heroCopy.heading]));
  return hash.digest('hex');
}
