/**
 * Components made to throw as they render, while a test names them in `failing`: a test file
 * mocks their module with `failWhenNamed` (`vi.mock(path, async (original) =>
 * (await import('…/tests/support/failing')).failWhenNamed('LandingPage', original))`).
 */
import type { ReactNode } from 'react';

export const failing = new Set<string>();

/** The module `original` with its component `name` throwing while `failing` names it. */
export async function failWhenNamed(name: string, original: () => Promise<unknown>) {
  const module = (await original()) as Record<string, () => ReactNode>;
  const Component = module[name];
  const Failing = () => {
    if (failing.has(name)) throw new Error(`${name} failed to render.`);
    return Component?.();
  };
  return { ...module, [name]: Failing };
}
