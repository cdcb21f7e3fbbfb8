/** Pictures of a page read into pixels, and what WCAG asks of them: focus drawn, no flashing, contrast. */
import { PNG } from 'pngjs';
import { contrastRatio, relativeLuminance } from '../../scripts/build/contrast';

/** Pixels, row by row, four bytes each (red, green, blue, alpha). */
export interface Picture {
  readonly width: number;
  readonly height: number;
  readonly rgba: Uint8Array;
}

export function readPng(png: Buffer): Picture {
  const { width, height, data } = PNG.sync.read(png);
  return { width, height, rgba: data };
}

/** sRGB channel values, 0–255, as linear light (WCAG's relative luminance). */
const linear = Array.from({ length: 256 }, (_, value) =>
  value / 255 <= 0.03928 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4,
);

/** The relative luminance of each pixel. */
export function luminances({ rgba }: Picture): Float32Array {
  const found = new Float32Array(rgba.length / 4);
  for (let at = 0; at < found.length; at++) {
    const [red = 0, green = 0, blue = 0] = [rgba[at * 4], rgba[at * 4 + 1], rgba[at * 4 + 2]];
    found[at] = 0.2126 * (linear[red] ?? 0) + 0.7152 * (linear[green] ?? 0) + 0.0722 * (linear[blue] ?? 0);
  }
  return found;
}

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * How much of each side of `box` (top, bottom, left, right) has a focus indicator drawn along it: the share
 * of places along its middle half (clear of rounded corners) where, within 10 CSS px outside it, at least 2
 * px changed between the pictures without and with focus to a colour 3:1 or more from the one before (WCAG
 * 1.4.11 and 2.4.7). The pictures are `width` CSS px wide; `box` is measured from their top left.
 */
export function focusDrawn(withFocus: Picture, without: Picture, box: Box, width: number): number[] {
  const [after, before, scale] = [luminances(withFocus), luminances(without), withFocus.width / width];
  const changed = (x: number, y: number) => {
    const [column, row] = [Math.round(x * scale), Math.round(y * scale)];
    const inside = column >= 0 && row >= 0 && column < withFocus.width && row < withFocus.height;
    const at = row * withFocus.width + column;
    return inside && contrastRatio(before[at] ?? 0, after[at] ?? 0) >= 3;
  };
  const { left, top, right, bottom } = box;
  // Each side: where it starts, the way along it and the way out of the box.
  const sides = [
    [left, top, 1, 0, 0, -1],
    [left, bottom, 1, 0, 0, 1],
    [left, top, 0, 1, -1, 0],
    [right, top, 0, 1, 1, 0],
  ] as const;
  return sides.map(([x, y, alongX, alongY, outX, outY]) => {
    const length = alongX ? right - left : bottom - top;
    const places = Array.from({ length: Math.max(1, Math.floor(length / 2)) }, (_, at) => length / 4 + at);
    const steps = Array.from({ length: 12 }, (_, step) => step - 1);
    const drawn = (along: number) =>
      steps.filter((out) => changed(x + alongX * along + outX * out, y + alongY * along + outY * out))
        .length >= 2;
    return places.filter(drawn).length / places.length;
  });
}

/**
 * The area, in CSS px², that flashes more than three times in `frames` (a second of them at most):
 * over six opposing changes of relative luminance by 0.1 or more with the darker below 0.8, or of
 * turning saturated red and back (WCAG 2.3.1's general and red flashes).
 */
export function flashingArea(frames: readonly Picture[], viewportWidth: number): number {
  const { width = 0, height = 0 } = frames[0] ?? {};
  const size = width * height;
  const [level, rising, changes] = [
    new Float32Array(size).fill(-1),
    new Int8Array(size),
    new Uint8Array(size),
  ];
  const [red, redChanges] = [new Uint8Array(size), new Uint8Array(size)];
  for (const frame of frames) {
    const now = luminances(frame);
    for (let at = 0; at < size; at++) {
      const [r = 0, g = 0, b = 0] = [frame.rgba[at * 4], frame.rgba[at * 4 + 1], frame.rgba[at * 4 + 2]];
      const isRed = r > 0 && r >= 0.8 * (r + g + b) ? 1 : 0;
      if (level[at] !== -1 && isRed !== red[at]) redChanges[at] = (redChanges[at] ?? 0) + 1;
      red[at] = isRed;
      const [was = -1, is = 0] = [level[at], now[at]];
      const direction = Math.sign(is - was);
      if (was === -1 || direction === rising[at]) level[at] = is;
      else if (Math.abs(is - was) >= 0.1 && Math.min(is, was) < 0.8) {
        [level[at], rising[at], changes[at]] = [is, direction, (changes[at] ?? 0) + 1];
      }
    }
  }
  const flashing = changes.filter((count, at) => count > 6 || (redChanges[at] ?? 0) > 6).length;
  return flashing / (width / viewportWidth) ** 2;
}

/**
 * A text whose contrast axe could not decide, as the page measures it: its colour (RGB 0–255, alpha
 * 0–1); whether it is WCAG's large text (24 px, or 18.66 px bold: 3:1, not 4.5:1); whether it is a
 * glyph hidden from assistive technology with no letters (an arrow), whose link's words are the text.
 */
interface TextToMeasure {
  readonly colour: readonly [number, number, number, number];
  readonly large: boolean;
  readonly decorative: boolean;
}

