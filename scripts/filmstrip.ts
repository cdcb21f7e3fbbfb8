/**
 * `npm run filmstrip`: each motion as frames at a fixed interval in one image, for reviewers:
 * docs/motion/band-change.png and page-transition.png (/ to /terms). Every animation is paused as
 * it starts and seeked to each frame's time, so the frames are exact however busy the machine is.
 */
import { chromium, type Locator } from '@playwright/test';
import './failures';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { waveBandsCopy } from '../src/content/hero';
import { footerLinks } from '../src/content/layout';
import { chromiumArgs, findChromium, recordHydration, waitForHydration } from './browser';
import { startServer } from './serve';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Frames a motion is shown in, its first and last moments included. */
const frameCount = 7;

if (!existsSync(`${root}dist/index.html`)) {
  console.log('No build found in dist/: building the site first (npm run build).');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root }).status !== 0) process.exit(1);
}
const { origin } = await startServer(0);
const browser = await chromium.launch({ executablePath: findChromium().executablePath, args: chromiumArgs });
const page = await browser.newPage({ viewport: { width: 960, height: 640 } });
await recordHydration(page.context());

/** Starts a motion with `start`, then photographs `subject` (or the viewport) at each frame time. */
async function film(start: () => Promise<void>, subject?: Locator) {
  await page.goto(`${origin}/`);
  await waitForHydration(page);
  await page.getByRole('button', { name: waveBandsCopy.stopRotation }).click();
  // The calm duration is read where it is used: taking minutes, nothing ends before it is paused.
  const calmMs = await page.evaluate(() => {
    const calm = getComputedStyle(document.documentElement).getPropertyValue('--duration-calm').trim();
    document.documentElement.style.setProperty('--duration-calm', '600s');
    // The build writes 450ms as .45s.
    return parseFloat(calm) * (calm.endsWith('ms') ? 1 : 1000);
  });
  await start();
  await page.waitForFunction(() => document.getAnimations().length > 0);
  const frames: { label: string; png: string }[] = [];
  for (let frame = 0; frame < frameCount; frame++) {
    const progress = frame / (frameCount - 1);
    await page.evaluate((at) => {
      for (const animation of document.getAnimations()) {
        animation.pause();
        animation.currentTime = at * Number(animation.effect?.getComputedTiming().duration ?? 0);
      }
    }, progress);
    const png = await (subject ?? page).screenshot();
    frames.push({ label: `${Math.round(progress * calmMs)} ms`, png: png.toString('base64') });
  }
  await page.evaluate(() => document.getAnimations().forEach((animation) => animation.finish()));
  return frames;
}

/** Lays the frames out in rows, each labelled with its time, and writes them as one PNG. */
async function writeStrip(name: string, title: string, frames: { label: string; png: string }[]) {
  const sheet = await browser.newPage({ viewport: { width: 1600, height: 400 } });
  await sheet.setContent(
    `<body style="margin:0;padding:16px;font:16px system-ui;background:#fff">
      <h1 style="font-size:18px;margin:0 0 12px">${title}</h1>
      <div style="display:grid;grid-template-columns:repeat(4,1fr);gap:12px">
        ${frames.map(({ label, png }) => `<figure style="margin:0"><img style="width:100%;border:1px solid #ccc" src="data:image/png;base64,${png}"><figcaption>${label}</figcaption></figure>`).join('')}
      </div></body>`,
  );
  await sheet.screenshot({ path: `${root}docs/motion/${name}.png`, fullPage: true });
  await sheet.close();
  console.log(`docs/motion/${name}.png`);
}

await mkdir(`${root}docs/motion`, { recursive: true });
const bandThree = waveBandsCopy.bands.three.name;
await writeStrip(
  'band-change',
  `A band change: “${bandThree}” picked (--duration-calm, --easing-calm)`,
  await film(
    () => page.getByRole('radio', { name: bandThree, exact: true }).click(),
    page.getByRole('region', { name: waveBandsCopy.heading }),
  ),
);
await writeStrip(
  'page-transition',
  'A page transition: / to /terms, the header still',
  // Clicked in place, as a visitor at the top of the page would reach it, without scrolling.
  await film(() =>
    page
      .getByRole('contentinfo')
      .getByRole('link', { name: footerLinks.find((link) => link.to === '/terms')?.text })
      .evaluate((link: HTMLElement) => link.click()),
  ),
);
await browser.close();
process.exit(0);
