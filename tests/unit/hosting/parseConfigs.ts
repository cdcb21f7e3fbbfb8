/**
 * Small readers for the generated host configurations, so tests compare what a host would
 * understand with the source instead of comparing strings with strings.
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

/** An nginx directive: its name, arguments (quotes removed) and, for blocks, its children. */
export interface NginxDirective {
  /** The directive's name, e.g. `location`. */
  name: string;
  /** Its arguments. */
  args: string[];
  /** The directives inside its `{ }`, if it has a block. */
  block?: NginxDirective[];
}

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  const pattern = /#[^\n]*|"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([{};])|([^\s{};"'#]+)/g;
  for (const match of text.matchAll(pattern)) {
    if (match[0].startsWith('#')) continue;
    tokens.push(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '');
  }
  return tokens;
}

/** Reads nginx configuration text into a tree of directives. */
export function parseNginx(text: string): NginxDirective[] {
  const tokens = tokenize(text);
  let index = 0;
  const readBlock = (): NginxDirective[] => {
    const directives: NginxDirective[] = [];
    while (index < tokens.length) {
      const token = tokens[index++] ?? '';
      if (token === '}') return directives;
      const words = [token];
      while (index < tokens.length && tokens[index] !== ';' && tokens[index] !== '{')
        words.push(tokens[index++] ?? '');
      const end = tokens[index++];
      const [name = '', ...args] = words;
      directives.push(end === '{' ? { name, args, block: readBlock() } : { name, args });
    }
    return directives;
  };
  return readBlock();
}

/** The `add_header` lines of a block as name → value, failing on a header missing `always`. */
export function addedHeaders(directives: readonly NginxDirective[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { name, args } of directives) {
    if (name !== 'add_header') continue;
    const [header = '', value = '', always] = args;
    if (always !== 'always')
      throw new Error(`add_header ${header} lacks "always", so errors would not carry it.`);
    if (header in headers) throw new Error(`add_header ${header} appears twice in one block.`);
    headers[header] = value;
  }
  return headers;
}
