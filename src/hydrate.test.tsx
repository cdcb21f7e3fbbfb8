/** Taking over the prerendered page (hydrate.tsx), when the page's own code does not arrive. */
import { act, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { layoutCopy } from './content/layout';
import { hydrate } from './hydrate';

// The landing page's code fails to load, as an import Firefox aborted does (the router reloads
// only on the browsers' words for it, which this failure lacks; either way the page is lost).
vi.mock('./landing/LandingPage', () => {
  throw new TypeError('error loading dynamically imported module: /assets/routes.js');
});

afterEach(() => history.replaceState(null, '', '/'));

it('leaves the prerendered page as it is, working without JavaScript (the browser restoring the window), when its code did not arrive', async () => {
  const prerendered = '<main><h1>The landing page, prerendered</h1></main>';
  document.body.innerHTML = `<div id="root">${prerendered}</div>`;
  const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(() => hydrate());
  expect(document.getElementById('root')?.innerHTML).toBe(prerendered);
  expect(history.scrollRestoration, 'the browser restores the window, as without JavaScript').toBe('auto');
  expect(reported).not.toHaveBeenCalled();
  reported.mockRestore();
});

it('takes over a not-found page under a page’s address (/terms/x), whose page’s code is never fetched', async () => {
  history.replaceState(null, '', '/terms/x');
  document.body.innerHTML = '<div id="root"></div>';
  await act(() => hydrate());
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(layoutCopy.notFound.heading);
});
