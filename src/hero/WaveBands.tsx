/**
 * The hero's interactive graphic: three wave bands the visitor can pick from, rotating by
 * themselves until stopped, with the selected band's caption underneath.
 * Radio group: https://www.w3.org/WAI/ARIA/apg/patterns/radio/ (native radios give arrows with
 * wrap-around, Space, and one tab stop on the checked band).
 * Rotation control: https://www.w3.org/WAI/ARIA/apg/patterns/carousel/
 */
import { memo, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { bands, selectedBand, type Band } from '../../machines/heroMachine';
import { waveBandsCopy } from '../content/hero';
import { useHasHydrated } from './useHasHydrated';
import { useHeroRotation, type BandPicking } from './useHeroRotation';
import { WaveBandArt, type BandMotion } from './WaveBandArt';
import './WaveBands.css';

/** The arrow keys, and which way each moves through the bands. */
const arrowSteps: Readonly<Record<string, 1 | -1>> = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
};

/**
 * The band an arrow key moves to from `band`, wrapping around at either end, or undefined for any
 * other key. Browsers disagree at the ends (WebKit stops there), so once the app runs it decides.
 */
function bandAfterArrow(event: KeyboardEvent, band: Band): Band | undefined {
  const step = arrowSteps[event.key];
  if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined;
  return bands[(bands.indexOf(band) + step + bands.length) % bands.length];
}

/** The wave-band graphic, ready to drop into the landing page's hero. Takes no props. */
export function WaveBands() {
  const hero = useHeroRotation();
  // Nothing rotates until the page is interactive (nor ever without JavaScript), so until then
  // the control is disabled, and CSS keeps its place without showing it.
  const interactive = useHasHydrated();
  const headingId = useId();
  const radioName = useId();
  const captionId = useId();
  const rotationLabel = hero.isRotating ? waveBandsCopy.stopRotation : waveBandsCopy.startRotation;
  // Orca reads no new name on a focused button, so once the visitor has pressed it a polite
  // status says what it is now; it exists from the first paint, as screen readers expect.
  const [rotationPressed, setRotationPressed] = useState(false);

  return (
    <section className="wave-bands" aria-labelledby={headingId} {...hero.regionProps}>
      <h2 id={headingId} className="wave-bands__heading">
        {waveBandsCopy.heading}
      </h2>
      <button
        type="button"
        className="wave-bands__rotation"
        disabled={!interactive}
        onClick={() => {
          hero.toggleRotation();
          setRotationPressed(true);
        }}
      >
        {rotationLabel}
      </button>
      <p role="status" className="visually-hidden">
        {rotationPressed ? rotationLabel : ''}
      </p>

      <div className="wave-bands__figure" {...hero.graphicProps}>
        <BandPicker
          picking={hero.picking}
          prefersReducedMotion={hero.prefersReducedMotion}
          headingId={headingId}
          radioName={radioName}
          captionId={captionId}
        />
      </div>
      <Captions captionId={captionId} />
    </section>
  );
}

/** Props of {@link BandPicker}. */
interface BandPickerProps {
  readonly picking: BandPicking;
  readonly prefersReducedMotion: boolean;
  /** The hero's heading, the radio group's name. */
  readonly headingId: string;
  /** The radios' `name`. */
  readonly radioName: string;
  /** Each band's caption is `${captionId}-${band}`. */
  readonly captionId: string;
}

/**
 * The drawing and the radios over it. A band change renders nothing: the checked radio is the
 * page's selection, which the stylesheet draws (the captions and names are all there). A tap checks
 * it natively; the machine's own changes (rotation, arrows) check it here, as the machine makes
 * them, and the drawing animates to it in the same task, before the browser paints the change.
 */
const BandPicker = memo(function BandPicker({
  picking,
  prefersReducedMotion,
  headingId,
  radioName,
  captionId,
}: BandPickerProps) {
  // The band of the first render, the server's too: from then on the radios are the browser's.
  const [firstBand] = useState(() => selectedBand(picking.machine.getSnapshot()));
  const motion = useRef<BandMotion>(null);
  // The band an arrow key has checked, from the check until focus follows it (onKeyDown below).
  const focusGoingTo = useRef<Band | null>(null);

  // Subscribed in a layout effect, before the hero sends what the visitor did before hydration.
  useLayoutEffect(() => {
    const subscription = picking.machine.subscribe((snapshot) => {
      const band = selectedBand(snapshot);
      for (const radio of document.getElementsByName(radioName) as NodeListOf<HTMLInputElement>)
        radio.checked = radio.value === band;
      motion.current?.moveTo(band);
    });
    return () => subscription.unsubscribe();
  }, [picking, radioName]);

  return (
    <>
      <WaveBandArt ref={motion} prefersReducedMotion={prefersReducedMotion} />
      <div role="radiogroup" aria-labelledby={headingId} className="wave-bands__options">
        {bands.map((band) => (
          <label key={band} className="wave-bands__option">
            <input
              type="radio"
              className="wave-bands__radio"
              name={radioName}
              value={band}
              defaultChecked={band === firstBand}
              // Its caption is its description: heard once, when focus arrives on the band, and
              // never while the bands rotate by themselves (no live region to interrupt anyone).
              aria-describedby={`${captionId}-${band}`}
              // Taps, clicks and Space; on the band already selected it restarts the countdown.
              onClick={() => picking.select(band)}
              // The APG's arrows, moving focus and selection together, the same in every engine.
              onKeyDown={(event) => {
                const goingTo = focusGoingTo.current;
                // Space on the band focus is leaving would check it again: the arrow's band is.
                if (goingTo && event.key === ' ') event.preventDefault();
                const next = bandAfterArrow(event, goingTo ?? band);
                if (!next) return;
                event.preventDefault();
                const from = event.currentTarget;
                const radio = from
                  .closest('[role="radiogroup"]')
                  ?.querySelector<HTMLInputElement>(`input[value="${next}"]`);
                // Checked (by the machine's subscriber above), then focused two frames later: a
                // screen reader reads the band as focus arrives, and Firefox tells it of the check
                // at the next frame, so on a busy machine Orca said "not selected" when both came
                // before the same frame.
                picking.select(next);
                focusGoingTo.current = next;
                requestAnimationFrame(() =>
                  requestAnimationFrame(() => {
                    if (focusGoingTo.current !== next) return; // a later arrow moves it on
                    focusGoingTo.current = null;
                    // Not if the visitor has moved focus meanwhile (Tab, a click).
                    if (document.activeElement === from) radio?.focus();
                  }),
                );
              }}
            />
            <span className="wave-bands__name">{waveBandsCopy.bands[band].name}</span>
          </label>
        ))}
      </div>
    </>
  );
});

/** Every caption is here; WaveBands.css shows the checked band's alone, to eyes and to AT. */
const Captions = memo(function Captions({ captionId }: { readonly captionId: string }) {
  return (
    <div className="wave-bands__captions">
      {bands.map((band) => (
        <p
          key={band}
          id={`${captionId}-${band}`}
          className={`wave-bands__caption wave-bands__caption--${band}`}
        >
          {waveBandsCopy.bands[band].caption}
        </p>
      ))}
    </div>
  );
});
