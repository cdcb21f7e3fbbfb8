import { buildVariables } from '../../src/site/env';

/**
 * This process's environment with none of the site's build variables (`VITE_*`, `SITE_DEPLOY`),
 * and `set` over it: what a child process sees when a test decides every variable itself.
 */
export function environmentWith(set: Record<string, string>): NodeJS.ProcessEnv {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_') && name !== 'SITE_DEPLOY'),
  );
  return { ...inherited, ...set };
}

/**
 * Every build variable set empty, which counts as unset: a child build given these reads none of
 * them from the project's `.env` files, such as the owner's own `.env.production.local`.
 */
export const noBuildVariables: Record<string, string> = Object.fromEntries(
  [...buildVariables, 'SITE_DEPLOY'].map((name) => [name, '']),
);
