/**
 * The drawing itself. Its look comes from WaveBands.css and its motion from the Web Animations
 * API, neither of which jsdom has: in a browser, tests/e2e/hero-first-paint.spec.ts checks that
 * each band is drawn as its radio says and tests/e2e/hero-motion.spec.ts how it moves.
 */
import { act, render } from '@testing-library/react';
import { createRef, type Ref } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { bands, type Band } from '../../machines/heroMachine';
import { secondsOf } from '../styles/cssTime';
import { easingOf, WaveBandArt, type BandMotion } from './WaveBandArt';

it('marks no band selected itself: the checked radio decides, before hydration as after', () => {
  const html = renderToString(<WaveBandArt prefersReducedMotion={false} />);
  expect(html).not.toMatch(/selected|style=/);
});

/** The drawing among the radios it follows, as WaveBands renders it, with `band` checked. */
function AmongTheRadios({ band, motion }: { band: Band; motion: Ref<BandMotion> }) {
  return (
    <div className="wave-bands">
      {bands.map((each) => (
        <input
          key={each}
          type="radio"
          name="band"
          aria-label={each}
          value={each}
          checked={each === band}
          readOnly
        />
      ))}
      <WaveBandArt ref={motion} prefersReducedMotion={false} />
    </div>
  );
}

it('switches without animating where the browser has no Web Animations API', () => {
  const motion = createRef<BandMotion>();
  const { container, rerender } = render(<AmongTheRadios band="one" motion={motion} />);
  rerender(<AmongTheRadios band="three" motion={motion} />);
  act(() => motion.current?.moveTo('three'));
  expect(container.querySelector('svg')?.innerHTML).not.toMatch(/style=/);
});

it('is hidden from assistive technology: the radios carry the meaning', () => {
  const { container } = render(<WaveBandArt prefersReducedMotion={false} />);
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

it.each([
  ['cubic-bezier(0.2, 0.7, 0.2, 1)', [0.2, 0.7, 0.2, 1]],
  [' cubic-bezier(0,0,.58,1) ', [0, 0, 0.58, 1]],
  ['cubic-bezier(0.2, 0.7, 1)', 'easeOut'],
  ['ease-in', 'easeOut'],
])('reads the CSS easing %j as %j', (cssEasing, easing) => {
  expect(easingOf(cssEasing)).toEqual(easing);
});
