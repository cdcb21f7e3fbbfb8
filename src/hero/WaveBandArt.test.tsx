/**
 * Motion of the bands, on one fake clock for the whole file: framer-motion's frame loop keeps
 * the animation-frame scheduler it first met, so a clock swapped between tests would stall it.
 */
import { act, render } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { WaveBandArt } from './WaveBandArt';

beforeAll(() => {
  vi.useFakeTimers();
});

afterEach(async () => {
  // Let every animation finish, so the next test starts from rest.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1000);
  });
});

afterAll(() => {
  vi.useRealTimers();
});

/** Band three's opacity and transform three frames after it becomes the selected band. */
async function bandThreeShortlyAfterSelecting(prefersReducedMotion: boolean) {
  const view = render(<WaveBandArt selectedBand="one" prefersReducedMotion={prefersReducedMotion} />);
  await act(async () => {
    await import('./motionFeatures');
  });
  view.rerender(<WaveBandArt selectedBand="three" prefersReducedMotion={prefersReducedMotion} />);
  for (let frame = 0; frame < 3; frame += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(16);
    });
  }
  const shape = view.container.querySelectorAll<SVGPathElement>('.wave-bands__band')[2];
  return { opacity: shape?.style.opacity, transform: shape?.style.transform };
}

it('switches bands instantly under reduced motion, opacity included', async () => {
  expect(await bandThreeShortlyAfterSelecting(true)).toEqual({
    opacity: '1',
    transform: 'scale(1.08)',
  });
});

it('animates the switch when motion is allowed', async () => {
  const { opacity } = await bandThreeShortlyAfterSelecting(false);
  expect(Number(opacity)).toBeGreaterThan(0.7);
  expect(Number(opacity)).toBeLessThan(1);
});

it('marks the selected band for the stylesheet (used before hydration and in forced colours)', () => {
  const { container } = render(<WaveBandArt selectedBand="two" prefersReducedMotion={false} />);
  const selected = container.querySelectorAll('.wave-bands__band--selected');
  expect([...selected].map((shape) => shape.classList.contains('wave-bands__band--two'))).toEqual([true]);
});

it('is hidden from assistive technology: the radios carry the meaning', () => {
  const { container } = render(<WaveBandArt selectedBand="one" prefersReducedMotion={false} />);
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});
