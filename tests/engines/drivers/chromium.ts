/**
 * Chromium, driven by Playwright as the rest of the end-to-end tests are, found the same way
 * (scripts/browser.ts: $CHROMIUM_PATH, the system's Chromium, or Playwright's own).
 */
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../../../scripts/browser';
import { defaultViewport, type Appearance, type Engine, type EngineSearch, type EngineTab } from '../engine';

/** Finds Chromium; never missing, since the rest of the tests need it too. */
export async function findChromiumEngine(): Promise<EngineSearch<string>> {
  return { found: findChromium().executablePath };
}

/** Launches the Chromium at `executablePath`. */
export async function launchChromium(executablePath: string, appearance?: Appearance): Promise<Engine> {
  const browser = await chromium.launch({ executablePath, args: chromiumArgs });
  return {
    version: `Chromium ${browser.version()}`,
    async open() {
      const context = await browser.newContext({
        viewport: defaultViewport,
        ...(appearance && { colorScheme: appearance.scheme, reducedMotion: 'reduce' }),
      });
      const page = await context.newPage();
      const tab: EngineTab = {
        async load(url) {
          await page.goto(url, { waitUntil: 'load' });
        },
        evaluate: (expression) => page.evaluate(expression),
        async injectScript(source) {
          await page.evaluate(source);
        },
        click: (x, y) => page.mouse.click(x, y),
        async pressAndSlide(x, y, toX, toY) {
          await page.mouse.move(x, y);
          await page.mouse.down();
          await page.mouse.move(toX, toY);
          await page.mouse.up();
        },
        moveMouse: (x, y) => page.mouse.move(x, y),
        press: (key) => page.keyboard.press(key),
        resize: (width, height) => page.setViewportSize({ width, height }),
        screenshot: () => page.screenshot({ fullPage: true }),
        viewport: () => page.screenshot(),
        close: () => context.close(),
      };
      return tab;
    },
    close: () => browser.close(),
  };
}
