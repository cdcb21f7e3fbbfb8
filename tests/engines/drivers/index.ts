/** Each engine's driver: how to find it, and how to launch it once found. */
import type { Appearance, Engine, EngineName, EngineSearch } from '../engine';
import { findChromium } from '../../../scripts/browser';
import { launchChromium } from './chromium';
import { findFirefox, launchFirefox } from './gecko';
import { findWebKit, launchWebKit } from './webkit';

/** Finds the engine and, if it is there, launches it; otherwise says what to install. */
export async function startEngine(name: EngineName, appearance?: Appearance): Promise<EngineSearch<Engine>> {
  switch (name) {
    // Never missing, since the rest of the tests need it too.
    case 'chromium':
      return { found: await launchChromium(findChromium().executablePath, appearance) };
    case 'gecko': {
      const search = await findFirefox();
      return 'found' in search ? { found: await launchFirefox(search.found, appearance) } : search;
    }
    case 'webkit': {
      const search = await findWebKit();
      return 'found' in search ? { found: await launchWebKit(search.found, appearance) } : search;
    }
  }
}

/** How each engine is named in reports. */
export const engineLabels: Readonly<Record<EngineName, string>> = {
  chromium: 'Chromium',
  gecko: 'Gecko',
  webkit: 'WebKit',
};
