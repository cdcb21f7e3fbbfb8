/**
 * What `npm run brand-images` (./generate.ts) draws and writes, shared with the tests that check
 * the files are what the sources give now. The web manifest and the listening-session drawing
 * are text, compared whole; the raster images are recorded with a fingerprint of everything they
 * are drawn from (./drawn-from.json, style sheets without their comments), so a change to any of
 * it says the images are out of date.
 * Paths are relative to the project root, which callers pass with its trailing slash.
 */
import { readColourToken } from '../build/contrast.ts';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { heroCopy } from '../../src/content/hero';
import { landingPage } from '../../src/site/pages';
import { offer } from '../../src/content/offer';
import { siteConfig } from '../../src/site/config';

/** The command that redraws everything here; tests name it when something is out of date. */
export const brandImagesCommand = 'npm run brand-images';

/** One raster icon in public/: its size in pixels, and how platforms may show it. */
export interface BrandIcon {
  readonly file: string;
  readonly size: number;
  /** "maskable" icons keep the mark inside the safe zone platforms may crop to. */
  readonly purpose: 'any' | 'maskable';
  /** Drawn on an opaque square (apple-touch and maskable icons must not be transparent). */
  readonly fullBleed: boolean;
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

export const manifestPath = 'public/site.webmanifest';
export const listeningSessionPath = 'src/sections/how-it-works/listening-session.svg';
/** Where the fingerprint of the last drawing is kept. */
export const fingerprintPath = 'scripts/brand/drawn-from.json';

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

/** The web manifest's text, from the site config and the colour tokens. */
export function webManifestText(tokensCss: string): string {
  const background = readColourToken(tokensCss, '--color-bg', 'light');
  const icons = brandIcons.filter((icon) => icon.inManifest);
  const manifest = {
    name: siteConfig.productName,
    short_name: siteConfig.productName,
    description: landingPage.description,
    start_url: '/',
    scope: '/',
    display: 'minimal-ui',
    background_color: background,
    theme_color: background,
    icons: [
      { src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any', purpose: 'any' },
      ...icons.map(({ file, size, purpose }) => ({
        src: `/${file}`,
        type: 'image/png',
        sizes: `${size}x${size}`,
        purpose,
      })),
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * The how-it-works drawing: scripts/brand/listening-session.svg with the product name, a deep
 * dive's length and the colour tokens (`{--token}` in the dark scheme, `{--token:light}`) filled in.
 */
export function listeningSessionSvg(projectRoot: string, tokensCss: string): string {
  const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return readFileSync(`${projectRoot}scripts/brand/listening-session.svg`, 'utf8')
    .replaceAll('{productName}', escapeXml(siteConfig.productName))
    .replaceAll('{sessionMinutes}', String(offer.sessionMinutes))
    .replace(/\{(--[\w-]+)(:light)?\}/g, (_, token: string, light?: string) =>
      readColourToken(tokensCss, token, light ? 'light' : 'dark'),
    );
}

/** The stylesheets the share image is drawn with. */
export const shareImageStylesheets = [
  'src/styles/tokens.css',
  'src/styles/base.css',
  'scripts/brand/HeroDepthArt.css',
];

/** Files the raster images are drawn from (the drawing code too). */
const rasterSources = [
  'public/favicon.svg',
  ...shareImageStylesheets,
  'scripts/brand/hero-depth-art.svg',
  'scripts/brand/brandAssets.ts',
  'scripts/brand/generate.ts',
];

/**
 * A source as the drawing sees it: a style sheet without its comments and with its spacing
 * collapsed, so that editing a comment asks for no redraw (a changed rule still does).
 */
export function drawnText(path: string, text: string): string {
  if (!path.endsWith('.css')) return text;
  return text
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A fingerprint of everything the raster images are drawn from: the files above, and the share image's words. */
export function rasterFingerprint(projectRoot: string): string {
  const hash = createHash('sha256');
  for (const path of rasterSources) {
    hash.update(path).update(drawnText(path, readFileSync(`${projectRoot}${path}`, 'utf8')));
  }
  hash.update(JSON.stringify([siteConfig.productName, heroCopy.eyebrow, heroCopy.heading]));
  return hash.digest('hex');
}
