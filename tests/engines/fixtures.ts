/**
 * The cross-engine checks' `test`: each worker starts its project's engine and a test server; each
 * check gets a fresh tab as a `visitor`, and fails if its pages reported any error or CSP violation.
 * A missing engine skips its checks, saying what to install, but fails them in CI (a broken machine).
 */
import { test as base, expect } from '@playwright/test';
import { findChromium } from '../../scripts/browser';
import { launchChromium } from './drivers/chromium';
import { findFirefox, launchFirefox } from './drivers/gecko';
import { findWebKit, launchWebKit } from './drivers/webkit';
import type { Appearance, Engine, EngineName, EngineSearch } from './engine';
import { startEngineServer, type EngineServer } from './engineServer';
import { Visitor } from './visitor';

/** Finds the engine and, if it is there, launches it; otherwise says what to install. */
async function startEngine(name: EngineName, appearance?: Appearance): Promise<EngineSearch<Engine>> {
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

interface WorkerFixtures {
  /** The engine this project runs the checks in; set by the project in playwright.config.ts. */
  engineName: EngineName;
  /** How the engine is launched: as most visitors have it, or for pictures (./pictures.ts). */
  appearance: Appearance | undefined;
  engine: EngineSearch<Engine>;
  engineServer: EngineServer;
}

interface TestFixtures {
  /** A visitor with a fresh tab of the engine. */
  visitor: Visitor;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engineName: ['chromium', { option: true, scope: 'worker' }],
  appearance: [undefined, { option: true, scope: 'worker' }],

  engineServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern; it has none.
    async ({}, use) => {
      const server = await startEngineServer();
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],

  engine: [
    async ({ engineName, appearance }, use) => {
      const search = await startEngine(engineName, appearance);
      if ('missing' in search) {
        console.warn(
          `\nThe ${engineName} checks ${process.env.CI ? 'fail' : 'are skipped'}:\n${search.missing}\n`,
        );
      }
      await use(search);
      if ('found' in search) await search.found.close();
    },
    // Launching a browser (and for WebKit, a display) takes seconds, not milliseconds.
    { scope: 'worker', timeout: 120_000 },
  ],

  visitor: async ({ engine, engineName, engineServer }, use, testInfo) => {
    if ('missing' in engine) {
      if (process.env.CI) throw new Error(engine.missing);
      testInfo.skip(true, `The ${engineName} engine is not installed here`);
      return;
    }
    testInfo.annotations.push({ type: 'engine', description: engine.found.version });
    engineServer.reset();
    const tab = await engine.found.open();
    // Where a real display's pointer may start (the middle of Xvfb's screen) is over the hero,
    // and a hover holds its countdown: every visit starts with the mouse in the corner.
    await tab.moveMouse(0, 0);
    const visitor = new Visitor(tab, engineServer);
    await use(visitor);
    const problems = await visitor.problems();
    await tab.close();
    expect(problems, 'page errors, console errors or warnings, and CSP violations').toEqual([]);
  },
});

export { expect };

/** The tags naming the WCAG criteria a test proves (docs/accessibility.md): `wcag('2.4.3 2.1.2')`. */
export const wcag = (ids: string) => ({ tag: ids.split(' ').map((id) => `@wcag${id}`) });
