/**
 * The cross-engine tests' probe, bundled (../engineServer.ts) with @sinonjs/fake-timers and run first in
 * every page. It records errors, console errors and warnings (React reports hydration mismatches there) and
 * CSP violations, since WebKit's driver cannot read the console; finds elements by role and accessible name;
 * and with `engine-clock` in the query installs a fake clock before the site's code runs.
 */
import { install as installFakeClock, type Clock } from '@sinonjs/fake-timers';
import { computeAccessibleName, getRole, isInaccessible } from 'dom-accessibility-api';
import { hydratedEvent } from '../../../src/hydrated';

/** A role the probe can find, as ARIA names it. */
export type Role = 'link' | 'button' | 'radio' | 'heading' | 'region' | 'contentinfo' | 'main';

/** An element as the checks name it: its role and, optionally, its accessible name. */
export interface Target {
  readonly role: Role;
  readonly name?: string;
  /** The landmark or region it must be in. */
  readonly within?: Target;
}

declare global {
  interface Window {
    /** What the probe offers the checks. */
    __engine: typeof probe;
    /** The fake clock, on pages opened with `engine-clock` in the query. */
    __clock?: Clock;
  }
}

/** Errors, console errors and warnings, and CSP violations (directive and what was blocked) seen on this page so far. */
const problems: string[] = [];

addEventListener('error', (event) => problems.push(`uncaught: ${event.message}`));
addEventListener('unhandledrejection', (event) =>
  problems.push(`unhandled rejection: ${String(event.reason)}`),
);
addEventListener('securitypolicyviolation', (event) =>
  problems.push(`CSP: ${event.violatedDirective}: ${event.blockedURI}`),
);
for (const level of ['error', 'warn'] as const) {
  const original = console[level];
  console[level] = (...args: unknown[]) => {
    problems.push(`console.${level}: ${args.map(String).join(' ')}`);
    original.apply(console, args);
  };
}

const clockStart = new URLSearchParams(location.search).get('engine-clock');
if (clockStart !== null) {
  // Timers and dates only: animation frames, React's scheduler and the animations keep real time.
  // `engine-clock=<ms since 1970>` starts it at that time (pictures show the footer's year).
  window.__clock = installFakeClock({
    now: Number(clockStart) || Date.now(),
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
}

/** Whether `element` is rendered and not hidden from assistive technology. */
const isShown = (element: Element) => !isInaccessible(element) && element.getClientRects().length > 0;

/** The accessible name, by the W3C's algorithm (dom-accessibility-api, as Testing Library computes it). */
const nameOf = (element: Element) => computeAccessibleName(element);

/** Whether `element` is out of sight: not rendered, invisible, or clipped away as visually hidden text is. */
function isOutOfSight(element: Element): boolean {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const { display, visibility, opacity, clipPath, overflow } = getComputedStyle(at);
    const { width, height } = at.getBoundingClientRect();
    const clipped = clipPath !== 'none' || (overflow !== 'visible' && Math.min(width, height) <= 1);
    if (clipped || display === 'none' || visibility === 'hidden' || opacity === '0') return true;
  }
  return false;
}

/** The text nodes under `root` that a sighted visitor sees. */
function textInSight(root: Node): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim() && node.parentElement && !isOutOfSight(node.parentElement))
      found.push(node as Text);
  }
  return found;
}

/** The words of `element` a sighted visitor reads (visually hidden text left out). */
function visibleText(element: Element): string {
  const text = textInSight(element).map((node) => node.textContent);
  return text.join('').replace(/\s+/g, ' ').trim();
}

/** Text drawn wrongly: sideways scroll, and lines cut off, past the viewport's sides or over others. */
function layoutProblems(): string[] {
  const { clientWidth, scrollWidth } = document.documentElement;
  const problems =
    scrollWidth > clientWidth ? [`the page scrolls sideways: ${scrollWidth} px in ${clientWidth}`] : [];
  const lines = textInSight(document.body).flatMap((node) => {
    let block = node.parentElement as Element;
    while (block.parentElement && ['inline', 'contents'].includes(getComputedStyle(block).display)) {
      block = block.parentElement;
    }
    const range = document.createRange();
    range.selectNodeContents(node);
    const text = `"${node.textContent?.trim().slice(0, 40)}"`;
    // A fifth of a line box above and below is the font's room, not its letters.
    const letters = (box: DOMRect) => ({
      top: box.top + box.height / 5,
      bottom: box.bottom - box.height / 5,
    });
    const boxes = [...range.getClientRects()].filter(({ width, height }) => width >= 1 && height >= 1);
    return boxes.map((box) => ({ node, text, block, box, letters: letters(box) }));
  });
  lines.forEach(({ node, text, block, box, letters }, index) => {
    if (box.left < -1 || box.right > clientWidth + 1)
      problems.push(`${text} reaches past the viewport's side`);
    for (let at = node.parentElement; at && at !== document.body; at = at.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(at);
      const { left, top, right, bottom } = at.getBoundingClientRect();
      const beyond = Math.max(left - box.left, box.right - right, top - box.top, box.bottom - bottom);
      const clips = overflowX !== 'visible' || overflowY !== 'visible';
      if (clips && beyond > 1) problems.push(`${text} is cut off by ${at.localName}.${at.className}`);
    }
    for (const other of lines.slice(index + 1)) {
      const across = Math.min(box.right, other.box.right) - Math.max(box.left, other.box.left);
      const down = Math.min(letters.bottom, other.letters.bottom) - Math.max(letters.top, other.letters.top);
      if (other.block !== block && across > 1 && down > 1) problems.push(`${text} overlaps ${other.text}`);
    }
  });
  return problems;
}

function describe({ role, name, within }: Target): string {
  const own = name === undefined ? `a ${role}` : `the ${role} "${name}"`;
  return within ? `${own} in ${describe(within)}` : own;
}

/** The element `target` names; throws if there is none. */
function find(target: Target): HTMLElement {
  const scope: ParentNode = target.within ? find(target.within) : document;
  const match = [...scope.querySelectorAll<HTMLElement>('*')].find(
    (element) =>
      getRole(element) === target.role &&
      isShown(element) &&
      (target.name === undefined || nameOf(element) === target.name),
  );
  if (!match) throw new Error(`There is no ${describe(target)} on the page`);
  return match;
}

/** `hydrated`: whether the app has dispatched its `hydratedEvent`. */
const probe = { problems, hydrated: false, find, nameOf, isShown, visibleText, layoutProblems };
window.__engine = probe;
document.addEventListener(hydratedEvent, () => (probe.hydrated = true), { once: true });
