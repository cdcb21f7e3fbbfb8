/**
 * Chromium, driven by Playwright as the rest of the end-to-end tests are, found the same way
 * (scripts/browser.ts: $CHROMIUM_PATH, the system's Chromium, or Playwright's own).
 */
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../../../scripts/browser';
import { defaultViewport, puppetTab, type Appearance, type Engine } from '../engine';

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
      return puppetTab(page, {
        resize: (width, height) => page.setViewportSize({ width, height }),
        close: () => context.close(),
      });
    },
    close: () => browser.close(),
  };
}
