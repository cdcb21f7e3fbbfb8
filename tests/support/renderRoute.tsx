/** Renders the whole site at a URL in jsdom, the way the browser shows it after hydration. */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { createAppRouter } from '../../src/router';

/** Renders the site at `url` and waits until the route's code has loaded. */
export async function renderRoute(url: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await act(() => router.load());
  const view = render(<RouterProvider router={router} />);
  return { ...view, router };
}
