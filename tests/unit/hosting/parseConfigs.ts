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
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const detached = /^\s+!\s*(.+)$/.exec(line);
    if (rule && detached?.[1]) {
      (rule.detach ??= []).push(detached[1].trim());
      continue;
    }
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`Not a header line: ${line}`);
    const name = line.slice(0, colon).trim();
    (rule.headers[name] ??= []).push(line.slice(colon + 1).trim());
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
