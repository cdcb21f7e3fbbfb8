/**
 * `npm run filmstrip`: each motion as frames 1/15 s apart in one image, for reviewers:
 * docs/motion/band-change.png and page-transition.png (/ to /terms), filmed as the flash test
 * films them (`film`, ./browser.ts), so the frames are exact however busy the machine is.
 */
import { chromium, type Locator } from '@playwright/test';
import './failures';
import { mkdir } from 'node:fs/promises';
import { waveBandsCopy } from '../src/content/hero';
import {
  chromiumArgs,
  film,
  findChromium,
  recordHydration,
  waitForHydration,
  type MotionStart,
} from './browser';
import { buildIfOld, root } from './build/staging';
import { startServer } from './serve';

// Drawn from a build of the sources as they are, so the frames show the words the titles name.
buildIfOld();
const { origin } = await startServer(0);
const browser = await chromium.launch({ executablePath: findChromium().executablePath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 960, height: 640 } });
await recordHydration(page.context());
// tsx names the functions it compiles with a `__name(…)` helper, which the page needs too.
await page.addInitScript('globalThis.__name = (target) => target;');

/** Films the motion `start` begins, on the home page with the rotation stopped, as `subject` (or the viewport) shows it, then writes every other frame, each labelled with its time, as one PNG. */
async function filmstrip(name: string, title: string, start: MotionStart, subject?: Locator) {
  await page.goto(`${origin}/`);
  await waitForHydration(page);
  await page.getByRole('button', { name: waveBandsCopy.stopRotation }).click();
  const frames = await film(
    (expression) => page.evaluate(expression),
    () => (subject ?? page).screenshot(),
    start,
  );
  const shown = frames.map((png, index) => ({
    label: `${Math.round((index * 1000) / 30)} ms`,
    png: png.toString('base64'),
  }));
  const sheet = await browser.newPage({ viewport: { width: 1600, height: 400 } });
  await sheet.setContent(
    `<body style="margin:0;padding:16px;font:16px system-ui;background:#fff">
      <h1 style="font-size:18px;margin:0 0 12px">${title}</h1>
      <div style="display:grid;grid-template-columns:repeat(4,1fr);gap:12px">
        ${shown
          .filter((_, index) => index % 2 === 0)
          .map(
            ({ label, png }) =>
              `<figure style="margin:0"><img style="width:100%;border:1px solid #ccc" src="data:image/png;base64,${png}"><figcaption>${label}</figcaption></figure>`,
          )
          .join('')}
      </div></body>`,
  );
  await sheet.screenshot({ path: `${root}docs/motion/${name}.png`, fullPage: true });
  await sheet.close();
  console.log(`docs/motion/${name}.png`);
}

await mkdir(`${root}docs/motion`, { recursive: true });
const bandThree = waveBandsCopy.bands.three.name;
await filmstrip(
  'band-change',
  `A band change: “${bandThree}” picked (--duration-calm, --easing-calm)`,
  { click: 'input[value="three"]' },
  page.getByRole('region', { name: waveBandsCopy.heading }),
);
// Clicked in place, as a visitor at the top of the page would reach it, without scrolling.
await filmstrip('page-transition', 'A page transition: / to /terms, the header still', {
  click: 'footer a[href="/terms"]',
});
await browser.close();
process.exit(0);
