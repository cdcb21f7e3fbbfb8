/**
 * What axe cannot decide, checked in every engine: reflow, text spacing and size, every tab stop,
 * target sizes, names, navigation, status, flashes. Each test's tags name the WCAG 2.2 criteria it
 * proves (`@wcag1.4.10`), from which `npm test` writes docs/accessibility.md.
 */
import { rotationInterval } from '../../machines/heroMachine';
import { routePaths } from '../../scripts/hosting/siteFiles';
import { waveBandsCopy } from '../../src/content/hero';
import { layoutCopy } from '../../src/content/layout';
import { film } from '../../scripts/browser';
import { flashingArea, focusDrawn, readPng, type Box, type Picture } from '../support/pixels';
import { missingPage } from '../support/pages';
import { findFirefox, launchFirefox } from './drivers/gecko';
import { expect, test, wcag } from './fixtures';
import { change } from './page/scheme';
import { Visitor } from './visitor';

const paths = [...routePaths, missingPage];
const layoutProblems = (visitor: Visitor) => visitor.run(() => window.__engine.layoutProblems());
/** What the system's text size at 200 % sets, which Firefox applies as text-only zoom. */
const textAt200 = { 'ui.textScaleFactor': 200, 'browser.display.os-zoom-behavior': 2 };

/** A small phone, 400 % of a 1280 × 800 window, a phone, a tablet and a laptop: upright and sideways. */
const viewports = [
  [320, 640],
  [320, 200],
  [375, 800],
  [768, 800],
  [1280, 800],
] as const;

/** As a browser extension adds a user style sheet: through the CSSOM, which the page's CSP does not govern (it refuses an injected <style>). Returns how many elements it did not reach. */
function spaceText() {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const styles = [...document.body.querySelectorAll('*')].map((element) => getComputedStyle(element));
  const spacings = styles.map(
    ({ letterSpacing, fontSize }) => parseFloat(letterSpacing) / parseFloat(fontSize),
  );
  return spacings.filter((spacing) => Math.abs(spacing - 0.12) > 0.01).length;
}

const textZoom =
  'text at 200 % (the system’s text size, which Firefox applies as text-only zoom) keeps every word of every page in sight at 1280 px';
test(textZoom, wcag('1.4.4'), async ({ engineName, engineServer }) => {
  test.skip(engineName !== 'gecko', 'Text-only zoom is checked in Firefox, whose setting a test can drive');
  const firefox = await findFirefox();
  if ('missing' in firefox) test.skip(!process.env.CI, firefox.missing);
  if ('missing' in firefox) throw new Error(firefox.missing);
  const engine = await launchFirefox(firefox.found, undefined, textAt200);
  try {
    const visitor = new Visitor(await engine.open(), engineServer);
    for (const path of paths) {
      await visitor.openAtRest(path);
      const root = await visitor.run(() => `${getComputedStyle(document.documentElement).fontSize}`);
      const ratio = await visitor.run(() => devicePixelRatio);
      expect([root, ratio], 'text twice its size, the page itself not zoomed').toEqual(['32px', 1]);
      expect(await layoutProblems(visitor), path).toEqual([]);
    }
    expect(await visitor.problems()).toEqual([]);
  } finally {
    await engine.close();
  }
});

/** As far out of a focused element's boxes as focusDrawn looks for its ring, in CSS px. */
const reach = 12;

/**
 * Run in the page: the focused element, its place among the page's controls, name, address, the
 * boxes showing it (a band's name for its see-through radio), whether they are in sight; then, as
 * it is once its ring is scrolled into view and painted (Gecko does not scroll a control already
 * in view, so at some page lengths its ring runs past the viewport's edge).
 */
async function readFocus(reach: number) {
  const read = () => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return null;
    const shown =
      getComputedStyle(focused).opacity === '0' ? (focused.nextElementSibling ?? focused) : focused;
    const boxes: Box[] = [...shown.getClientRects()].map((box) => box.toJSON());
    const inSight = boxes.some(({ left, top, right, bottom }) => {
      const [x, y] = [(left + right) / 2, (top + bottom) / 2];
      const hit = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight && document.elementFromPoint(x, y);
      return hit && (focused.contains(hit) || shown.contains(hit));
    });
    const { controls } = window as unknown as { controls: Element[] };
    const group = focused instanceof HTMLInputElement ? document.getElementsByName(focused.name).length : 0;
    const [index, name] = [controls.indexOf(focused), window.__engine.nameOf(focused)];
    return { index, name, address: location.href, boxes, inSight, scrollY, group };
  };
  const tabbedTo = read();
  if (!tabbedTo) return null;
  const edge = (side: keyof Box, boxes = tabbedTo.boxes) => boxes.map((box) => box[side]);
  const [top, bottom] = [Math.min(...edge('top')), Math.max(...edge('bottom'))];
  scrollBy(0, Math.max(0, bottom + reach - innerHeight) || Math.min(0, top - reach));
  await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
  // The rows of the viewport within reach of the boxes now, and the boxes measured from their top.
  const boxes = read()?.boxes ?? [];
  const y = Math.max(0, Math.floor(Math.min(...edge('top', boxes)) - reach));
  const end = Math.min(innerHeight, Math.ceil(Math.max(...edge('bottom', boxes)) + reach));
  const clip = { x: 0, y, width: innerWidth, height: end - y };
  const inClip = boxes.map((box) => ({ ...box, top: box.top - y, bottom: box.bottom - y }));
  return { ...tabbedTo, clip, inClip };
}

