/**
 * The icons, manifest, share image, listening-session drawing and head links agree with their
 * sources and with each other; when a source has changed since they were drawn, the failure says
 * which command redraws them.
 */
import { readColourToken } from '../../scripts/build/contrast';
import { themeColours } from '../../scripts/build/contentChecks';
import type { HtmlTagDescriptor } from 'vite';
import { readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import {
  brandIcons,
  brandImagesCommand,
  drawnText,
  faviconInTokenColours,
  fingerprintPath,
  listeningSessionPath,
  listeningSessionSvg,
  manifestPath,
  rasterFingerprint,
  webManifestText,
} from '../../scripts/brand/brandAssets';
import { shareImage } from '../../src/content/shareImage';
import { brandMarkWaves } from '../../src/layout/BrandMark';
import { siteConfig } from '../../src/site/config';

// Vitest runs from the project root.
const root = `${process.cwd()}/`;
const read = (path: string) => readFileSync(`${root}${path}`);
const tokensCss = read('src/styles/tokens.css').toString();
const indexHtml = read('index.html').toString();

describe('what `npm run brand-images` draws', () => {
  it('is up to date with the site config, the words and the colours', () => {
    const outOfDate = (file: string) =>
      `${file} is out of date with its sources: run \`${brandImagesCommand}\``;
    expect(read(manifestPath).toString(), outOfDate(manifestPath)).toBe(webManifestText(tokensCss));
    expect(read(listeningSessionPath).toString(), outOfDate(listeningSessionPath)).toBe(
      listeningSessionSvg(root, tokensCss),
    );
    const favicon = read('public/favicon.svg').toString();
    expect(favicon, outOfDate('public/favicon.svg')).toBe(faviconInTokenColours(favicon, tokensCss));
    const drawnFrom = JSON.parse(read(fingerprintPath).toString()) as { sha256: string };
    expect(drawnFrom.sha256, outOfDate('the icons and public/og-image.png')).toBe(rasterFingerprint(root));
  });
});

it('asks for no redraw when only a style sheet’s comments or spacing change', () => {
  const rule = 'a { color: red; }';
  expect(drawnText('x.css', `/* A comment. */\n${rule.replace(' ', '\n  ')}`)).toBe(drawnText('x.css', rule));
  expect(drawnText('x.css', 'a { color: blue; }')).not.toBe(drawnText('x.css', rule));
});

describe('the brand images in public/', () => {
  it.each(brandIcons)('$file is a $size px square PNG', (icon) => {
    expect(PNG.sync.read(read(`public/${icon.file}`))).toMatchObject({ width: icon.size, height: icon.size });
  });

  it('has the share image at the size the head announces', () => {
    const { path, width, height } = shareImage;
    expect(PNG.sync.read(read(`public${path}`))).toMatchObject({ width, height });
  });
});

describe('the web manifest', () => {
  const manifest = JSON.parse(read(manifestPath).toString()) as {
    name: string;
    theme_color: string;
  };

  it('names the product from the site config', () => {
    expect(manifest.name).toBe(siteConfig.productName);
  });

  it('uses the page colour from tokens.css', () => {
    expect(manifest.theme_color).toBe(readColourToken(tokensCss, '--color-bg', 'light'));
  });
});

describe('index.html', () => {
  it.each(['light', 'dark'] as const)('gets the %s theme-color from that scheme’s page colour', (scheme) => {
    const writeMetas = themeColours.transformIndexHtml as () => HtmlTagDescriptor[];
    expect(writeMetas()).toContainEqual(
      expect.objectContaining({
        attrs: {
          name: 'theme-color',
          content: readColourToken(tokensCss, '--color-bg', scheme),
          media: `(prefers-color-scheme: ${scheme})`,
        },
      }),
    );
  });

  it('links the SVG and PNG favicons, the apple-touch icon and the manifest', () => {
    for (const href of ['/favicon.svg', '/favicon-32.png', '/apple-touch-icon.png', '/site.webmanifest'])
      expect(indexHtml).toContain(`href="${href}"`);
  });
});

it('draws the header’s inline wave mark with the favicon’s waves', () => {
  expect(read('public/favicon.svg').toString()).toContain(`d="${brandMarkWaves}"`);
});
