/**
 * The three wave bands, drawn in SVG and scaled with their container. Decorative for assistive
 * technology: the radios laid over it carry the names and the state.
 */
import { LazyMotion, m, MotionConfig, type Transition } from 'framer-motion';
import { bands, type Band } from '../../machines/heroMachine';
import { useHasHydrated } from './useHasHydrated';

/** Props of {@link WaveBandArt}. */
export interface WaveBandArtProps {
  /** The band drawn enlarged. */
  readonly selectedBand: Band;
  /** Makes every change instant, opacity included (MotionConfig only covers transforms). */
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
/** The selected band's size relative to the others (WaveBands.css draws the same before hydration). */
const selectedScale = 1.08;
/** How visible the bands that are not selected stay (likewise mirrored in WaveBands.css). */
const restingOpacity = 0.7;
/** Seconds; matches --duration-calm in src/styles/tokens.css. */
const enlargeDuration = 0.45;

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

const loadMotionFeatures = () => import('./motionFeatures').then((module) => module.default);

/** Draws the bands; after hydration the selected one grows with framer-motion. */
export function WaveBandArt({ selectedBand, prefersReducedMotion }: WaveBandArtProps) {
  // Server markup stays free of inline styles (a strict style-src blocks them): CSS draws the
  // selection until React owns the page, then the animated elements take over.
  const animated = useHasHydrated();
  const transition: Transition = prefersReducedMotion
    ? { duration: 0 }
    : { duration: enlargeDuration, ease: 'easeOut' };

  return (
    <svg
      className="wave-bands__art"
      viewBox={`0 0 ${viewBox.width} ${viewBox.height}`}
      aria-hidden="true"
      focusable="false"
    >
      <MotionConfig reducedMotion="user" transition={transition}>
        <LazyMotion features={loadMotionFeatures} strict>
          {bands.map((band) => {
            const selected = band === selectedBand;
            const className = `wave-bands__band wave-bands__band--${band}${selected ? ' wave-bands__band--selected' : ''}`;
            return animated ? (
              <m.path
                key={band}
                className={className}
                d={paths[band]}
                initial={false}
                animate={{
                  scale: selected ? selectedScale : 1,
                  opacity: selected ? 1 : restingOpacity,
                }}
              />
            ) : (
              <path key={band} className={className} d={paths[band]} />
            );
          })}
        </LazyMotion>
      </MotionConfig>
    </svg>
  );
}
