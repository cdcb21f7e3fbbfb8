/**
 * The production build carries nothing of the Stately inspector, which src/hero/devInspector.ts
 * loads only when `import.meta.env.DEV`. Reads the dist/ the end-to-end tests serve.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Strings any bundle of @statelyai/inspect contains: its message types', its home's, and the hero's import's. */
const inspectorMarkers = ['statelyai', 'stately.ai', 'createBrowserInspector'];

test('no built file contains anything of the Stately inspector', () => {
  const source = readFileSync(join(root, 'src/hero/devInspector.ts'), 'utf8');
  expect(source, 'the hero still loads the inspector the markers name').toContain('@statelyai/inspect');

  const dist = join(root, 'dist');
  const files = readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
  expect(files.filter((file) => file.includes('/assets/') && file.endsWith('.js')).length).toBeGreaterThan(0);

  const carriers = files.flatMap((file) => {
    const contents = readFileSync(file);
    return inspectorMarkers
      .filter((marker) => contents.includes(marker))
      .map((marker) => `${file.slice(dist.length + 1)}: ${marker}`);
  });
  expect(carriers).toEqual([]);
});
