import { heroCopy } from '../content/hero';
import { layoutCopy } from '../content/layout';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../tests/support/renderRoute';
import type * as LandingPageModule from '../landing/LandingPage';
import type * as SiteHeaderModule from './SiteHeader';

const failing = vi.hoisted(() => ({ landing: false, header: false }));

vi.mock('../landing/LandingPage', async (importOriginal) => {
  const original = await importOriginal<typeof LandingPageModule>();
  return {
    LandingPage: () => {
      if (failing.landing) throw new Error('The landing page failed to render.');
      return original.LandingPage();
    },
  };
});

vi.mock('./SiteHeader', async (importOriginal) => {
  const original = await importOriginal<typeof SiteHeaderModule>();
  return {
    SiteHeader: () => {
      if (failing.header) throw new Error('The header failed to render.');
      return original.SiteHeader();
    },
  };
});

/**
 * React logs the render error, and warns of nothing else; a failure in the layout, which the
 * router's own boundary catches, it also warns of.
 */
function expectTheErrorReported(warnings: readonly RegExp[]) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  return () =>
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual(
      warnings.map((warning) => expect.stringMatching(warning)),
    );
}

describe('a render error', () => {
  it('in a page shows the error screen inside the site, with a way home', async () => {
    failing.landing = true;
    const expectReported = expectTheErrorReported([]);
    await renderRoute('/');
    expectReported();
    expect(screen.getByRole('heading', { level: 1, name: layoutCopy.appError.heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: layoutCopy.appError.homeLink })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeTruthy();
    failing.landing = false;
  });

  it('in a page is tried again when the visitor comes back to it, as on a fresh visit', async () => {
    failing.landing = true;
    expectTheErrorReported([]);
    const { router } = await renderRoute('/');
    await act(() => router.navigate({ to: '/terms' }));
    failing.landing = false;
    await act(() => router.navigate({ to: '/' }));
    expect(screen.queryByText(layoutCopy.appError.heading)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: heroCopy.heading })).toBeTruthy();
  });

  it('in the layout itself still shows the error screen, never a blank page', async () => {
    failing.header = true;
    const expectReported = expectTheErrorReported([/^Warning: Error in route match/]);
    await renderRoute('/terms');
    expectReported();
    expect(screen.getByRole('heading', { level: 1, name: layoutCopy.appError.heading })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    failing.header = false;
  });

  it('does not appear when nothing fails', async () => {
    await renderRoute('/');
    expect(screen.queryByText(layoutCopy.appError.heading)).toBeNull();
  });
});
