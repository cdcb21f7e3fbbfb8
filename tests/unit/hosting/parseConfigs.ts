/**
 * A reader for the generated `_headers` files, so tests compare what a host would understand
 * with the source instead of comparing strings with strings.
 */

/** One `_headers` rule as a host reads it. */
export interface ParsedHeaderRule {
  /** The URL pattern line. */
  path: string;
  /** Header name → every value given for it in this rule. */
  headers: Record<string, string[]>;
  /** Headers this rule removes first (`! Name`, Cloudflare Pages). */
  detach?: string[];
}

/** Reads a `_headers` file: a path at column 0, then indented `! Name` and `Name: value` lines. */
export function parseHeadersFile(text: string): ParsedHeaderRule[] {
  const rules: ParsedHeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const rule = rules.at(-1);
    const detached = /^\s+!\s*(.+)$/.exec(line)?.[1];
    const colon = line.indexOf(':');
    const [name, value] = [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: {} });
    else if (rule && detached) (rule.detach ??= []).push(detached.trim());
    else if (rule && colon >= 0) (rule.headers[name] ??= []).push(value);
    else throw new Error(`Not a header line: ${line}`);
  }
  return rules;
}

/** Whether a `_headers` path matches a URL path (a `*` matches any run of characters). */
export function headersPathMatches(pattern: string, urlPath: string): boolean {
  const regex = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${regex}$`).test(urlPath);
}
