/**
 * The site's Content-Security-Policy: nothing is allowed unless listed here, each source because
 * the built site needs it; the end-to-end security spec proves no page breaks it.
 */

export type CspDirectives = Readonly<Record<string, readonly string[]>>;

export const cspDirectives: CspDirectives = {
  // Anything not named below (fonts, frames, media, workers, objects) is refused.
  'default-src': ["'none'"],
  // The entry script and its lazily imported chunks, all from /assets/. No inline script.
  'script-src': ["'self'"],
  // The one stylesheet, no inline style; motion styles go through the CSSOM, which CSP does not govern.
  'style-src': ["'self'"],
  // The favicon and the landing page's screenshot.
  'img-src': ["'self'"],
  // The web app manifest.
  'manifest-src': ["'self'"],
  // The site fetches nothing, but audits (Lighthouse's robots.txt check) fetch from inside the page.
  'connect-src': ["'self'"],
  // No <base> element may redirect the page's relative URLs.
  'base-uri': ["'none'"],
  // The site has no forms; none may be injected to post elsewhere.
  'form-action': ["'none'"],
  // No other site may frame these pages (clickjacking).
  'frame-ancestors': ["'none'"],
  // No string reaches an HTML or script sink (innerHTML, eval, script.src): DOM XSS is refused, not run.
  'require-trusted-types-for': ["'script'"],
  // No code may create a Trusted Types policy to launder strings: the site needs none.
  'trusted-types': ["'none'"],
};

/** Writes directives as a header value: `name source source; name source`. */
function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export const contentSecurityPolicy = serializeCsp(cspDirectives);

/** Directives a `<meta>` cannot deliver (browsers ignore them there, with a console error). */
const headerOnlyDirectives: readonly string[] = ['frame-ancestors', 'report-uri', 'sandbox'];

/** The policy as the page's CSP `<meta>` states it (the browser enforces both): no header-only directive. */
export const metaContentSecurityPolicy = serializeCsp(
  Object.fromEntries(Object.entries(cspDirectives).filter(([name]) => !headerOnlyDirectives.includes(name))),
);
