/**
 * The guards on the pages kept beside the one that shows (Pages.tsx): which pages may be kept,
 * how many, what a kept page must not repeat, what a page that fails ahead of time says, and that
 * a page whose code did not arrive is not rendered ahead.
 */
import {
  createRootRoute,
  createRoute,
  createRouter,
  createMemoryHistory,
  lazyRouteComponent,
  RouterProvider,
  type AnyRoute,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { failing } from '../../tests/support/failing';
import { renderRoute } from '../../tests/support/renderRoute';
import { layoutCopy } from '../content/layout';
import { mainContentId } from '../layout/SkipLink';
import { preloadPage } from './pageChanges';
import { keepable, maxKeptPages, Pages, shownParts } from './Pages';
import { createAppRouter, type PagePath } from './router';
import { keepScrollPositions } from './scrollPositions';

vi.mock('../landing/LandingPage', async (original) =>
  (await import('../../tests/support/failing')).failWhenNamed('LandingPage', original),
);

const sitePaths = Object.keys(createAppRouter().routesByPath) as PagePath[];

/** A router over `pages`, children of a root that shows them as the site's does, in `<main>`. */
function fixtureRouter(pages: (root: AnyRoute) => AnyRoute[]) {
  const root = createRootRoute({
    component: () => (
      <main id={mainContentId}>
        <Pages />
      </main>
    ),
  });
  return createRouter({
    routeTree: root.addChildren(pages(root)),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
}

describe('the pages kept', () => {
  it('are only those of the flat list: a route with params, search, a loader or a parent of its own is never kept', () => {
    const router = fixtureRouter((root) => {
      const page = (path: string, options = {}) =>
        createRoute({ getParentRoute: () => root, path, ...options });
      const plain = page('/');
      return [
        plain,
        page('/$id'),
        page('/search', { validateSearch: (search: Record<string, unknown>) => search }),
        page('/loaded', { loader: () => 'data' }),
        page('/guarded', { beforeLoad: () => ({}) }),
        page('/parent').addChildren([createRoute({ getParentRoute: () => plain, path: 'child' })]),
      ];
    });
    const kept = Object.values(router.routesById)
      .filter((route) => !route.isRoot && keepable(route))
      .map((route) => route.id);
    expect(kept).toEqual(['/', '/parent']);
    // Every page of the site is kept today: it is what the pages rendered ahead are worth.
    expect(Object.values(createAppRouter().routesByPath).filter((route) => !keepable(route))).toEqual([]);
  });

  it(`are at most ${maxKeptPages}: beyond, the page rendered ahead or shown longest ago is dropped`, async () => {
    const names = Array.from({ length: maxKeptPages + 1 }, (_, index) => `page-${index}`);
    const router = fixtureRouter((root) =>
      names.map((name) =>
        createRoute({
          getParentRoute: () => root,
          path: name === 'page-0' ? '/' : `/${name}`,
          component: () => <h1>{name}</h1>,
        }),
      ),
    );
    await act(() => router.load());
    render(<RouterProvider router={router} />);
    const kept = () =>
      screen.getAllByRole('heading', { level: 1, hidden: true }).map((heading) => heading.textContent);
    for (const name of names.slice(1)) await act(() => preloadPage(router, `/${name}` as PagePath));
    expect(kept()).toEqual(names.filter((name) => name !== 'page-1'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('page-0');
  });

  it('repeat no element id, and a link to a #hash lands in the page that shows', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { router } = await renderRoute('/');
    keepScrollPositions(router);
    for (const path of sitePaths) await act(() => preloadPage(router, path));
    const main = screen.getByRole('main');
    expect(main.querySelectorAll(':scope > [hidden]')).toHaveLength(sitePaths.length - 1);
    const ids = [...main.querySelectorAll('[id]')].map((element) => element.id);
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      'ids repeated across pages',
    ).toEqual([]);

    // An id of the landing page, now hidden: the Terms have none, so the window goes to the top.
    const anchor = screen.getByRole('heading', { level: 1 });
    await act(() => router.navigate({ to: '/terms', hash: anchor.id }));
    expect(scrolled).not.toHaveBeenCalled();
    await act(() => router.navigate({ to: '/', hash: anchor.id }));
    expect(scrolled.mock.contexts).toEqual([anchor]);
    expect(shownParts(main).some((part) => part.contains(anchor))).toBe(true);
  });

  it('leave out a page whose code did not arrive (the page being left would reload), and fetch it again when the visitor goes there', async () => {
    // As Firefox rejects an import whose fetch it aborted, the visitor leaving the site meanwhile.
    const aborted = new TypeError('error loading dynamically imported module: /assets/away.js');
    const importAway = vi
      .fn<() => Promise<{ default: () => ReactNode }>>()
      .mockRejectedValueOnce(aborted)
      .mockResolvedValue({ default: () => <h1>away</h1> });
    const router = fixtureRouter((root) => [
      createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>home</h1> }),
      createRoute({ getParentRoute: () => root, path: '/away', component: lazyRouteComponent(importAway) }),
    ]);
    await act(() => router.load());
    render(<RouterProvider router={router} />);
    await act(() => preloadPage(router, '/away' as PagePath));
    expect(screen.getByRole('main').querySelectorAll(':scope > [hidden]'), 'pages kept hidden').toHaveLength(
      0,
    );

    await act(() => router.navigate({ to: '/away' as PagePath }));
    expect(await screen.findByRole('heading', { level: 1, name: 'away' })).toBeTruthy();
    expect(importAway).toHaveBeenCalledTimes(2);
  });

  it('say nothing of a failure while rendered ahead, and show the error screen once the visitor goes there', async () => {
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = await renderRoute('/terms');
    failing.add('LandingPage');
    await act(() => preloadPage(router, '/'));
    const errorHeading = { level: 1, name: layoutCopy.appError.heading } as const;
    expect(screen.queryByRole('heading', { ...errorHeading, hidden: true })).toBeNull();
    expect(reported).not.toHaveBeenCalled();

    await act(() => router.navigate({ to: '/' }));
    expect(screen.getByRole('heading', errorHeading)).toBeTruthy();
    expect(reported).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'LandingPage failed to render.' }),
    );
    failing.clear();
  });
});