type Focus = NonNullable<Awaited<ReturnType<typeof readFocus>>>;

/** What is wrong with the focus: out of sight, or not drawn round what shows it, light or dark (pictured with focus, then with it taken away). */
async function focusProblems(visitor: Visitor, focus: Focus): Promise<string[]> {
  const problems = focus.inSight ? [] : [`${focus.name}: hidden under something, or out of the viewport`];
  if (focus.inClip.length === 0) return problems;
  const picture = async () => readPng(await visitor.tab.viewport(focus.clip));
  // Light and dark, each with focus and without, in the order that switches least.
  const withLight = await picture();
  await visitor.run(change, 'dark');
  const withDark = await picture();
  await visitor.run(change, 'blur');
  const pictures = { light: [withLight], dark: [withDark, await picture()] };
  await visitor.run(change, 'light');
  pictures.light.push(await picture());
  await visitor.run(change, 'focus');
  for (const scheme of ['light', 'dark'] as const) {
    const [withFocus, without] = pictures[scheme] as [Picture, Picture];
    const drawn = focus.inClip.flatMap((box) => focusDrawn(withFocus, without, box, focus.clip.width));
    const sides = drawn.map((share) => `${Math.round(share * 100)} %`).join(', ');
    if (drawn.some((share) => share < 0.8))
      problems.push(`${focus.name}: focus drawn along ${sides} of its sides, ${scheme}`);
  }
  return problems;
}

for (const path of paths) {
  const title = `Tab through ${path}: every control once, links without an address too, in reading order, in sight, its focus drawn 3:1 against what it covers, light and dark`;
  test(title, wcag('2.4.3 1.3.2 2.1.1 2.1.2 3.2.1 2.4.7 2.4.11 1.4.11'), async ({ visitor }) => {
    test.slow(); // Four pictures at every tab stop.
    await visitor.openAtRest(path);
    const controls = await visitor.run(() => {
      // Every link, with an address or not: one a mouse can follow but Tab cannot reach is missed.
      const tabbable =
        ':is(a, button, input, [tabindex]):not(:disabled, [tabindex^="-"], [type="radio"]:not(:checked))';
      const all = [...document.querySelectorAll(tabbable)].filter(window.__engine.isShown);
      Object.assign(window, { controls: all });
      return all.map(window.__engine.nameOf);
    });
    const address = await visitor.run(() => location.href);
    const [visited, problems] = [[] as number[], [] as string[]];
    let last: Focus | null = null;
    for (let press = 0; press <= controls.length; press++) {
      await visitor.tab.press('Tab');
      const focus = await visitor.run(readFocus, reach);
      if (!focus || (focus.index >= 0 && visited.includes(focus.index))) break;
      visited.push(focus.index);
      problems.push(...(await focusProblems(visitor, focus)));
      if (focus.address !== address) problems.push(`${focus.name}: focus went to ${focus.address}`);
      const [box, before] = [focus.boxes[0], last?.boxes[0]];
      const [top, lastTop] = [(box?.top ?? 0) + focus.scrollY, (before?.top ?? 0) + (last?.scrollY ?? 0)];
      const above = box && before && top < lastTop - 2;
      if (above && box.left < before.right - 2) problems.push(`${focus.name}: above and left of the last`);
      // On the last one's line (their boxes overlap up and down), a stop reads on to the right.
      const [bottom, lastBottom] = [
        top + (box?.bottom ?? 0) - (box?.top ?? 0),
        lastTop + (before?.bottom ?? 0) - (before?.top ?? 0),
      ];
      const sameLine = box && before && !above && top < lastBottom - 2 && lastTop < bottom - 2;
      if (sameLine && box.left < before.left - 2)
        problems.push(`${focus.name}: left of the last, on its line`);
      last = focus;
      // Each radio of a group (each band), focused and so checked, in turn; the last arrow comes back.
      for (let radio = 1; radio <= focus.group; radio++) {
        await visitor.tab.press('ArrowDown');
        await visitor.atRest();
        await expect.poll(() => visitor.run(() => document.activeElement?.matches(':checked'))).toBe(true);
        if (radio === focus.group) continue;
        const band = await visitor.run(readFocus, reach);
        problems.push(...(band ? await focusProblems(visitor, band) : ['nothing has focus']));
      }
    }
    const order = visited.map((index) => controls[index] ?? '(not a control)');
    expect(order, 'the tab stops, in order').toEqual(controls);
    expect(problems).toEqual([]);
  });
}

