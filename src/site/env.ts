/**
 * Build-time variables: what one deployment of the site decides that another may decide
 * differently. They are read from the environment and from `.env` files the way Vite reads them,
 * and validated once, so that a bad value stops the build with a message naming the variable.
 *
 * Each has a default, so a fresh clone builds and runs with nothing set. The defaults are
 * placeholders (`.example` addresses, an example company): a deploy build, made with
 * `SITE_DEPLOY=1`, refuses every one of them, so no deployment ships without deciding them.
 */

/** The states of the United States (and its capital district), one of which the operator is established in. */
const usStates = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'District of Columbia',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
] as const;

/** One of {@link usStates}. */
export type UsState = (typeof usStates)[number];

/** The validated build-time values. */
export interface BuildEnv {
  /** Canonical origin of this site, e.g. `https://downstream.fm`: canonical links, Open Graph, sitemap. */
  readonly VITE_SITE_URL: string;
  /** Origin of the account site: Sign in goes to `<origin>/login`, Sign up to `<origin>/signup`. */
  readonly VITE_ACCOUNT_URL: string;
  /** The address the legal pages give for questions about them. */
  readonly VITE_LEGAL_CONTACT_EMAIL: string;
  /** The registered name of the company that operates the service and is party to the Terms. */
  readonly VITE_OPERATOR_LEGAL_NAME: string;
  /** The US state that company is established in; its law governs the Terms, with federal law. */
  readonly VITE_OPERATOR_STATE: UsState;
}

/** Names of the build-time variables. */
export type BuildVariable = keyof BuildEnv;

/** Set to `1` (or `true`) for a build that will be deployed: every placeholder is then refused. */
const deployFlag = 'SITE_DEPLOY';

/** Thrown when a build-time variable is set to something the site cannot use. */
export class InvalidBuildVariableError extends Error {
  constructor(
    /** The variable at fault, e.g. `VITE_ACCOUNT_URL`. */
    readonly variable: BuildVariable | typeof deployFlag,
    /** The value it was given. */
    readonly value: string,
    /** What is wrong, as the end of a sentence starting with the variable's name. */
    reason: string,
  ) {
    super(`${variable} ${reason}; got ${JSON.stringify(value)}`);
    this.name = 'InvalidBuildVariableError';
  }
}

/** How one variable is read. */
interface VariableRule<Value extends string> {
  /** The value when the variable is not set: a placeholder. May depend on variables before it. */
  readonly fallback: (earlier: Partial<Record<BuildVariable, string>>) => string;
  /** Checks a value and returns it in its one written form, or throws naming the variable. */
  readonly parse: (variable: BuildVariable, value: string) => Value;
  /** Why a value set explicitly still cannot be deployed, if it cannot (null when it can). */
  readonly refuseForDeploy?: (value: string, placeholder: string) => string | null;
}

/** Top-level domains reserved for examples and tests (RFC 2606): never a real deployment's. */
const reservedDomain = /\.(example|test|invalid|localhost)$/i;

/** An https origin: scheme and host (and port), nothing after them. */
function origin(variable: BuildVariable, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new InvalidBuildVariableError(variable, value, 'must be an https origin, and this is not a URL');
  }
  if (url.protocol !== 'https:') {
    throw new InvalidBuildVariableError(variable, value, `must be an https origin, not ${url.protocol}`);
  }
  if (url.username || url.password) {
    throw new InvalidBuildVariableError(variable, value, 'must be an https origin, without credentials');
  }
  if (url.pathname !== '/' || url.search || url.hash || /[?#]/.test(value)) {
    throw new InvalidBuildVariableError(
      variable,
      value,
      `must be an https origin such as ${url.origin}, without a path, query or fragment (the site adds the paths itself)`,
    );
  }
  return url.origin;
}

/** An email address, written in lower case. */
function emailAddress(variable: BuildVariable, value: string): string {
  const address = value.toLowerCase();
  if (!/^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(address)) {
    throw new InvalidBuildVariableError(
      variable,
      value,
      'must be an email address such as legal@example.com',
    );
  }
  return address;
}

