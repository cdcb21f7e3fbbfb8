/**
 * axe on the hero's markup in each state it can be in: rotating, stopped, and the server markup
 * before hydration. Real time (axe schedules its own work), with the hero reported off screen so
 * the countdown holds still while axe runs. The paint of each band selected (contrast) needs a
 * browser: tests/e2e/hero-appearance.spec.ts.
 */
import { fireEvent } from '@testing-library/react';
import { configureAxe } from 'jest-axe';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { axeTags } from '../../tests/support/axe';
import { waveBandsCopy } from '../content/hero';
import { renderWaveBands, rotationButton, viewportStub } from '../../tests/support/waveBands';
import { WaveBands } from './WaveBands';

const axe = configureAxe({ runOnly: { type: 'tag', values: axeTags } });

afterEach(() => {
  vi.unstubAllGlobals();
});

it.each([true, false])('has no violations, rotating: %s', async (rotating) => {
  const viewport = viewportStub();
  const { container } = renderWaveBands();
  viewport.show(false);
  if (!rotating) fireEvent.click(rotationButton());
  expect(rotationButton()).toHaveTextContent(
    rotating ? waveBandsCopy.stopRotation : waveBandsCopy.startRotation,
  );
  expect(await axe(container)).toHaveNoViolations();
});

it('has no violations in the server markup, before any script runs', async () => {
  const container = document.createElement('main');
  container.innerHTML = renderToString(<WaveBands />);
  document.body.append(container);
  expect(await axe(container)).toHaveNoViolations();
  container.remove();
});
