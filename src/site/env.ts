/**
 * Build-time variables: what one deployment of the site decides that another may decide
 * differently, declared once as a zod schema. They are read from the environment and from `.env`
 * files the way Vite reads them (./buildEnv.ts), so that a bad value stops the build with a
 * message naming the variable and the value.
 *
 * Each has a default, so a fresh clone builds and runs with nothing set. The defaults are
 * placeholders (`.example` addresses, an example company): a deploy build, made with
 * `SITE_DEPLOY=1`, refuses every one of them, so no deployment ships without deciding them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { loadEnv } from 'vite';
import { z } from 'zod';

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

/** Top-level domains reserved for examples and tests (RFC 2606): never a real deployment's. */
const reservedDomain = /\.(example|test|invalid|localhost)$/i;

/** An https origin (scheme and host, and port), written without the trailing slash. */
const httpsOrigin = z.string().transform((value, context) => {
  const url = URL.parse(value);
  const problem = !url
    ? 'must be an https origin, and this is not a URL'
    : url.protocol !== 'https:'
      ? `must be an https origin, not ${url.protocol}`
      : url.username || url.password
        ? 'must be an https origin, without credentials'
        : url.pathname !== '/' || url.search || url.hash || /[?#]/.test(value)
          ? `must be an https origin such as ${url.origin}, without a path, query or fragment (the site adds the paths itself)`
          : null;
  if (problem) context.issues.push({ code: 'custom', message: problem, input: value });
  return url?.origin ?? value;
});

/** A value as given: trimmed, and unset when empty. */
const given = <Output>(schema: z.ZodType<Output, string>) =>
  z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), schema.optional());

/** The placeholders, in the order a deploy build checks that each is replaced. */
const placeholders = (siteUrl: string) => ({
  VITE_SITE_URL: 'https://downstream.example',
  VITE_ACCOUNT_URL: 'https://app.downstream.example',
  // The contact's domain is the site's own unless set: one fact, set once.
  VITE_LEGAL_CONTACT_EMAIL: `legal@${new URL(siteUrl).hostname}`,
  VITE_OPERATOR_LEGAL_NAME: 'Example Operating Company, Inc.',
  VITE_OPERATOR_STATE: 'Delaware' as const,
});

/** What a deploy build refuses in a value it was given, if anything. */
function refusedForDeploy(variable: string, value: string, placeholder: string): string | null {
  if (variable === 'VITE_OPERATOR_LEGAL_NAME') {
    return value.toLowerCase() === placeholder.toLowerCase()
      ? 'must be the operator’s own name, not the placeholder'
      : null;
  }
  const domain = value.includes('@') ? value.split('@')[1] : URL.parse(value)?.hostname;
  return domain && reservedDomain.test(domain)
    ? 'must be a real address, not one on a reserved example domain'
    : null;
}

/** The build-time variables: each one's form, then the placeholders and the deploy build's rules. */
const buildEnvSchema = z
  .object({
    // On for a build that will be deployed, which refuses every placeholder.
    SITE_DEPLOY: z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toLowerCase() : ''),
      z.enum(['', '0', 'false', '1', 'true'], 'must be 1 (a deploy build) or 0'),
    ),
    VITE_SITE_URL: given(httpsOrigin),
    VITE_ACCOUNT_URL: given(httpsOrigin),
    VITE_LEGAL_CONTACT_EMAIL: given(
      z
        .string()
        .toLowerCase()
        .regex(
          /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/,
          'must be an email address such as legal@example.com',
        ),
    ),
    VITE_OPERATOR_LEGAL_NAME: given(
      z
        .string()
        .refine(
          (name) => /\p{L}/u.test(name) && !/[<>{}\p{Cc}]/u.test(name) && name.length <= 120,
          'must be a company name such as "Downstream Labs, Inc."',
        ),
    ),
    VITE_OPERATOR_STATE: given(
      z
        .string()
        .transform((value) => usStates.find((state) => state.toLowerCase() === value.toLowerCase()))
        .pipe(z.enum(usStates, 'must be a US state such as Delaware')),
    ),
  })
  .transform(({ SITE_DEPLOY, ...values }, context) => {
    const defaults = placeholders(values.VITE_SITE_URL ?? 'https://downstream.example');
    if (SITE_DEPLOY === '1' || SITE_DEPLOY === 'true') {
      for (const [variable, placeholder] of Object.entries(defaults)) {
        const value = values[variable as keyof typeof values];
        const refusal =
          value === undefined
            ? `must be set for a deploy build (SITE_DEPLOY=1): its default, ${JSON.stringify(placeholder)}, is a placeholder`
            : refusedForDeploy(variable, value, placeholder);
        if (refusal) {
          const message = value === undefined ? refusal : `${refusal} in a deploy build (SITE_DEPLOY=1)`;
          context.issues.push({ code: 'custom', path: [variable], message, input: value });
        }
      }
    }
    return {
      VITE_SITE_URL: values.VITE_SITE_URL ?? defaults.VITE_SITE_URL,
      VITE_ACCOUNT_URL: values.VITE_ACCOUNT_URL ?? defaults.VITE_ACCOUNT_URL,
      VITE_LEGAL_CONTACT_EMAIL: values.VITE_LEGAL_CONTACT_EMAIL ?? defaults.VITE_LEGAL_CONTACT_EMAIL,
      VITE_OPERATOR_LEGAL_NAME: values.VITE_OPERATOR_LEGAL_NAME ?? defaults.VITE_OPERATOR_LEGAL_NAME,
      VITE_OPERATOR_STATE: values.VITE_OPERATOR_STATE ?? defaults.VITE_OPERATOR_STATE,
    };
  });

/** The validated build-time values. */
export type BuildEnv = z.output<typeof buildEnvSchema>;

/** The names of the build variables that hold a value (SITE_DEPLOY only says which kind of build). */
export const buildVariables = Object.keys(buildEnvSchema.in.shape).filter((name) => name !== 'SITE_DEPLOY');

/**
 * Reads the build-time variables from `source` (the environment merged with the `.env` files),
 * falling back to the placeholders for unset or empty ones, and returns them validated. `origin`
 * says where a variable's value came from (".env.production.local"), for the message.
 *
 * @throws Error naming, one a line, each variable that is wrong, where it was set and the value.
 */
export function readBuildEnv(
  source: Readonly<Record<string, string | undefined>>,
  origin: (variable: string) => string | undefined = () => undefined,
): BuildEnv {
  const result = buildEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map(({ path: [name = ''], message }) => {
    const variable = String(name);
    const from = origin(variable);
    return `${variable}${from ? ` (set in ${from})` : ''} ${message}; got ${JSON.stringify(source[variable]?.trim() ?? '')}`;
  });
  throw new Error(problems.join('\n'));
}

/**
 * The build-time variables for `mode`, read the way Vite reads them (`.env`, `.env.local`,
 * `.env.[mode]`, `.env.[mode].local` in `folder`, each over the one before; the environment wins
 * over them all) and validated; a wrong one is named with the file it was set in.
 */
export function loadBuildEnv(mode: string, folder = process.cwd()): BuildEnv {
  const files = [`.env.${mode}.local`, `.env.${mode}`, '.env.local', '.env'];
  const origin = (variable: string) =>
    process.env[variable] !== undefined
      ? 'the environment'
      : files.find((file) => {
          const path = join(folder, file);
          return existsSync(path) && variable in parseEnv(readFileSync(path, 'utf8'));
        });
  return readBuildEnv(loadEnv(mode, folder, ''), origin);
}
