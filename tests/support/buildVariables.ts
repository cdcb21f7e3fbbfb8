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
