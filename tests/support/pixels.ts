/**
 * Pictures of a page, as any engine's driver takes them, read into pixels (with pngjs), and what
 * WCAG asks of them: a focus indicator drawn, and no flashing.
 */
import { PNG } from 'pngjs';
import { contrastRatio } from '../../scripts/build/contrast';

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

/** A box of the viewport, in CSS pixels. */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/**
 * How much of each side of `box` (top, bottom, left, right) has a focus indicator drawn along it:
 * the share of places along its middle half (clear of rounded corners) where, within 10 CSS px
 * outside it, at least 2 px changed between the pictures without and with focus to a colour 3:1
 * or more from the one before (WCAG 1.4.11 and 2.4.7: seen, and against what it covers).
 */
export function focusDrawn(withFocus: Picture, without: Picture, box: Box, viewportWidth: number): number[] {
  const [after, before, scale] = [
    luminances(withFocus),
    luminances(without),
    withFocus.width / viewportWidth,
  ];
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
