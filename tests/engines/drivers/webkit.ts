/**
 * WebKit: WebKitGTK's MiniBrowser (Safari's engine), driven by selenium-webdriver through
 * WebKitWebDriver, classic WebDriver. Each launch starts its own Xvfb on a display it picks, so
 * parallel workers never share one (two MiniBrowsers on one display steal each other's focus).
 */
import { spawnSync } from 'node:child_process';
import { globSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PNG } from 'pngjs';
import { Builder, Key as SeleniumKey, Origin, type WebDriver } from 'selenium-webdriver';
import { freePort, untilReady } from '../../../scripts/nginx-local';
import {
  defaultViewport,
  type Appearance,
  type Engine,
  type EngineSearch,
  type EngineTab,
  type Key,
} from '../engine';
import { firstLine, startGroup, stopGroup } from '../processes';

export interface WebKitTools {
  readonly driver: string;
  readonly miniBrowser: string;
  readonly xvfb: string;
}

const installHint = [
  'WebKitGTK was not found, so the WebKit checks cannot run. To run them (Linux):',
  '  - Debian/Ubuntu: sudo apt-get install -y webkit2gtk-driver xvfb',
  'WebKitGTK is Linux only; on macOS and Windows these checks run in CI.',
].join('\n');

function onPath(command: string): string | null {
  const result = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' });
  const path = result.stdout.trim();
  return result.status === 0 && path ? path : null;
}

/** MiniBrowser lives in WebKitGTK's library folder, which differs by distribution, CPU and version. */
const findMiniBrowser = () =>
  ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0'].flatMap((version) =>
    globSync(`/usr/{lib,libexec,lib64}{,/*}/${version}/MiniBrowser`),
  )[0];

/** Finds WebKitWebDriver, MiniBrowser and Xvfb, or says what to install. */
export async function findWebKit(): Promise<EngineSearch<WebKitTools>> {
  const driver = onPath('WebKitWebDriver');
  const miniBrowser = findMiniBrowser();
  const xvfb = onPath('Xvfb');
  return driver && miniBrowser && xvfb ? { found: { driver, miniBrowser, xvfb } } : { missing: installHint };
}

/**
 * A GTK configuration folder for MiniBrowser ($XDG_CONFIG_HOME): animations on (GTK's way of allowing
 * motion) but for pictures, and its toolbar shrunk, which otherwise holds the window wider than a phone.
 */
function gtkConfig(appearance?: Appearance): string {
  const folder = mkdtempSync(join(tmpdir(), 'webkit-gtk-'));
  const gtk = join(folder, 'gtk-3.0');
  mkdirSync(gtk);
  writeFileSync(join(gtk, 'settings.ini'), `[Settings]\ngtk-enable-animations=${appearance ? 0 : 1}\n`);
  writeFileSync(
    join(gtk, 'gtk.css'),
    '* { font-size: 1px; padding: 0; margin: 0; min-width: 0; min-height: 0; border-width: 0; }\n',
  );
  return folder;
}

/** Starts WebKitWebDriver and waits until it answers. */
async function startDriver(tools: WebKitTools, env: NodeJS.ProcessEnv) {
  const port = await freePort();
  const child = startGroup(tools.driver, [`--port=${port}`], env);
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk) => output.push(String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const ready = async () => (await fetch(`${url}/status`).catch(() => undefined))?.ok === true;
  await untilReady(child, ready, 10_000, () => {
    void stopGroup(child);
    return `WebKitWebDriver did not start:\n${output.join('')}`;
  });
  return { child, url };
}

/** Selenium's code for a key, by its name there: ArrowUp is ARROW_UP. */
const seleniumKey = (key: Key) => SeleniumKey[key.replace(/\B[A-Z]/g, '_$&').toUpperCase() as 'TAB'];

/** Under load, starting or ending a session may hang: both are bounded, and a start is tried twice. */
const sessionStartSeconds = 20;

/** One MiniBrowser with its driver, on `display`: a WebDriver session, and how to end it. */
async function startSession(tools: WebKitTools, display: string, appearance?: Appearance) {
  const config = gtkConfig(appearance);
  // For pictures: the dark theme if asked, and Skia's CPU renderer, which drew every capture the
  // same to the bit; the default (GPU, here on software GL) drew SVG a shade differently each time.
  const look = appearance && {
    WEBKIT_SKIA_ENABLE_CPU_RENDERING: '1',
    ...(appearance.scheme === 'dark' && { GTK_THEME: 'Adwaita:dark' }),
  };
  const server = await startDriver(tools, {
    ...process.env,
    ...look,
    DISPLAY: display,
    XDG_CONFIG_HOME: config,
  });
  const stop = () => {
    void stopGroup(server.child);
    rmSync(config, { recursive: true, force: true });
  };
  const starting = new Builder()
    .usingServer(server.url)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: tools.miniBrowser, args: ['--automation'] },
    })
    .build();
  const driver = await starting
    .wait(starting, sessionStartSeconds * 1000, 'Starting a WebKit session')
    .catch((error: unknown) => {
      stop();
      throw error;
    });
  return {
    driver,
    async end() {
      // Ending a session whose browser no longer answers must not hang either: the kill follows.
      await driver.wait(driver.quit(), 5000, 'Ending the WebKit session').catch(() => undefined);
      stop();
    },
  };
}

