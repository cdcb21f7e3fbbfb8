/**
 * The hero's interactive graphic: three wave bands the visitor can pick from, rotating by
 * themselves until stopped, with the selected band's caption underneath.
 * Radio group: https://www.w3.org/WAI/ARIA/apg/patterns/radio/ (native radios give arrows with
 * wrap-around, Space, and one tab stop on the checked band).
 * Rotation control and live caption: https://www.w3.org/WAI/ARIA/apg/patterns/carousel/
 */
import { useId, type KeyboardEvent } from 'react';
import { bands, type Band } from '../../machines/heroMachine';
import { waveBandsCopy } from '../content/hero';
import { useHasHydrated } from './useHasHydrated';
import { useHeroRotation } from './useHeroRotation';
import { WaveBandArt } from './WaveBandArt';
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

  return (
    <section className="wave-bands" aria-labelledby={headingId} {...hero.regionProps}>
      <h2 id={headingId} className="wave-bands__heading">
        {waveBandsCopy.heading}
      </h2>
      <button
        type="button"
        className="wave-bands__rotation"
        disabled={!interactive}
        onClick={hero.toggleRotation}
      >
        {hero.isRotating ? waveBandsCopy.stopRotation : waveBandsCopy.startRotation}
      </button>

      <div className="wave-bands__figure" {...hero.graphicProps}>
        <WaveBandArt selectedBand={hero.selectedBand} prefersReducedMotion={hero.prefersReducedMotion} />
        <div role="radiogroup" aria-labelledby={headingId} className="wave-bands__options">
          {bands.map((band) => {
            const checked = band === hero.selectedBand;
            return (
              <label key={band} className="wave-bands__option">
                <input
                  type="radio"
                  className="wave-bands__radio"
                  name={radioName}
                  value={band}
                  checked={checked}
                  // React reports a radio's change from its click: arrows, Space, taps and clicks.
                  onChange={() => hero.select(band)}
                  // Clicking the band already selected changes nothing, yet restarts the countdown.
                  onClick={() => checked && hero.select(band)}
                  // The APG's arrows, moving focus and selection together, the same in every engine.
                  onKeyDown={(event) => {
                    const next = bandAfterArrow(event, band);
                    if (!next) return;
                    event.preventDefault();
                    const group = event.currentTarget.closest('[role="radiogroup"]');
                    group?.querySelector<HTMLInputElement>(`input[value="${next}"]`)?.focus();
                    hero.select(next);
                  }}
                />
                <span className="wave-bands__name">{waveBandsCopy.bands[band].name}</span>
              </label>
            );
          })}
        </div>
      </div>

      {/* APG carousel: silent while rotating so screen readers aren't interrupted every 3 s. Every
          caption is here; WaveBands.css shows the checked band's alone, to eyes and to AT. */}
      <div className="wave-bands__captions" aria-live={hero.isRotating ? 'off' : 'polite'} aria-atomic="true">
        {bands.map((band) => (
          <p key={band} className={`wave-bands__caption wave-bands__caption--${band}`}>
            {waveBandsCopy.bands[band].caption}
          </p>
        ))}
      </div>
    </section>
  );
}