/** What each page at 320 px must be, by the criteria it proves: each check lists what is wrong there. */
const pageChecks: { claim: string; criteria: string; check: () => string[] }[] = [
  {
    claim: 'every link, button and band is at least 24 × 24 px, but links within a sentence',
    criteria: '2.5.8',
    check: () =>
      [...document.querySelectorAll('a[href], button, input')].flatMap((element) => {
        const { isShown, visibleText, nameOf } = window.__engine;
        const { width, height } = element.getBoundingClientRect();
        const inline = getComputedStyle(element).display === 'inline';
        const inSentence = inline && visibleText(element.parentElement ?? element) !== visibleText(element);
        const small = isShown(element) && !inSentence && Math.min(width, height) < 24;
        return small ? [`${nameOf(element)}: ${width} × ${height}`] : [];
      }),
  },
  {
    claim: 'every link, button and band has a name holding the words it shows',
    criteria: '2.5.3',
    check: () =>
      [...document.querySelectorAll('a[href], button, input')]
        .filter(window.__engine.isShown)
        .flatMap((element) => {
          const words = (text: string) =>
            ` ${(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ')} `;
          const name = window.__engine.nameOf(element);
          const shows = window.__engine.visibleText((element as HTMLInputElement).labels?.[0] ?? element);
          return words(name).includes(words(shows)) ? [] : [`"${name}" shows "${shows}"`];
        }),
  },
  {
    claim: 'every field has a visible label, and its name holds the label’s words',
    criteria: '3.3.2',
    check: () =>
      // The fields of the page that shows, not of those kept hidden beside it.
      [...document.querySelectorAll<HTMLInputElement>('input, select, textarea')].flatMap((field) => {
        if (field.closest('[inert]')) return [];
        const { isShown, visibleText, nameOf } = window.__engine;
        const label = field.labels?.[0];
        const shows = label && isShown(label) ? visibleText(label).trim() : '';
        const said = nameOf(field).toLowerCase();
        return shows && said.includes(shows.toLowerCase())
          ? []
          : [`${field.outerHTML.slice(0, 60)}: label "${shows}"`];
      }),
  },
  {
    // Words a sighted visitor reads as pictures, or reads only by sight: each would need an exception.
    claim: 'no picture holds words (but the listening session, a phone’s screen), nor does any background',
    criteria: '1.4.5',
    check: () => [
      ...[...document.images]
        .filter((image) => !image.src.includes('listening-session'))
        .map((image) => image.src),
      ...[...document.querySelectorAll('svg text, input[type="image"]')].map((element) =>
        element.outerHTML.slice(0, 60),
      ),
      ...[...document.querySelectorAll('*')].flatMap((element) =>
        getComputedStyle(element).backgroundImage.includes('url(') ? [element.localName] : [],
      ),
    ],
  },
  {
    claim: 'no instruction relies on shape, place, colour or sound',
    criteria: '1.3.3',
    check: () => {
      const instruction =
        /\b(click|tap|press|select|choose|use|see|find|look)\b[^.!?]*\b(left|right|above|below|beside|top|bottom|round|square|circle|red|green|blue|yellow|orange|colou?r|sound|beep|shape|icon|arrow)\b/gi;
      return window.__engine.visibleText(document.body).match(instruction) ?? [];
    },
  },
  {
    claim: 'links within a sentence are underlined, not told by colour alone',
    criteria: '1.4.1',
    check: () =>
      [...document.querySelectorAll('main p a[href], main li a[href]')]
        .filter((link) => !getComputedStyle(link).textDecorationLine.includes('underline'))
        .map((link) => window.__engine.nameOf(link)),
  },
  {
    claim: 'no audio, video, frames, forms or fields (but the bands), nor anything to drag',
    criteria: '1.2.1 1.2.2 1.2.3 1.2.4 1.2.5 1.3.5 1.4.2 2.5.7 3.3.1 3.3.3 3.3.4 3.3.7 3.3.8',
    check: () => {
      const kinds =
        'audio, video, iframe, object, embed, form, select, textarea, input:not([type="radio"]), [draggable="true"]';
      return [...document.querySelectorAll(kinds)].map((element) => element.outerHTML.slice(0, 80));
    },
  },
];

