/** The import-cycle check of the lint step (scripts/importCycles.ts) finds circles, and only circles. */
import { describe, expect, it } from 'vitest';
import { cyclesIn, pathAround } from '../../scripts/importCycles';

const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('the import-cycle check', () => {
  it('finds none in a tree of imports', () => {
    expect(cyclesIn(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('finds a circle of four, as the head once made, and a path around it', () => {
    const graph = graphOf({
      pages: ['routeTree'],
      routeTree: ['root'],
      root: ['documentHead', 'footer'],
      documentHead: ['pages'],
      footer: [],
    });
    const cycles = cyclesIn(graph);
    expect(cycles).toHaveLength(1);
    expect(new Set(cycles[0])).toEqual(new Set(['pages', 'routeTree', 'root', 'documentHead']));
    const path = pathAround(cycles[0] ?? [], graph);
    expect(path[0]).toBe(path.at(-1));
    path.slice(1).forEach((file, step) => expect(graph.get(path[step] ?? '')).toContain(file));
  });

  it('finds a module that imports itself, and two separate circles apart', () => {
    expect(cyclesIn(graphOf({ a: ['a'] }))).toEqual([['a']]);
    expect(cyclesIn(graphOf({ a: ['b'], b: ['a'], c: ['d'], d: ['c'] }))).toHaveLength(2);
  });
});
