/**
 * The prerendered hero: band one checked, every caption, no inline styles, no timers; the
 * stylesheet's checked-radio rules selecting each band's caption, name and drawing; and a pick
 * at the one moment only this layer can stage, React's commit before the machine starts. (Picks,
 * keys and hover before hydration in a real browser: tests/e2e/hero-first-paint.spec.ts.)
 */
import { act } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bands, type Band } from '../../machines/heroMachine';
import { waveBandsCopy } from '../content/hero';
import { takeSent } from '../../tests/support/heroEvents';
import { bandRadio, bandsGraphic, checkedBand, reducedMotionSetting } from '../../tests/support/waveBands';
import { WaveBands } from './WaveBands';

vi.mock('./devInspector', () => import('../../tests/support/heroEvents'));

function serverRender() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<WaveBands />);
  return container;
}

it('has band one checked, each band described by its caption, the rotation control disabled, no style attribute, no timer', () => {
  vi.useFakeTimers();
  const html = serverRender();
  expect(vi.getTimerCount()).toBe(0);
  const radios = [...html.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
  expect(radios.filter((radio) => radio.hasAttribute('checked')).map((radio) => radio.value)).toEqual([
    'one',
  ]);
  // Every caption is in the page, for the stylesheet to show the checked band's.
  const captions = radios.map((radio) =>
    html.querySelector(`[id="${radio.getAttribute('aria-describedby')}"]`),
  );
  expect(captions.map((caption) => caption?.textContent)).toEqual(
    Object.values(waveBandsCopy.bands).map((band) => band.caption),
  );
  // Nothing rotates until the page is interactive.
  expect(html.querySelector('button')?.disabled).toBe(true);
  // A strict style-src would block it.
  expect(html.innerHTML).not.toMatch(/\sstyle=/);
});

/** WaveBands.css's selectors that read the checked radio, wherever they stand (@media included). */
const checkedSelectors = readFileSync(`${import.meta.dirname}/WaveBands.css`, 'utf8')
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .split(/[{}]/)
  .filter((_, index, parts) => index < parts.length - 1)
  .flatMap((prelude) => prelude.split(','))
  .map((selector) => selector.trim())
  .filter((selector) => selector.includes(':checked'));

it.each(bands)(
  'draws band %s as WaveBands.css draws a checked radio: its caption, its name and its band are selected, no other',
  (band) => {
    const html = serverRender();
    const radios = [...html.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    for (const radio of radios) radio.checked = radio.value === band;
    const drawn = new Set(checkedSelectors.flatMap((selector) => [...html.querySelectorAll(selector)]));
    const parts = radios.map((radio, index) => ({
      caption: html.querySelector(`[id="${radio.getAttribute('aria-describedby')}"]`),
      name: radio.closest('label')?.querySelector(':not(input)'),
      drawing: html.querySelectorAll('svg path')[index],
    }));
    const selected = parts.map((part) =>
      Object.entries(part).filter(([, element]) => element && drawn.has(element)),
    );
    expect(
      selected.map((found) => found.map(([part]) => part)),
      "WaveBands.css must select the checked band's caption, name and drawing by the classes WaveBands.tsx gives them",
    ).toEqual(bands.map((each) => (each === band ? ['caption', 'name', 'drawing'] : [])));
  },
);

describe('taking over from the prerendered page', () => {
  let container: HTMLElement;
  let root: Root | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    takeSent();
    container = serverRender();
    document.body.append(container);
  });

  afterEach(() => {
    if (root) act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  async function hydrate(children: ReactNode = <WaveBands />) {
    root = await act(async () => hydrateRoot(container, children));
  }

  /**
   * Plays the visitor clicking `band` at the earliest moment React handles input: its commit,
   * after the page is hydrated but before the machine has started (passive effects).
   */
  function ClickAtCommit({ band }: { band: Band }) {
    useLayoutEffect(() => bandRadio(band).click(), [band]);
    return null;
  }

  /** Plays the browser's answer to `selector` for `element` (jsdom has no :hover, and no :focus-visible of its own). */
  function matchesAlso(element: Element, selector: string) {
    const matches = Element.prototype.matches;
    vi.spyOn(element, 'matches').mockImplementation(function (this: Element, asked: string) {
      return asked === selector || matches.call(this, asked);
    });
  }

  it('reports a band picked, keyboard focus in the hero and a resting pointer as the events they would have sent', async () => {
    reducedMotionSetting(false, true);
    bandRadio('three').click();
    bandRadio('three').focus();
    matchesAlso(bandRadio('three'), ':focus-visible');
    matchesAlso(bandsGraphic(), ':hover');
    await hydrate();
    expect(takeSent().slice(0, 3)).toEqual([
      { type: 'CLICK', band: 'three' },
      { type: 'FOCUS_ENTERED' },
      { type: 'HOLD', reason: 'pointer' },
    ]);
  });

  it('reports nothing for band one, focus a click gave, or a finger resting where it tapped', async () => {
    reducedMotionSetting(false, false);
    bandRadio('one').focus();
    matchesAlso(bandsGraphic(), ':hover');
    await hydrate();
    expect(
      takeSent().filter(({ type }) => type !== 'MOTION_PREFERENCE_CHANGED' && type !== 'RELEASE'),
    ).toEqual([]);
  });

  it('reports no focus when keyboard focus is elsewhere on the page', async () => {
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    matchesAlso(elsewhere, ':focus-visible');
    await hydrate();
    elsewhere.remove();
    expect(takeSent()).not.toContainEqual({ type: 'FOCUS_ENTERED' });
  });

  it('keeps a pick made before hydration and one made before the machine starts, in that order', async () => {
    const page = (
      <>
        <WaveBands />
        <ClickAtCommit band="three" />
      </>
    );
    // Prerendered as the same tree: useId counts siblings, so hydrating more than the prerender
    // would be a mismatch of the test's own making.
    container.innerHTML = renderToString(page);
    bandRadio('two').click();
    await hydrate(page);
    expect(checkedBand()).toBe('three');
  });
});