// One visit a page: its layout at each size, and at the first (320 px) every page check, before spacing text.
for (const path of paths) {
  const proves = ['1.3.4 1.4.10 1.4.12', ...pageChecks.map(({ criteria }) => criteria)].join(' ');
  const title = `${path} reflows at 320 CSS px, and at 400 % of a 1280 × 800 window (320 × 200), and lays out at 375, 768 and 1280 px, and with a visitor's own text spacing (lines 1.5, paragraphs 2, letters 0.12, words 0.16) at 320 and 1280 px: no sideways scroll, nothing cut off or overlapping; and at 320 px: targets of 24 px, names holding shown words, labelled fields, no words as pictures, no instruction by shape or colour, underlined links in sentences, no media, forms or dragging`;
  test(title, wcag(proves), async ({ visitor }) => {
    for (const viewport of viewports) {
      const [width, height] = viewport;
      await visitor.tab.resize(width, height);
      await visitor.openAtRest(path);
      if (viewport === viewports[0])
        for (const { claim, check } of pageChecks) expect.soft(await visitor.run(check), claim).toEqual([]);
      expect(await layoutProblems(visitor), `${width} × ${height}`).toEqual([]);
      // The small phone and the laptop again with the text spaced: every text must be spaced by it.
      if (viewport !== viewports[0] && viewport !== viewports.at(-1)) continue;
      expect(await visitor.run(spaceText), 'elements the spacing did not reach').toBe(0);
      expect(await layoutProblems(visitor), `${width} × ${height}, text spaced`).toEqual([]);
    }
  });
}

const navigation =
  'every page has the same skip link, header and footer, reaching every page, and what is on more than one page (the legal contact, Back to Home) keeps its order';
test(navigation, wcag('3.2.3 3.2.4 3.2.6 2.4.5'), async ({ visitor }) => {
  const pages: { control: string; inMain: boolean }[][] = [];
  for (const path of paths) {
    await visitor.openAtRest(path);
    pages.push(
      await visitor.run(() =>
        [...document.querySelectorAll('a[href], button')].filter(window.__engine.isShown).map((element) => ({
          control: `${window.__engine.nameOf(element)} → ${element.getAttribute('href')}`,
          inMain: element.closest('main') !== null,
        })),
      ),
    );
  }
  const frames = pages.map((controls) =>
    controls.filter(({ inMain }) => !inMain).map(({ control }) => control),
  );
  for (const [index, frame] of frames.entries()) expect(frame, paths[index]).toEqual(frames[0]);
  const orders = pages.map((controls) => controls.map(({ control }) => control));
  for (const [index, order] of orders.entries()) {
    for (const other of orders.slice(index + 1)) {
      const shared = (of: string[], and: string[]) => of.filter((control) => and.includes(control));
      expect(shared(order, other), `${paths[index]}: in the order of the other pages`).toEqual(
        shared(other, order),
      );
    }
  }
  const leftOut = routePaths.filter((path) => !frames[0]?.some((control) => control.endsWith(` → ${path}`)));
  expect(leftOut, 'pages they leave out').toEqual([]);
});

const cancel = 'a press on a band, on Stop/Start or on a link, slid off before it is let go, does nothing';
test(cancel, wcag('2.5.2'), async ({ visitor }) => {
  await visitor.openAtRest('/');
  const graphic = { role: 'region', name: waveBandsCopy.heading } as const;
  const read = () =>
    visitor.run(() => ({
      address: location.href,
      checked: document.querySelector<HTMLInputElement>('input:checked')?.value,
      status: document.querySelector('[role="status"]')?.textContent,
    }));
  const before = await read();
  await visitor.slideOff({ role: 'radio', name: waveBandsCopy.bands.three.name, within: graphic });
  await visitor.slideOff({ role: 'button', within: graphic });
  await visitor.slideOff({ role: 'link', name: layoutCopy.account.signIn });
  expect(await read()).toEqual(before);
});

const motions = { rotation: 'the hero’s rotation', 'page transition': 'a page transition from / to /terms' };
for (const [motion, title] of Object.entries(motions)) {
  test(
    `${title}, frame by frame, flashes at most three times a second`,
    wcag('2.3.1'),
    async ({ visitor }) => {
      test.slow(); // A picture a frame.
      // The router's timers must run for a page to change: the page transition has the real clock.
      await visitor.openAtRest('/', motion === 'rotation');
      // 60 a second, a screen's rate: at 30, a band blinking 8 times in half a second went unseen.
      const frames = await film(
        (expression) => visitor.tab.evaluate(expression),
        () => visitor.picture(),
        motion === 'rotation' ? { tick: rotationInterval } : { click: 'footer a[href="/terms"]' },
        60,
      );
      expect(frames.length, 'frames of motion').toBeGreaterThan(5);
      // A quarter of any 341 × 256 px rectangle: WCAG's area for a flash, on a 1024 × 768 screen.
      expect(flashingArea(frames, 1280), 'CSS px² that flash').toBeLessThan((341 * 256) / 4);
    },
  );
}
