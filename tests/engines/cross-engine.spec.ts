/**
 * The cross-engine checks, run as they are in Chromium, Gecko and WebKit (a Playwright project each). Each is
 * written once against a `visitor` that clicks, types and reads by role and name; only the drivers
 * (./drivers/) differ per engine. Any page error, console error or warning, or CSP violation fails a check.
 */
import type axeCore from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { rotationInterval, type Band } from '../../machines/heroMachine';
import { heroCopy, waveBandsCopy } from '../../src/content/hero';
import { startCallToAction } from '../../src/content/landing';
import { layoutCopy } from '../../src/content/layout';
import { routePaths } from '../../scripts/hosting/siteFiles';
import { canonicalUrl, notFoundPage } from '../../src/site/pages';
import { axeTags } from '../support/axe';
import { decideIncomplete } from '../support/pixels';
import { builtPage, footerLinkTo, missingPage } from '../support/pages';
import type { EngineName } from './engine';
import { enforceIntegrityParameter } from './engineServer';
import { expect, test, wcag } from './fixtures';
import type { Target } from './page/probe';
import { change } from './page/scheme';
import type { Visitor } from './visitor';

const heroRegion: Target = { role: 'region', name: heroCopy.heading };
const graphic: Target = { role: 'region', name: waveBandsCopy.heading };
const callToAction: Target = { role: 'link', name: startCallToAction, within: heroRegion };
const bandRadio = (band: Band): Target => ({
  role: 'radio',
  name: waveBandsCopy.bands[band].name,
  within: graphic,
});
const rotationButton = (says: 'stop' | 'start'): Target => ({
  role: 'button',
  name: says === 'stop' ? waveBandsCopy.stopRotation : waveBandsCopy.startRotation,
  within: graphic,
});

/** What the hero shows: the checked band, the captions in sight, what the rotation button says. */
function readHero(visitor: Visitor) {
  return visitor.run((region) => {
    const { find, isShown, nameOf } = window.__engine;
    const graphicRegion = find(region);
    const checked = graphicRegion.querySelector('input[type="radio"]:checked');
    // The captions shown: each is its band's description.
    const captions = [...graphicRegion.querySelectorAll('input[type="radio"]')]
      .map((radio) => document.getElementById(radio.getAttribute('aria-describedby') ?? ''))
      .filter((caption): caption is HTMLElement => caption !== null && isShown(caption));
    return {
      checked: checked ? nameOf(checked) : null,
      captions: captions.map((caption) => caption.textContent),
      button: nameOf(find({ role: 'button', within: region })),
    };
  }, graphic);
}

/** Expects the hero to show `band` alone, rotating or not. */
async function expectHero(visitor: Visitor, band: Band, rotating: boolean) {
  const { name, caption } = waveBandsCopy.bands[band];
  const button = rotating ? waveBandsCopy.stopRotation : waveBandsCopy.startRotation;
  await expect.poll(() => readHero(visitor)).toEqual({ checked: name, captions: [caption], button });
}

async function expectFocusOn(visitor: Visitor, name: string) {
  const focused = () => visitor.run(() => window.__engine.nameOf(document.activeElement ?? document.body));
  await expect.poll(focused).toBe(name);
}

/** Every page, with what each must show (as its prerendered HTML does), and an unknown path. (What the server answers: tests/hosts/servingTable.ts.) */
const routes = [
  ...routePaths.map((path) => ({ path, ...builtPage(path), canonical: canonicalUrl(path) })),
  {
    path: missingPage,
    h1: layoutCopy.notFound.heading,
    title: notFoundPage.title,
    description: notFoundPage.description,
    canonical: null,
  },
];

/**
 * Whether the app starts under an enforced `Integrity-Policy: blocked-destinations=(script)`, by
 * engine. Every engine refuses a script without its hash; WebKitGTK 2.50 also refuses the app's
 * hashed module preloads and the imports they serve, so the site only reports (policy.ts).
 */
const appStartsUnderEnforcedIntegrity: Readonly<Record<EngineName, boolean>> = {
  chromium: true,
  gecko: true,
  webkit: false,
};

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** axe's whole source as one expression, for the driver to run as its own script (the page's CSP does not apply). */
const axeScript = `(() => {\n${axeSource}\n})()`;

/** The page's `h1`s, its title, description, canonical address and language. */
function readPage(visitor: Visitor) {
  return visitor.run(() => ({
    h1: [...document.querySelectorAll('h1')]
      .filter((heading) => window.__engine.isShown(heading))
      .map((heading) => window.__engine.nameOf(heading)),
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    lang: document.documentElement.lang,
  }));
}

