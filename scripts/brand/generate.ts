/**
 * `npm run brand-images`: draws every image that shows the product name, the mark or the hero's
 * words, from the same sources the site uses, with Chromium: public/favicon.svg's colours from the
 * brand's colour tokens; the PNG icons from public/favicon.svg; og-image.png (1200 × 630) from the
 * hero's words and ./hero-depth-art.svg, styled by the site's own CSS; site.webmanifest from the
 * config and tokens.css; the how-it-works drawing from ./listening-session.svg and the tokens; and
 * drawn-from.json, the fingerprint of what the raster images were drawn from. Commit what it
 * writes: tests/unit/brand-assets.test.ts fails, naming this command, whenever a change has left
 * one of them out of date.
 */
import '../failures';
import { chromium } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { heroCopy } from '../../src/content/hero';
import { shareImage } from '../../src/content/shareImage';
import { siteConfig } from '../../src/site/config';
import { chromiumArgs, findChromium } from '../browser';
import { readColourToken } from '../build/contrast';
import {
  brandIcons,
  faviconInTokenColours,
  fingerprintPath,
  listeningSessionPath,
  listeningSessionSvg,
  manifestPath,
  rasterFingerprint,
  shareImageStylesheets,
  webManifestText,
} from './brandAssets';

const root = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFile(`${root}${path}`, 'utf8');
const tokensCss = await read('src/styles/tokens.css');
const faviconSvg = faviconInTokenColours(await read('public/favicon.svg'), tokensCss);
await writeFile(`${root}public/favicon.svg`, faviconSvg);
const tile = readColourToken(tokensCss, '--color-brand-tile', 'light');

const browser = await chromium.launch({ executablePath: findChromium().executablePath, args: chromiumArgs });
const page = await browser.newPage({ colorScheme: 'light' });
for (const icon of brandIcons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  // Full-bleed icons sit on the mark's own colour so platforms that round or mask them find no
  // transparent corners; the maskable one keeps the mark inside the 80 % safe zone.
  const inset = icon.purpose === 'maskable' ? icon.size * 0.1 : 0;
  await page.setContent(
    `<body style="margin:0;background:${icon.fullBleed ? tile : 'transparent'}">
       <div style="position:absolute;inset:${inset}px">${faviconSvg.replace('<svg ', '<svg width="100%" height="100%" ')}</div>
     </body>`,
  );
  await page.screenshot({ path: `${root}public/${icon.file}`, omitBackground: !icon.fullBleed });
}

await page.setViewportSize({ width: shareImage.width, height: shareImage.height });
await page.setContent(`<!doctype html><html lang="en-US"><body class="share">
  <div class="share__copy">
    <p class="share__brand">${siteConfig.productName}</p>
    <p class="eyebrow">${heroCopy.eyebrow}</p>
    <p class="share__heading">${heroCopy.heading}</p>
  </div>
  <div class="share__art">${await read('scripts/brand/hero-depth-art.svg')}</div>
</body></html>`);
for (const path of shareImageStylesheets) await page.addStyleTag({ path: `${root}${path}` });
await page.addStyleTag({
  content: `
    .share { margin: 0; height: 100vh; display: grid; grid-template-columns: 1.3fr 1fr; gap: 56px;
      align-items: center; padding: 0 72px; background:
      radial-gradient(900px 500px at 90% -10%, var(--color-accent-soft), transparent 70%), var(--color-bg); }
    .share__brand { display: flex; align-items: center; gap: 14px; margin: 0 0 48px; font-size: 34px;
      font-weight: var(--font-weight-strong); letter-spacing: var(--letter-spacing-tight); }
    .share__brand::before { content: ''; width: 44px; height: 44px;
      background: url('data:image/svg+xml,${encodeURIComponent(faviconSvg)}') center / contain no-repeat; }
    .share .eyebrow { font-size: 18px; }
    .share__heading { margin: 0; font-size: 58px; line-height: 1.06; font-weight: var(--font-weight-strong);
      letter-spacing: var(--letter-spacing-tight); text-wrap: balance; }
  `,
});
await page.screenshot({ path: `${root}public${shareImage.path}` });
await browser.close();

await writeFile(`${root}${manifestPath}`, webManifestText(tokensCss));
await writeFile(`${root}${listeningSessionPath}`, listeningSessionSvg(root, tokensCss));
await writeFile(
  `${root}${fingerprintPath}`,
  `${JSON.stringify({ sha256: rasterFingerprint(root) }, null, 2)}\n`,
);
console.log(
  `Wrote favicon.svg, ${brandIcons.length} icons, og-image.png, ${manifestPath}, ${listeningSessionPath} and ${fingerprintPath}.`,
);