/** Sets the window so that the viewport is `width` × `height`, adding back what frame and toolbar take. */
async function resizeViewport(driver: WebDriver, width: number, height: number) {
  const sizes = () =>
    driver.executeScript<[number, number, number, number]>(
      'return [innerWidth, innerHeight, outerWidth, outerHeight]',
    );
  const [innerWidth, innerHeight, outerWidth, outerHeight] = await sizes();
  const target = { width: width + outerWidth - innerWidth, height: height + outerHeight - innerHeight };
  await driver.manage().window().setRect(target);
  // The window manager may apply the size a little after setRect returns.
  for (const deadline = Date.now() + 2500; ; await sleep(25)) {
    const now = await sizes();
    if (now[0] === width && now[1] === height) return;
    if (Date.now() > deadline) {
      throw new Error(`WebKit's viewport is ${now.join(' × ')}, and would not become ${width} × ${height}`);
    }
  }
}

function tabOf(driver: WebDriver): EngineTab {
  const pointer = (x: number, y: number) =>
    driver.actions().move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT });
  return {
    async load(url) {
      // The page load strategy is "normal": get() returns once the load event has fired.
      await driver.get(url);
    },
    // The driver's own script, outside the page's CSP; WebDriver waits for a promise it returns.
    evaluate: <T>(expression: string) => driver.executeScript<T>(`return (${expression});`),
    click: (x, y) => pointer(x, y).click().perform(),
    pressAndSlide: (x, y, toX, toY) =>
      pointer(x, y)
        .press()
        .move({ x: Math.round(toX), y: Math.round(toY), origin: Origin.VIEWPORT })
        .release()
        .perform(),
    moveMouse: (x, y) => pointer(x, y).perform(),
    press: (key) => driver.actions().sendKeys(seleniumKey(key)).perform(),
    resize: (width, height) => resizeViewport(driver, width, height),
    async screenshot() {
      // Classic WebDriver captures the viewport only: for a moment, it is as tall as the page,
      // painted three frames first (at once, it was black below its old height).
      const [width, height, pageHeight] = await driver.executeScript<[number, number, number]>(
        'return [innerWidth, innerHeight, document.documentElement.scrollHeight]',
      );
      await resizeViewport(driver, width, pageHeight);
      await driver.executeAsyncScript(
        'const done = arguments[0], frame = (n) => (n ? requestAnimationFrame(() => frame(n - 1)) : done()); frame(3);',
      );
      const png = Buffer.from(await driver.takeScreenshot(), 'base64');
      await resizeViewport(driver, width, height);
      return png;
    },
    async viewport(clip) {
      // WebDriver's capture may show the page as last painted: what a script has just changed is painted first.
      await driver.executeAsyncScript('requestAnimationFrame(() => requestAnimationFrame(arguments[0]))');
      const png = Buffer.from(await driver.takeScreenshot(), 'base64');
      if (!clip) return png;
      // Classic WebDriver captures no part of the viewport alone: the part is cut out here.
      const [whole, part] = [PNG.sync.read(png), new PNG({ width: clip.width, height: clip.height })];
      PNG.bitblt(whole, part, clip.x, clip.y, clip.width, clip.height, 0, 0);
      return PNG.sync.write(part);
    },
    async close() {
      // The session is kept for the next tab; a blank page leaves nothing of this one.
      await driver.get('about:blank');
    },
    rendersAheadOnTimer: true,
  };
}

/** Launches WebKitGTK with `tools`: one window, whose tabs the checks use one at a time. */
export async function launchWebKit(tools: WebKitTools, appearance?: Appearance): Promise<Engine> {
  const xvfbArgs = ['-displayfd', '1', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'];
  const xvfb = startGroup(tools.xvfb, xvfbArgs, process.env);
  const display = `:${await firstLine(xvfb, 'Xvfb')}`;
  const start = () => startSession(tools, display, appearance);
  const session = await start()
    .catch((error: unknown) => {
      console.warn(`${String(error)}; starting it again.`);
      return start();
    })
    .catch((error: unknown) => {
      void stopGroup(xvfb);
      throw error;
    });
  const capabilities = await session.driver.getCapabilities();
  return {
    version: `WebKitGTK ${String(capabilities.get('browserVersion'))}`,
    async open() {
      await resizeViewport(session.driver, defaultViewport.width, defaultViewport.height);
      return tabOf(session.driver);
    },
    async close() {
      await session.end();
      void stopGroup(xvfb);
    },
  };
}
