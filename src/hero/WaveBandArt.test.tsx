/**
 * The drawing itself. Its look comes from WaveBands.css and its motion from the Web Animations
 * API, neither of which jsdom has: tests/e2e/hero-motion.spec.ts checks both in a browser.
 */
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { bands } from '../../machines/heroMachine';
import { secondsOf, WaveBandArt } from './WaveBandArt';

it('draws one shape per band, in band order, each named for the stylesheet', () => {
  const { container } = render(<WaveBandArt selectedBand="two" prefersReducedMotion={false} />);
  const shapes = [...container.querySelectorAll('path')];
  expect(shapes.map((shape) => shape.getAttribute('class'))).toEqual(
    bands.map((band) => `wave-bands__band wave-bands__band--${band}`),
  );
});

it('marks no band selected itself: the checked radio decides, before hydration as after', () => {
  const html = renderToString(<WaveBandArt selectedBand="three" prefersReducedMotion={false} />);
  expect(html).not.toMatch(/selected|style=/);
});

it('switches without animating where the browser has no Web Animations API', () => {
  const { container, rerender } = render(<WaveBandArt selectedBand="one" prefersReducedMotion={false} />);
  rerender(<WaveBandArt selectedBand="three" prefersReducedMotion={false} />);
  expect(container.querySelector('svg')?.innerHTML).not.toMatch(/style=/);
});

it('is hidden from assistive technology: the radios carry the meaning', () => {
  const { container } = render(<WaveBandArt selectedBand="one" prefersReducedMotion={false} />);
  expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

it.each([
  ['450ms', 0.45],
  ['.45s', 0.45],
  [' 0.2s ', 0.2],
  ['', 0],
  ['calm', 0],
])('reads the CSS time %j as %d seconds', (cssTime, seconds) => {
  expect(secondsOf(cssTime)).toBe(seconds);
});
