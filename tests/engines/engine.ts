/** What the cross-engine checks need from a browser, and nothing more; each driver (./drivers/) gives it. */

export type EngineName = 'chromium' | 'gecko' | 'webkit';

/** The keys the checks press, named as Playwright and puppeteer name them. */
export type Key = 'Tab' | 'Enter' | 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/** A rectangle of the viewport, in CSS pixels. */
interface Clip {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** One tab of a browser, 1280 × 800 CSS pixels when it opens. */
export interface EngineTab {
  /** Loads `url` and resolves once the page's load event has fired. */
  load(url: string): Promise<void>;
  /** Evaluates an expression in the page, whatever its CSP says, awaited; resolves with its value (JSON). */
  evaluate<T>(expression: string): Promise<T>;
  click(x: number, y: number): Promise<void>;
  /** Presses the primary mouse button at a point, moves to another and releases it there. */
  pressAndSlide(x: number, y: number, toX: number, toY: number): Promise<void>;
  moveMouse(x: number, y: number): Promise<void>;
  press(key: Key): Promise<void>;
  /** Sets the viewport, the page's own width and height in CSS pixels. */
  resize(width: number, height: number): Promise<void>;
  /** A PNG of the whole page, not only the viewport, at one device pixel per CSS pixel. */
  screenshot(): Promise<Buffer>;
  /** A PNG of what the viewport shows (or the part `clip` of it) once it has painted what the page has now, at one device pixel per CSS pixel. */
  viewport(clip?: Clip): Promise<Buffer>;
  close(): Promise<void>;
  /** Set where the engine has no idle callbacks (WebKit), so the app renders pages ahead after a 1.5 s timer. */
  readonly rendersAheadOnTimer?: true;
}

export interface Engine {
  /** The browser and its version, for the report: "Firefox 153.7.0esr". */
  readonly version: string;
  open(): Promise<EngineTab>;
  close(): Promise<void>;
}

/** A launch for pictures (./pictures.ts): this scheme, motion reduced. Without it: light, with motion. */
export interface Appearance {
  readonly scheme: 'light' | 'dark';
}

export type EngineSearch<Found> = { readonly found: Found } | { readonly missing: string };

export const defaultViewport = { width: 1280, height: 800 } as const;

/** What Playwright's and puppeteer's pages share: all a tab needs but its resizing and closing. */
interface PuppetPage {
  goto(url: string, options: { waitUntil: 'load' }): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  readonly mouse: {
    click(x: number, y: number): Promise<void>;
    move(x: number, y: number): Promise<void>;
    down(): Promise<void>;
    up(): Promise<void>;
  };
  readonly keyboard: { press(key: Key): Promise<void> };
  screenshot(options?: { fullPage?: boolean; clip?: Clip }): Promise<Uint8Array>;
}

/** A tab over a Playwright or puppeteer `page`; `own` gives what its driver does its own way. */
export function puppetTab(
  page: PuppetPage,
  own: Pick<EngineTab, 'resize' | 'close'> & Partial<Pick<EngineTab, 'load' | 'viewport'>>,
): EngineTab {
  return {
    async load(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: (x, y) => page.mouse.click(x, y),
    async pressAndSlide(x, y, toX, toY) {
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(toX, toY);
      await page.mouse.up();
    },
    moveMouse: (x, y) => page.mouse.move(x, y),
    press: (key) => page.keyboard.press(key),
    // Over BiDi too, the whole document is captured without resizing the viewport.
    screenshot: async () => Buffer.from(await page.screenshot({ fullPage: true })),
    viewport: async (clip) => Buffer.from(await page.screenshot({ ...(clip && { clip }) })),
    ...own,
  };
}