// When and why it advances is the machine's own test's; here, that the engine runs it.
const rotation = 'the hero rotates on the engine’s timers, a click selects a band, and Stop and Start work';
test(rotation, wcag('2.2.1 2.2.2'), async ({ visitor }) => {
  await visitor.openAtRest('/');
  expect(await visitor.run(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(false);
  await expectHero(visitor, 'one', true);
  await visitor.tick(rotationInterval);
  await expectHero(visitor, 'two', true);
  await visitor.click(bandRadio('three'));
  // Off the band: a hover holds the countdown.
  await visitor.tab.moveMouse(0, 0);
  await expectHero(visitor, 'three', true);
  await visitor.tick(rotationInterval);
  await expectHero(visitor, 'one', true);
  await visitor.click(rotationButton('stop'));
  await expectHero(visitor, 'one', false);
  await visitor.tick(rotationInterval);
  await expectHero(visitor, 'one', false);
  await visitor.click(rotationButton('start'));
  await expectHero(visitor, 'one', true);
  await visitor.tick(rotationInterval);
  await expectHero(visitor, 'two', true);
});

const keyboard =
  'keyboard focus arriving in the hero stops the rotation; Tab lands on the checked band, and arrows move and check it';
test(keyboard, wcag('2.1.1 3.2.1 3.2.2 4.1.2'), async ({ visitor }) => {
  await visitor.openAtRest('/');
  await visitor.tick(rotationInterval);
  await expectHero(visitor, 'two', true);
  // Focus put just before the hero as a script puts it, with no key pressed.
  await visitor.run((of) => window.__engine.find(of).focus(), callToAction);
  await visitor.tab.press('Tab');
  await expectFocusOn(visitor, waveBandsCopy.startRotation);
  await expectHero(visitor, 'two', false);
  await visitor.tab.press('Tab');
  await expectFocusOn(visitor, waveBandsCopy.bands.two.name);
  const moves = [
    ['ArrowDown', 'three'],
    ['ArrowRight', 'one'],
    ['ArrowUp', 'three'],
    ['ArrowLeft', 'two'],
  ] as const;
  for (const [key, band] of moves) {
    await visitor.tab.press(key);
    await expectFocusOn(visitor, waveBandsCopy.bands[band].name);
    await expectHero(visitor, band, false);
  }
});

const navigation =
  'links to /terms and back stay in the page, and so does Back; each moves the content in, and focus lands on the h1';
test(navigation, wcag('2.4.2 2.4.3'), async ({ visitor }) => {
  await visitor.open('/');
  await visitor.waitForHydration();
  // Gone if the browser loads a new document. Records which way each page in <main> came in
  // (its first keyframe's translate), and which are still moving.
  await visitor.run(() => {
    const arrivals: string[] = [];
    const running = new Set<Animation>();
    Object.assign(window, { sameDocument: true, arrivals, running });
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      const animation = animate.apply(this, args);
      if (this.parentElement?.localName !== 'main') return animation;
      // From its first keyframe: the style read when it is ready may already be past it on a busy machine.
      const [first] = animation.effect instanceof KeyframeEffect ? animation.effect.getKeyframes() : [];
      arrivals.push(String(first?.translate ?? '').includes('-') ? 'back' : 'forward');
      running.add(animation);
      void animation.finished.finally(() => running.delete(animation)).catch(() => undefined);
      return animation;
    };
  });
  const readPlace = () =>
    visitor.run(() => ({
      path: location.pathname,
      title: document.title,
      h1: window.__engine.nameOf(window.__engine.find({ role: 'heading', within: { role: 'main' } })),
      // Which h1 has focus, by its name: the hidden pages beside the shown one have theirs.
      focused: `${document.activeElement?.localName}: ${window.__engine.nameOf(document.activeElement ?? document.body)}`,
      sameDocument: 'sameDocument' in window,
      moving: (window as unknown as { running: Set<Animation> }).running.size > 0,
    }));

  const arrivedAt = (path: string, h1: string) => {
    return {
      path,
      title: builtPage(path).title,
      h1,
      focused: `h1: ${h1}`,
      sameDocument: true,
      moving: false,
    };
  };
  const terms = arrivedAt('/terms', builtPage('/terms').h1);
  await visitor.click({ role: 'link', name: footerLinkTo('/terms'), within: { role: 'contentinfo' } });
  await expect.poll(readPlace).toEqual(terms);
  await visitor.click({ role: 'link', name: layoutCopy.backHome });
  await expect.poll(readPlace).toEqual(arrivedAt('/', heroCopy.heading));
  await visitor.run(() => history.back());
  await expect.poll(readPlace).toEqual(terms);
  expect(visitor.requestsFor('/terms'), 'documents fetched for /terms').toBe(0);
  const arrivals = await visitor.run(() => (window as unknown as { arrivals: string[] }).arrivals);
  expect(arrivals).toEqual(['forward', 'forward', 'back']);
});

test('Trusted Types refuse a string written into an HTML sink', async ({ visitor }) => {
  await visitor.open('/');
  await visitor.waitForHydration();
  const outcome = await visitor.run(() => {
    try {
      document.body.insertAdjacentHTML('beforeend', '<b>injected</b>');
      return 'written';
    } catch (error) {
      return (error as Error).name;
    }
  });
  expect(outcome).toBe('TypeError');
  // Seen by the page and by the report endpoint, and nothing else happened.
  const violation = 'require-trusted-types-for: trusted-types-sink';
  await expect.poll(() => visitor.problems()).toContain(`CSP report: ${violation}`);
  expect(new Set(await visitor.takeProblems())).toEqual(
    new Set([`CSP: ${violation}`, `CSP report: ${violation}`]),
  );
});

const integrity =
  'an enforced Integrity-Policy refuses a module without its hash, and the app starts where the engine lets it';
test(integrity, async ({ visitor, engineName }) => {
  await visitor.open(`/?${enforceIntegrityParameter}`);
  const started = () => visitor.hydrated();
  await expect
    .poll(async () => (await started()) || (await visitor.problems()).length > 0, {
      message: 'the app starts, or says why not',
    })
    .toBe(true);
  const unhashed = await visitor.run(() =>
    import(`${document.querySelector<HTMLScriptElement>('script[type="module"]')?.src}?unhashed`).then(
      () => 'run',
      () => 'refused',
    ),
  );
  const appStarts = appStartsUnderEnforcedIntegrity[engineName];
  expect({ started: await started(), unhashed }).toEqual({ started: appStarts, unhashed: 'refused' });
  expect(await visitor.takeProblems()).toEqual(
    appStarts ? [] : [expect.stringMatching(/Importing a module script failed/)],
  );
});

// 1.4.4: axe's meta-viewport rule, a page the visitor cannot zoom.
const axeCriteria = wcag('1.1.1 1.3.1 1.4.1 1.4.3 1.4.4 2.4.1 2.4.2 2.4.4 2.4.6 3.1.1 3.1.2 3.3.2 4.1.2');
for (const route of routes) {
  const name = `${route.path} shows its h1 and head, keeps them once hydrated, and axe finds nothing there, light or dark`;
  test(name, axeCriteria, async ({ visitor }) => {
    const { h1, title, description, canonical } = route;
    const expected = { h1: [h1], title, description, canonical, lang: 'en-US' };
    // On the fake clock: nothing rotates, so every animation comes to rest.
    await visitor.open(route.path, { clock: true });
    expect(await readPage(visitor), 'as served').toEqual(expected);
    await visitor.waitForHydration();
    expect(await readPage(visitor), 'once hydrated').toEqual(expected);
    await visitor.atRest();
    // axe schedules its own work on timers: give the page its real clock back.
    await visitor.run(() => window.__clock?.uninstall());
    await visitor.tab.evaluate(axeScript);
    // In the light palette, then the dark one: a colour may fail in one only.
    for (const scheme of ['light', 'dark'] as const) {
      await visitor.run(change, scheme);
      const { violations, review } = await visitor.run(async (tags) => {
        const { axe } = window as unknown as { axe: typeof axeCore };
        const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
        return {
          violations: results.violations.map(({ id, help, nodes }) => `${id}: ${help} (${nodes.length})`),
          review: results.incomplete.map(({ id, nodes }) => ({
            id,
            targets: nodes.map(({ target }) => target.join(' ')),
          })),
        };
      }, axeTags);
      expect(violations, `axe, ${scheme}`).toEqual([]);
      const measured = { evaluate: visitor.run.bind(visitor), viewport: () => visitor.tab.viewport() };
      const decided = await decideIncomplete(measured, review);
      expect(decided, `what axe left for review in the ${scheme} palette, decided from pixels`).toEqual([]);
    }
  });
}