/**
 * Run in the page (sent as source: self-contained): reads each element's text colour (`targets`
 * are selectors), then makes all text transparent (captions share a place), so a picture shows the
 * real background behind it. A constructed style sheet, which the page's CSP does not govern.
 */
function hideTexts(targets: string[]): TextToMeasure[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    '* { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; }',
  );
  const texts = targets.map((target) => {
    const element = document.querySelector(target);
    if (!element) throw new Error(`No element ${target}`);
    const style = getComputedStyle(element);
    const [red = 0, green = 0, blue = 0, alpha = 1] = (style.color.match(/[\d.]+/g) ?? []).map(Number);
    const [size, weight] = [parseFloat(style.fontSize), Number(style.fontWeight)];
    return {
      colour: [red, green, blue, alpha] as const,
      large: size >= 24 || (size >= 18.66 && weight >= 700),
      decorative:
        element.closest('[aria-hidden="true"]') !== null && !/[\p{L}\p{N}]/u.test(element.textContent ?? ''),
    };
  });
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return texts;
}

/** In the page: scrolls the first of `targets` into view, painted; boxes wholly in view (first always). */
async function boxesInView(targets: string[]): Promise<[number, Box][]> {
  document.querySelector(targets[0] ?? '')?.scrollIntoView({ block: 'center', behavior: 'instant' });
  // Painted as it is now before the picture (WebKit's would show the text otherwise).
  await new Promise(requestAnimationFrame);
  await new Promise(requestAnimationFrame);
  return targets.flatMap((target, index): [number, Box][] => {
    const { left, top, right, bottom } =
      document.querySelector(target)?.getBoundingClientRect() ?? new DOMRect();
    const inView = top >= 0 && left >= 0 && bottom <= innerHeight && right <= innerWidth;
    return index === 0 || inView ? [[index, { left, top, right, bottom }]] : [];
  });
}

/** The lowest contrast between a text's colour and any background pixel in its box. */
function lowestContrast(
  background: Picture,
  box: Box,
  colour: TextToMeasure['colour'],
  viewportWidth: number,
) {
  const scale = background.width / viewportWidth;
  const [red, green, blue, alpha] = colour;
  const blend = (text: number, under: number) => Math.round(alpha * text + (1 - alpha) * under);
  const [top, bottom] = [
    Math.max(0, Math.round(box.top * scale)),
    Math.min(background.height, box.bottom * scale),
  ];
  const [left, right] = [
    Math.max(0, Math.round(box.left * scale)),
    Math.min(background.width, box.right * scale),
  ];
  let lowest = 21;
  for (let row = top; row < bottom; row++) {
    for (let column = left; column < right; column++) {
      const at = (row * background.width + column) * 4;
      const [r = 0, g = 0, b = 0] = background.rgba.subarray(at, at + 3);
      const text = relativeLuminance(blend(red, r), blend(green, g), blend(blue, b));
      lowest = Math.min(lowest, contrastRatio(text, relativeLuminance(r, g, b)));
    }
  }
  return lowest;
}

/** A page, as each kind of test drives one: a script run in it, and a picture of its viewport. */
export interface MeasuredPage {
  evaluate<Argument, Result>(script: (argument: Argument) => Result, argument: Argument): Promise<Result>;
  viewport(): Promise<Buffer>;
}

/**
 * Decides from pixels what axe's colour-contrast check left for review (text on a gradient): each
 * text's colour against every pixel of the background behind it must reach WCAG 1.4.3's 4.5:1 (3:1
 * when large). Anything else axe left (`incomplete`: rule and selectors) is not decided, and fails.
 */
export async function decideIncomplete(
  page: MeasuredPage,
  incomplete: readonly { id: string; targets: string[] }[],
): Promise<string[]> {
  const problems = incomplete
    .filter(({ id }) => id !== 'color-contrast')
    .map(({ id, targets }) => `${id} needs review on ${targets.join(', ')}: no test decides it`);
  // In forced colours the visitor's own palette draws every text, whose contrast is theirs to set.
  const forced = await page.evaluate(() => matchMedia('(forced-colors: active)').matches, undefined);
  const targets = forced ? [] : (incomplete.find(({ id }) => id === 'color-contrast')?.targets ?? []);
  const texts = await page.evaluate(hideTexts, targets);
  const viewportWidth = await page.evaluate(() => innerWidth, undefined);
  // One picture for every text the viewport shows at once, scrolling to the next text left.
  for (let left = targets.map((_, index) => index); left.length > 0;) {
    const boxes = await page.evaluate(
      boxesInView,
      left.map((index) => targets[index] ?? ''),
    );
    const picture = readPng(await page.viewport());
    for (const [at, box] of boxes) {
      const [target = '', text] = [targets[left[at] ?? 0], texts[left[at] ?? 0]];
      if (text?.decorative) continue;
      const ratio = lowestContrast(picture, box, text?.colour ?? [0, 0, 0, 1], viewportWidth);
      const needed = text?.large ? 3 : 4.5;
      if (box.right - box.left < 1 || box.bottom - box.top < 1) problems.push(`${target}: no box to measure`);
      else if (ratio < needed)
        problems.push(`${target}: ${ratio.toFixed(2)}:1 against its background, below ${needed}:1`);
    }
    left = left.filter((_, at) => !boxes.some(([seen]) => seen === at));
  }
  // Undoes hideTexts.
  await page.evaluate(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1);
  }, undefined);
  return problems;
}
