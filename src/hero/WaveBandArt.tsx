/**
 * The three wave bands, drawn in SVG and scaled with their container. Decorative for assistive
 * technology: the radios laid over it carry the names and the state.
 *
 * What each band looks like, selected or not, is drawn by WaveBands.css from the checked radio,
 * before hydration as after. Once React owns the page, this component only animates the change
 * between those two looks, with framer-motion's small Web Animations build, when told the band
 * has changed (`BandMotion`): in the task that checks its radio, so no frame shows the new look
 * before its animation has begun.
 */
import { useAnimate } from 'framer-motion/mini';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, type Ref } from 'react';
import { bands, type Band } from '../../machines/heroMachine';
import { checkedBandIn } from './checkedBand';
import { secondsOf } from '../styles/cssTime';

/** What the drawing does when the selected band changes. */
export interface BandMotion {
  /** Animates the drawing from the band it shows to `band`, whose radio is checked now. */
  readonly moveTo: (band: Band) => void;
}

/** Props of {@link WaveBandArt}. */
export interface WaveBandArtProps {
  /** Told of each change of band; the stylesheet draws the checked radio. */
  readonly ref?: Ref<BandMotion>;
  /** Makes every change instant, opacity included. */
  readonly prefersReducedMotion: boolean;
}

/** Drawing units: three slots of 100 units, one per band, 480 wide. */
const viewBox = { width: 480, height: 300 } as const;
const slotHeight = viewBox.height / bands.length;
/** Side margin and band thickness leave room for the selected band to grow inside its slot. */
const bandInset = 40;
const bandThickness = 56;
/** Half a wavelength, in drawing units; the band's width is a whole number of them. */
const halfWave = 50;

/** Deeper bands swell more: amplitude in drawing units, per band. */
const amplitude: Record<Band, number> = { one: 5, two: 9, three: 13 };

/** A closed band whose top and bottom edges are parallel waves. */
function wavePath(band: Band): string {
  const centre = slotHeight * (bands.indexOf(band) + 0.5);
  const top = centre - bandThickness / 2;
  const bottom = centre + bandThickness / 2;
  const halfWaves = (viewBox.width - 2 * bandInset) / halfWave;
  const rise = amplitude[band];
  // The bottom edge runs back from the right, so it starts on the opposite phase.
  const returnRise = halfWaves % 2 === 0 ? rise : -rise;
  const onward = ` t${halfWave} 0`.repeat(halfWaves - 1);
  const back = ` t${-halfWave} 0`.repeat(halfWaves - 1);
  return (
    `M${bandInset} ${top} q${halfWave / 2} ${-rise} ${halfWave} 0${onward}` +
    ` L${viewBox.width - bandInset} ${bottom} q${-halfWave / 2} ${returnRise} ${-halfWave} 0${back} Z`
  );
}

const paths: Record<Band, string> = { one: wavePath('one'), two: wavePath('two'), three: wavePath('three') };

/** How a band is drawn at a moment. */
interface BandLook {
  readonly scale: number;
  readonly opacity: number;
}

/** A band's two looks, as WaveBands.css draws them. */
interface BandLooks {
  readonly selected: BandLook;
  readonly resting: BandLook;
  /** Seconds a change takes (the calm duration token). */
  readonly duration: number;
  /** Its pace (the calm easing token). */
  readonly easing: Easing;
}

/** A cubic Bézier easing's four numbers, as framer-motion takes them. */
type Easing = readonly [number, number, number, number] | 'easeOut';

/** A CSS `cubic-bezier(…)` as its four numbers; for anything else the usual ease-out. */
export function easingOf(cssEasing: string): Easing {
  const points = /^\s*cubic-bezier\(([^)]*)\)\s*$/.exec(cssEasing)?.[1]?.split(',').map(Number);
  return points?.length === 4 && points.every(Number.isFinite)
    ? (points as unknown as readonly [number, number, number, number])
    : 'easeOut';
}

/** Reads the looks from the stylesheet's custom properties: the CSS is their one source. */
function looksFromStylesheet(element: Element): BandLooks {
  const style = getComputedStyle(element);
  const number = (property: string) => Number.parseFloat(style.getPropertyValue(property));
  return {
    selected: { scale: number('--wave-band-selected-scale'), opacity: 1 },
    resting: { scale: 1, opacity: number('--wave-band-resting-opacity') },
    duration: secondsOf(style.getPropertyValue('--duration-calm')),
    easing: easingOf(style.getPropertyValue('--easing-calm')),
  };
}

