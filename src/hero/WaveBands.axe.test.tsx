/**
 * axe in every state the visitor can see: each band selected, rotating and stopped, and the
 * server markup before hydration. Real time (axe schedules its own work), with the hero
 * reported off screen so the countdown holds still while axe runs.
 */
import { fireEvent } from '@testing-library/react';
import { configureAxe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { axeTags } from '../../tests/support/axe';
import { bands } from '../../machines/heroMachine';
import { waveBandsCopy } from '../content/hero';
import { bandRadio, renderWaveBands, rotationButton, viewportStub } from '../../tests/support/waveBands';
import { WaveBands } from './WaveBands';

const axe = configureAxe({ runOnly: { type: 'tag', values: axeTags } });

afterEach(() => {
  vi.unstubAllGlobals();
});

const states = bands.flatMap((band) => [
  { band, rotating: true },
  { band, rotating: false },
]);

it.each(states)(
  'has no violations with band $band selected, rotating: $rotating',
  async ({ band, rotating }) => {
    const viewport = viewportStub();
    const { container } = await renderWaveBands();
    viewport.show(false);
    fireEvent.click(bandRadio(band));
    if (!rotating) fireEvent.click(rotationButton());
    expect(rotationButton()).toHaveTextContent(
      rotating ? waveBandsCopy.stopRotation : waveBandsCopy.startRotation,
    );
    expect(bandRadio(band)).toBeChecked();
    expect(await axe(container)).toHaveNoViolations();
  },
);

it('has no violations in the server markup, before any script runs', async () => {
  const container = document.createElement('main');
  container.innerHTML = renderToString(<WaveBands />);
  document.body.append(container);
  expect(await axe(container)).toHaveNoViolations();
  container.remove();
});
