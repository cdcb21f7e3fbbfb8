/**
 * The Vitest configuration `npm run mutation` runs (stryker.config.json): the project's own, with
 * only the tests of the hero's files, the ones StrykerJS mutates, so each mutant runs in seconds.
 */
import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default defineConfig((env) => {
  const project = viteConfig(env);
  return {
    ...project,
    test: { ...project.test, include: ['machines/**/*.test.ts', 'src/hero/**/*.test.{ts,tsx}'] },
  };
});
