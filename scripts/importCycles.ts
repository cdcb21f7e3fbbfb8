/**
 * `npm run lint` (after ESLint): fails if any of the project's modules import each other in a
 * circle, type-only imports included, and prints each circle. Module resolution is TypeScript's
 * own, with the project's tsconfig, so what is checked is what the compiler sees.
 *
 * (madge and dependency-cruiser, the usual tools, do not install here: one refuses TypeScript 6,
 * the other Node 20.)
 */
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The project's folder. */
const projectRoot = () => fileURLToPath(new URL('..', import.meta.url));

/** The project's TypeScript files and its compiler options, from tsconfig.json. */
function project() {
  const configPath = resolve(projectRoot(), 'tsconfig.json');
  const { config } = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
  return ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath));
}

/** Each project file and the project files it imports. */
export function importGraph(): Map<string, string[]> {
  const { fileNames, options } = project();
  const files = new Set(fileNames.map((file) => resolve(file)));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    const imported = importedFiles
      .map(
        ({ fileName }) =>
          ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName,
      )
      .filter((target): target is string => target !== undefined && files.has(resolve(target)))
      .map((target) => resolve(target));
    graph.set(file, imported);
  }
  return graph;
}

/** The circles in `graph`: each strongly connected group of two or more files (Tarjan's algorithm). */
export function cyclesIn(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let nextIndex = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  function visit(file: string) {
    index.set(file, nextIndex);
    lowLink.set(file, nextIndex);
    nextIndex += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowLink.set(file, Math.min(lowLink.get(file) ?? 0, lowLink.get(target) ?? 0));
      } else if (onStack.has(target)) {
        lowLink.set(file, Math.min(lowLink.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (lowLink.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    const importsItself = graph.get(file)?.includes(file) ?? false;
    if (group.length > 1 || importsItself) cycles.push(group.reverse());
  }

  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** One path around a circle: from its first file, following imports within it, back to that file. */
export function pathAround(
  group: readonly string[],
  graph: ReadonlyMap<string, readonly string[]>,
): string[] {
  const [start] = group;
  if (start === undefined) return [];
  const members = new Set(group);
  const seen = new Set<string>();
  const walk = (file: string, path: string[]): string[] | null => {
    for (const target of graph.get(file) ?? []) {
      if (target === start) return [...path, start];
      if (!members.has(target) || seen.has(target)) continue;
      seen.add(target);
      const found = walk(target, [...path, target]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [start]) ?? [...group];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = importGraph();
  const cycles = cyclesIn(graph);
  for (const cycle of cycles) {
    console.error(
      `Import cycle: ${pathAround(cycle, graph)
        .map((file) => relative(projectRoot(), file))
        .join(' → ')}`,
    );
  }
  if (cycles.length > 0) process.exit(1);
  console.log('No import cycles.');
}
