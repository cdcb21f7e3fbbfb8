/** Renders the whole site at a URL in jsdom, the way the browser shows it after hydration. */
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { reportCaughtError } from '../../src/navigation/Pages';
import { createAppRouter } from '../../src/navigation/router';

/** Renders the site at `url`, its errors reported as the browser's (hydrate.tsx), once the route's code has loaded. */
export async function renderRoute(url: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await act(() => router.load());
  const view = render(<RouterProvider router={router} />, { onCaughtError: reportCaughtError });
  return { ...view, router };
}
