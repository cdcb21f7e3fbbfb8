/** Taking over the prerendered page (hydrate.tsx), when the page's own code does not arrive. */
import { act } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { hydrate } from './hydrate';

// The landing page's code fails to load, as Firefox fails an import whose fetch it aborted.
vi.mock('./landing/LandingPage', () => {
  throw new TypeError('error loading dynamically imported module: /assets/routes.js');
});

it('leaves the prerendered page as it is, working without JavaScript, when its code did not arrive', async () => {
  const prerendered = '<main><h1>The landing page, prerendered</h1></main>';
  document.body.innerHTML = `<div id="root">${prerendered}</div>`;
  const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(() => hydrate());
  expect(document.getElementById('root')?.innerHTML).toBe(prerendered);
  expect(reported).not.toHaveBeenCalled();
});
