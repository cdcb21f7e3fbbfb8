import type { AnyRouter, ParsedLocation } from '@tanstack/react-router';
import { secondsOf } from '../styles/cssTime';
import { shownParts } from './Pages';
import { mainContentId } from '../layout/SkipLink';

/** What the router tells `onRendered` listeners about a navigation. */
interface LocationChange {
  readonly fromLocation?: ParsedLocation;
  readonly toLocation: ParsedLocation;
  readonly pathChanged: boolean;
}

/**
 * Which way a navigation moves the page in, or undefined for not at all: not on the first render,
 * for a change of hash or search alone, or while the visitor asks for reduced motion (read at each
 * navigation, so a change of the setting counts at once). "back" when the new history entry comes
 * before the old one (Back, or a return by history), by the index the router keeps; otherwise
 * "forward" (a link followed, or Forward).
 */
function arrivalOf({ fromLocation, toLocation, pathChanged }: LocationChange) {
  if (!fromLocation || !pathChanged || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  return toLocation.state.__TSR_index < fromLocation.state.__TSR_index ? 'back' : 'forward';
}

/**
 * Moves each page in as it arrives: once the router has rendered it, the page in `<main>` comes
 * in from `--page-shift` to the right (to the left going back) and fades in from
 * `--page-enter-opacity`, for `--duration-calm` at `--easing-calm` (src/styles/base.css,
 * tokens.css). The header and footer stand still. It starts in the frame that first draws the new
 * page, faint and a little to the side, so the page arrives as soon as it would without motion.
 * A page that arrives while the last one still moves starts from the beginning. Browsers without
 * the Web Animations API navigate without it.
 */
export function movePagesIn(router: AnyRouter): void {
  let moving: Animation[] = [];
  router.subscribe('onRendered', (change) => {
    const arrival = arrivalOf(change);
    const main = document.getElementById(mainContentId);
    if (!arrival || typeof main?.animate !== 'function') return;
    moving.forEach((animation) => animation.cancel());
    const style = getComputedStyle(main);
    const shift = style.getPropertyValue('--page-shift').trim();
    const keyframes = {
      opacity: [Number.parseFloat(style.getPropertyValue('--page-enter-opacity')) || 0, 1],
      translate: [arrival === 'back' ? `calc(-1 * ${shift})` : shift, '0'],
    };
    const timing = {
      duration: secondsOf(style.getPropertyValue('--duration-calm')) * 1000,
      easing: style.getPropertyValue('--easing-calm').trim() || 'ease-out',
    };
    moving = shownParts(main).map((page) => page.animate(keyframes, timing));
  });
}
