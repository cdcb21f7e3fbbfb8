/** A visitor at any engine's keyboard and mouse: what cross-engine checks do and read, by role and name. */
import { expect } from '@playwright/test';
import { hasRenderedAhead } from '../../scripts/browser';
import { waveBandsCopy } from '../../src/content/hero';
import { readPng, type Picture } from '../support/pixels';
import type { EngineTab } from './engine';
import type { EngineServer } from './engineServer';
import type { Target } from './page/probe';

export class Visitor {
  /** Problems of pages the visitor has left. */
  private readonly earlierProblems: string[] = [];

  constructor(
    /** The tab, for what needs no page terms: keys, moving the mouse, the viewport, screenshots, scripts. */
    readonly tab: EngineTab,
    private readonly server: EngineServer,
  ) {}

  /**
   * Runs `script(...args)` in the page and resolves with its result. The script is sent as
   * source, so it may use only its arguments (JSON) and the page's globals (the probe's `__engine`).
   */
  run<Arguments extends unknown[], Result>(
    script: (...args: Arguments) => Result | Promise<Result>,
    ...args: Arguments
  ): Promise<Result> {
    return this.tab.evaluate(`(${script.toString()})(...${JSON.stringify(args)})`);
  }

  /**
   * Loads the page at `path` of the test server; with `clock`, its timers and Date are a fake clock
   * moved only by {@link Visitor.tick}, starting now or at the time given.
   */
  async open(path: string, { clock = false }: { readonly clock?: boolean | Date } = {}) {
    this.earlierProblems.push(...(await this.problemsOfThisPage()));
    const query = clock instanceof Date ? `?engine-clock=${clock.getTime()}` : clock ? '?engine-clock' : '';
    await this.tab.load(`${this.server.origin}${path}${query}`);
  }

  /** Whether the app has taken over the prerendered page (the probe heard its `hydratedEvent`). */
  hydrated(): Promise<boolean> {
    return this.run(() => window.__engine.hydrated);
  }

  async waitForHydration() {
    // However long a busy machine takes: bounded by the test's own timeout, not by a guess.
    await expect.poll(() => this.hydrated(), { message: 'the app hydrates the page', timeout: 0 }).toBe(true);
  }

  /**
   * Waits until no animation runs, the hero's Stop/Start is enabled, the page is visible and the pages it
   * links to are rendered ahead: Stop/Start is enabled a render after hydration (a check begun in between
   * would Tab past it; the pricing's buttons, when shown, stay disabled), a hidden page holds its countdown,
   * and rendering ahead changes the document under a check that walks it.
   */
  async atRest() {
    const rotationLabels = [waveBandsCopy.stopRotation, waveBandsCopy.startRotation];
    const resting = () =>
      this.run((labels: string[]) => {
        const animations = document.getAnimations().filter((animation) => animation.playState === 'running');
        const waiting = [...document.querySelectorAll('button:disabled')].some((button) =>
          labels.includes(button.textContent ?? ''),
        );
        return animations.length === 0 && !waiting && document.visibilityState === 'visible';
      }, rotationLabels);
    await expect.poll(resting).toBe(true);
    // Rendering ahead on a timer (WebKit), held by the fake clock until a test moves it: until
    // then, nothing changes the document by itself.
    if (this.tab.rendersAheadOnTimer && (await this.run(() => window.__clock !== undefined))) return;
    await expect
      .poll(() => this.run(hasRenderedAhead), { message: 'the linked pages are rendered ahead', timeout: 0 })
      .toBe(true);
  }

  /** Opens `path`, on the fake clock unless told (nothing rotates until ticked), hydrated and at rest. */
  async openAtRest(path: string, clock = true) {
    await this.open(path, { clock });
    await this.waitForHydration();
    await this.atRest();
  }

  /** How many times `path` was requested since the check began. */
  requestsFor(path: string): number {
    return this.server.requests.filter((requested) => requested === path).length;
  }

  /** Moves the page's fake clock (opened with `clock`) on by `milliseconds`, firing what falls due. */
  async tick(milliseconds: number) {
    await this.run((ms) => {
      if (!window.__clock) throw new Error('This page was opened without the fake clock');
      window.__clock.tick(ms);
    }, milliseconds);
  }

  /** Scrolls `target` into view and returns the middle of it, in CSS pixels of the viewport. */
  private middleOf(target: Target) {
    return this.run((of) => {
      const element = window.__engine.find(of);
      element.scrollIntoView({ block: 'center', inline: 'center' });
      const box = element.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    }, target);
  }

  /** Clicks `target` with the mouse, which then stays where it clicked. */
  async click(target: Target) {
    const { x, y } = await this.middleOf(target);
    await this.tab.click(x, y);
  }

  /** Presses the mouse on `target`, then slides off it to the page's top left corner and lets go. */
  async slideOff(target: Target) {
    const { x, y } = await this.middleOf(target);
    await this.tab.pressAndSlide(x, y, 1, 1);
  }

  /** What the viewport shows, pixel by pixel, once the page has painted what it has now. */
  async picture(): Promise<Picture> {
    await this.run(
      () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
    );
    return readPng(await this.tab.viewport());
  }

  /** Errors and CSP violations the page has reported so far. */
  private async problemsOfThisPage(): Promise<string[]> {
    return this.run(() => window.__engine?.problems ?? []);
  }

  /** Every page error, console error or warning and CSP violation since the check began (page and server). */
  async problems(): Promise<string[]> {
    const reported = this.server.cspReports.map((report) => `CSP report: ${report}`);
    return [...this.earlierProblems, ...(await this.problemsOfThisPage()), ...reported];
  }

  /** What {@link problems} reports so far, then forgotten: for a check that causes some on purpose. */
  async takeProblems(): Promise<string[]> {
    const problems = await this.problems();
    this.earlierProblems.length = 0;
    this.server.reset();
    await this.run(() => (window.__engine.problems.length = 0));
    return problems;
  }
}