/** A company's registered name: words, not markup or a stray character. */
function companyName(variable: BuildVariable, value: string): string {
  if (!/\p{L}/u.test(value) || /[<>{}\p{Cc}]/u.test(value) || value.length > 120) {
    throw new InvalidBuildVariableError(
      variable,
      value,
      'must be a company name such as "Downstream Labs, Inc."',
    );
  }
  return value;
}

/** A US state, in its usual spelling whatever the case it was given in. */
function usState(variable: BuildVariable, value: string): UsState {
  const state = usStates.find((name) => name.toLowerCase() === value.toLowerCase());
  if (!state) throw new InvalidBuildVariableError(variable, value, 'must be a US state such as Delaware');
  return state;
}

/** Refuses an address on a reserved example domain: a URL's host, or an email address's domain. */
function reservedAddress(value: string): string | null {
  const domain = value.includes('@') ? (value.split('@')[1] ?? '') : new URL(value).hostname;
  return reservedDomain.test(domain) ? 'must be a real address, not one on a reserved example domain' : null;
}

/** Every variable, in the order they are read (a fallback may use those before it). */
const rules: { readonly [Variable in BuildVariable]: VariableRule<BuildEnv[Variable]> } = {
  VITE_SITE_URL: {
    fallback: () => 'https://downstream.example',
    parse: origin,
    refuseForDeploy: reservedAddress,
  },
  VITE_ACCOUNT_URL: {
    fallback: () => 'https://app.downstream.example',
    parse: origin,
    refuseForDeploy: reservedAddress,
  },
  // The contact's domain is the site's own unless set: one fact, set once.
  VITE_LEGAL_CONTACT_EMAIL: {
    fallback: (earlier) => `legal@${new URL(earlier.VITE_SITE_URL ?? '').hostname}`,
    parse: emailAddress,
    refuseForDeploy: reservedAddress,
  },
  VITE_OPERATOR_LEGAL_NAME: {
    fallback: () => 'Example Operating Company, Inc.',
    parse: companyName,
    refuseForDeploy: (value, placeholder) =>
      value.toLowerCase() === placeholder.toLowerCase()
        ? 'must be the operator’s own name, not the placeholder'
        : null,
  },
  // Any state may be the real one, so a deploy build only asks that it be set on purpose.
  VITE_OPERATOR_STATE: { fallback: () => 'Delaware', parse: usState },
};

/** The variables, in the order they are read. */
export const buildVariables = Object.keys(rules) as BuildVariable[];

/** Reads the deploy flag: on for `1` or `true`, off when unset, `0` or `false`. */
function isDeployBuild(source: Partial<Record<string, string | undefined>>): boolean {
  const given = source[deployFlag]?.trim().toLowerCase() ?? '';
  if (['1', 'true'].includes(given)) return true;
  if (['', '0', 'false'].includes(given)) return false;
  throw new InvalidBuildVariableError(deployFlag, given, 'must be 1 (a deploy build) or 0');
}

/**
 * Reads the build-time variables from `source` (the environment merged with the `.env` files),
 * falling back to the placeholders for unset or empty ones, and returns them validated.
 *
 * @throws InvalidBuildVariableError naming the first variable that is wrong, or, in a deploy
 *   build, the first one left at its placeholder or pointing at a reserved example domain.
 */
export function readBuildEnv(source: Partial<Record<string, string | undefined>>): BuildEnv {
  const deploy = isDeployBuild(source);
  const env: Partial<Record<BuildVariable, string>> = {};
  for (const variable of buildVariables) {
    const rule = rules[variable] as VariableRule<string>;
    const placeholder = rule.fallback(env);
    const given = source[variable]?.trim();
    if (deploy && !given) {
      throw new InvalidBuildVariableError(
        variable,
        '',
        `must be set for a deploy build (${deployFlag}=1): its default, ${JSON.stringify(placeholder)}, is a placeholder`,
      );
    }
    const value = rule.parse(variable, given || placeholder);
    const refusal = deploy ? rule.refuseForDeploy?.(value, placeholder) : null;
    if (refusal)
      throw new InvalidBuildVariableError(variable, value, `${refusal} in a deploy build (${deployFlag}=1)`);
    env[variable] = value;
  }
  return env as unknown as BuildEnv;
}
