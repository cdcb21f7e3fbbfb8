/**
 * Build-time variables. Read and validated once, in `vite.config.ts`, so that a bad value stops
 * the build with a message naming the variable instead of shipping a broken site.
 */

/** The build-time variables the site reads, with the value used when one is not set. */
export const buildVariableDefaults = {
  /** Base URL of the external account site (sign in and sign up live there). */
  VITE_ACCOUNT_URL: 'https://app.downstream.example',
  /** Canonical origin of this site, for canonical links, Open Graph URLs and the sitemap. */
  VITE_SITE_URL: 'https://downstream.example',
} as const;

/** Names of the build-time variables. */
export type BuildVariable = keyof typeof buildVariableDefaults;

/** Validated build-time values, each an absolute https URL without a trailing slash. */
export type BuildEnv = Record<BuildVariable, string>;

/** Thrown when a build-time variable is set to something the site cannot use. */
export class InvalidBuildVariableError extends Error {
  constructor(
    /** The variable at fault, e.g. `VITE_ACCOUNT_URL`. */
    readonly variable: BuildVariable,
    /** The value it was given. */
    readonly value: string,
    reason: string,
  ) {
    super(`${variable} must be an absolute https URL (${reason}); got ${JSON.stringify(value)}`);
    this.name = 'InvalidBuildVariableError';
  }
}

function validateHttpsUrl(variable: BuildVariable, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidBuildVariableError(variable, value, 'it is not a URL');
  }
  if (url.protocol !== 'https:') {
    throw new InvalidBuildVariableError(variable, value, `its scheme is "${url.protocol}"`);
  }
  if (url.username || url.password) {
    throw new InvalidBuildVariableError(variable, value, 'it must not carry credentials');
  }
  if (url.search || url.hash) {
    throw new InvalidBuildVariableError(variable, value, 'it must not have a query or fragment');
  }
  // Paths are joined onto it ("/login"), so a trailing slash would double up.
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * Reads the build-time variables from `source` (usually Vite's `loadEnv`), falling back to the
 * defaults for unset or empty ones, and returns them validated.
 *
 * @throws InvalidBuildVariableError naming the first variable that is not an absolute https URL.
 */
export function readBuildEnv(source: Partial<Record<string, string | undefined>>): BuildEnv {
  const entries = (Object.keys(buildVariableDefaults) as BuildVariable[]).map((variable) => {
    const given = source[variable]?.trim();
    const value = given ? given : buildVariableDefaults[variable];
    return [variable, validateHttpsUrl(variable, value)] as const;
  });
  return Object.fromEntries(entries) as BuildEnv;
}