/**
 * Stops a band's running change where it is and returns that look as the next change's first
 * keyframes. Stopping it ourselves matters: left to framer-motion, an interrupted animation is
 * stopped with `commitStyles()`, which WebKit implements by writing the `style` attribute, a
 * violation of the site's CSP (`style-src 'self'`), so Safari blocks it and the band jumps.
 */
function stopMoving(shape: SVGPathElement): BandLook | null {
  const style = getComputedStyle(shape);
  const now = { scale: Number.parseFloat(style.scale), opacity: Number.parseFloat(style.opacity) };
  for (const animation of shape.getAnimations()) animation.cancel();
  return Number.isFinite(now.scale) && Number.isFinite(now.opacity) ? now : null;
}

/** Draws the bands; once hydrated, a change of band is animated unless motion is reduced. */
export function WaveBandArt({ ref, prefersReducedMotion }: WaveBandArtProps) {
  const [scope, animate] = useAnimate<SVGSVGElement>();
  // What the stylesheet draws: the checked radio, which before hydration the visitor may have
  // changed without React knowing.
  const drawn = useRef<Band | undefined>(undefined);
  // The looks as they were when the visitor reached for a band (pointer down, a key): read after
  // the change, they would make the browser work out the whole new drawing inside the tap.
  const looksBefore = useRef<BandLooks | null>(null);
  // The bands still moving: only these are read and stopped at the next change.
  const moving = useRef(new Set<SVGPathElement>());

  useEffect(() => {
    const figure = scope.current?.parentElement;
    if (!figure || prefersReducedMotion) return;
    const read = () => (looksBefore.current = looksFromStylesheet(figure));
    for (const type of ['pointerdown', 'keydown']) figure.addEventListener(type, read, true);
    return () => {
      for (const type of ['pointerdown', 'keydown']) figure.removeEventListener(type, read, true);
    };
  }, [scope, prefersReducedMotion]);

  useLayoutEffect(() => {
    drawn.current = checkedBandIn(scope.current?.closest('.wave-bands'));
  }, [scope]);

  const moveTo = (to: Band) => {
    const art = scope.current;
    const from = drawn.current;
    drawn.current = to;
    // Browsers without the Web Animations API simply switch, as under reduced motion.
    if (!art || !from || from === to || prefersReducedMotion || typeof art.animate !== 'function') return;

    // A change the visitor made has its looks read already; the rotation's own reads them now.
    const looks = looksBefore.current ?? looksFromStylesheet(art);
    looksBefore.current = null;
    for (const band of [from, to]) {
      const shape = art.querySelector<SVGPathElement>(`.wave-bands__band--${band}`);
      if (!shape) continue;
      const [start, end] = band === to ? [looks.resting, looks.selected] : [looks.selected, looks.resting];
      // A band still moving from the last change starts from where it is now.
      const first = (moving.current.delete(shape) && stopMoving(shape)) || start;
      moving.current.add(shape);
      void animate(
        shape,
        { scale: [first.scale, end.scale], opacity: [first.opacity, end.opacity] },
        { duration: looks.duration, ease: looks.easing },
      ).then(() => {
        // The end look is the stylesheet's own: hand the band back to it.
        moving.current.delete(shape);
        shape.style.removeProperty('scale');
        shape.style.removeProperty('opacity');
      });
    }
  };

  useImperativeHandle(ref, () => ({ moveTo }));

  // Leaving the page mid-change: the bands go with it, so nothing needs committing.
  useLayoutEffect(() => {
    const bandsMoving = moving.current;
    return () => bandsMoving.forEach(stopMoving);
  }, []);

  return (
    <svg
      ref={scope}
      className="wave-bands__art"
      viewBox={`0 0 ${viewBox.width} ${viewBox.height}`}
      aria-hidden="true"
      focusable="false"
    >
      {bands.map((band) => (
        <path key={band} className={`wave-bands__band wave-bands__band--${band}`} d={paths[band]} />
      ))}
    </svg>
  );
}
