/**
 * `npm run screenshots`: photographs every page of the production build at a phone and a desktop
 * width, in light and dark, into docs/screenshots/ (shown in README.md's "Design" section).
 * Builds first if dist/ is missing.
 */
import { chromium } from '@playwright/test';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { routePaths } from './hosting/siteFiles';
import { chromiumArgs, findChromium, recordHydration, waitForHydration } from './browser';
import { startServer } from './serve';

const root = fileURLToPath(new URL('..', import.meta.url));
const outputDirectory = `${root}docs/screenshots/`;

/** The widths photographed, in CSS pixels: a common phone and a common laptop. */
const screenshotWidths = [375, 1280] as const;

if (!existsSync(`${root}dist/index.html`)) {
  console.log('No build found in dist/: building the site first (npm run build).');
  execSync('npm run build', { stdio: 'inherit', cwd: root });
}

const origin = await startServer(0);
const browser = await chromium.launch({ executablePath: findChromium().executablePath, args: chromiumArgs });
await mkdir(outputDirectory, { recursive: true });

for (const scheme of ['light', 'dark'] as const) {
  for (const width of screenshotWidths) {
    const page = await browser.newPage({
      viewport: { width, height: 900 },
      colorScheme: scheme,
      reducedMotion: 'reduce',
    });
    await recordHydration(page.context());
    for (const path of routePaths) {
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      // Lazy images load only near the viewport; a full-page picture needs them all.
      await page.evaluate(async () => {
        for (const image of document.images) image.loading = 'eager';
        await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
      });
      // "/" → home-375-light.png, "/terms" → terms-1280-dark.png
      const file = `${path === '/' ? 'home' : path.slice(1)}-${width}-${scheme}.png`;
      await page.screenshot({ path: `${outputDirectory}${file}`, fullPage: true, animations: 'disabled' });
      console.log(`docs/screenshots/${file}`);
    }
    await page.close();
  }
}

await browser.close();
// The server has no stop handle; the pictures are written, so end here.
process.exit(0);
