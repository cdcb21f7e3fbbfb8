import { heroCopy } from '../content/hero';
import { layoutCopy } from '../content/layout';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../tests/support/renderRoute';
import { failing } from '../../tests/support/failing';

vi.mock('../landing/LandingPage', async (original) =>
  (await import('../../tests/support/failing')).failWhenNamed('LandingPage', original),
);
vi.mock('./SiteHeader', async (original) =>
  (await import('../../tests/support/failing')).failWhenNamed('SiteHeader', original),
);

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
    failing.add('LandingPage');
    const expectReported = expectTheErrorReported([]);
    await renderRoute('/');
    expectReported();
    expect(screen.getByRole('heading', { level: 1, name: layoutCopy.appError.heading })).toBeTruthy();
    expect(screen.getByRole('link', { name: layoutCopy.appError.homeLink })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeTruthy();
    failing.clear();
  });

  it('in a page is tried again when the visitor comes back to it, as on a fresh visit', async () => {
    failing.add('LandingPage');
    expectTheErrorReported([]);
    const { router } = await renderRoute('/');
    await act(() => router.navigate({ to: '/terms' }));
    failing.clear();
    await act(() => router.navigate({ to: '/' }));
    expect(screen.queryByText(layoutCopy.appError.heading)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: heroCopy.heading })).toBeTruthy();
  });

  it('in the layout itself still shows the error screen, never a blank page', async () => {
    failing.add('SiteHeader');
    const expectReported = expectTheErrorReported([/^Warning: Error in route match/]);
    await renderRoute('/terms');
    expectReported();
    expect(screen.getByRole('heading', { level: 1, name: layoutCopy.appError.heading })).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    failing.clear();
  });

  it('does not appear when nothing fails', async () => {
    await renderRoute('/');
    expect(screen.queryByText(layoutCopy.appError.heading)).toBeNull();
  });
});
