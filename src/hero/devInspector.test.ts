import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';

const { next, createBrowserInspector } = vi.hoisted(() => {
  const next = vi.fn();
  return { next, createBrowserInspector: vi.fn(() => ({ inspect: { next } })) };
});
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector }));

/** A fresh copy of the module: it keeps one inspector per page. */
async function loadDevInspector() {
  vi.resetModules();
  return (await import('./devInspector')).developmentInspector;
}

const someEvent = { type: '@xstate.event' } as InspectionEvent;

beforeEach(() => {
  next.mockClear();
  createBrowserInspector.mockClear();
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

it.each([
  ['without ?inspect', '/', true],
  ['in a production build, even with ?inspect', '/?inspect', false],
])('stays off %s', async (_, address, inDevelopment) => {
  vi.stubEnv('DEV', inDevelopment);
  window.history.replaceState(null, '', address);
  const developmentInspector = await loadDevInspector();
  expect(developmentInspector()).toBeUndefined();
  await vi.dynamicImportSettled();
  expect(createBrowserInspector).not.toHaveBeenCalled();
});

it('with ?inspect in development, forwards every event, including those before it loaded', async () => {
  window.history.replaceState(null, '', '/?inspect');
  const developmentInspector = await loadDevInspector();
  const listener = developmentInspector();
  listener?.(someEvent);
  await vi.dynamicImportSettled();
  listener?.(someEvent);
  expect(createBrowserInspector).toHaveBeenCalledTimes(1);
  expect(next).toHaveBeenCalledTimes(2);
  expect(developmentInspector()).toBe(listener);
});
