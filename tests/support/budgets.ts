/**
 * The site's byte budgets and JavaScript targets. The budgets are tests (tests/e2e/budgets.spec.ts):
 * bytes are deterministic, so a route that grows past its budget fails `npm test`; `npm run bench`
 * reports the figures against the targets. Timing targets are the bench's (bench/report.ts),
 * because timings vary with the machine.
 */
import { documentNames } from './pages';
import type { BytesByKind, WireEncoding } from './routeLoad';

/** Bytes on the wire of each kind of file a route loads, lazy chunks included, per encoding. */
type RouteBytes = Readonly<Record<WireEncoding, BytesByKind>>;

/**
 * The kinds of page, each held to its own budget: the landing page, with its hero, and a
 * document page (the Terms, the Privacy Policy, and any page that shows a document). A new page
 * gets a document page's budget unless it is listed here.
 */
type PageKind = 'landing' | 'document';
const pageKinds: Readonly<Record<string, PageKind>> = { '/': 'landing' };
const kindOf = (path: string): PageKind => pageKinds[path] ?? 'document';

/**
 * Whether a script is a document's words: the chunk the build names after its `src/content/*.mdx`.
 * Budgets hold the code, so the owner's words may grow and a new page may come without a test
 * failing; the budget tests say how many bytes the words took besides.
 */
export const isDocumentWords = (url: string) =>
  documentNames.some((name) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(url));

/**
 * What each kind of page loaded when the budgets were last set, its document's words left out
 * (every document page then loads the same code), as the server sends it: the build's gzip
 * (Zopfli) and brotli (quality 11) copies. The budget tests note the current figures in the
 * report. Lowering one after a cut is how the ratchet turns; raising one is a decision: say why
 * in the commit.
 */
const measuredBytes: Readonly<Record<PageKind, RouteBytes>> = {
  landing: {
    gzip: { javascript: 117_929, css: 4_399 },
    brotli: { javascript: 107_109, css: 4_037 },
  },
  document: {
    gzip: { javascript: 98_348, css: 4_399 },
    brotli: { javascript: 89_215, css: 4_037 },
  },
};

/** Room over the measured figures before a test fails: small, so that growth is noticed. */
const budgetHeadroom = 0.03;

/**
 * The owners' byte targets for JavaScript, in bytes (1 KB = 1000 bytes). A document page's is the
 * floor React DOM and the router weigh plus 10 KB gzip, which `npm run bench` measures and checks
 * (bench/report.ts).
 */
const javascriptTargets: Readonly<Record<PageKind, Partial<Record<WireEncoding, number>>>> = {
  landing: { gzip: 125_000, brotli: 110_000 },
  document: {},
};

export const javascriptTargetsFor = (path: string) => javascriptTargets[kindOf(path)];

/** A measured figure with the headroom, but never above a target it already meets. */
function withHeadroom(measured: number, target?: number): number {
  const grown = Math.ceil(measured * (1 + budgetHeadroom));
  return target !== undefined && measured <= target ? Math.min(grown, target) : grown;
}

/** The most the page at `path` may load, per encoding: its kind's measured figures plus the headroom. */
export function budgetFor(path: string): RouteBytes {
  const bytes = measuredBytes[kindOf(path)];
  const targets = javascriptTargetsFor(path);
  const perEncoding = ({ javascript, css }: BytesByKind, target?: number) => ({
    javascript: withHeadroom(javascript, target),
    css: withHeadroom(css),
  });
  return { gzip: perEncoding(bytes.gzip, targets.gzip), brotli: perEncoding(bytes.brotli, targets.brotli) };
}

/**
 * The hero's libraries, which pages without the hero must not download, each by its npm name and
 * a string literal its minified code always contains (minifiers keep strings).
 */
export const heroLibraries: readonly { readonly name: string; readonly marker: string }[] = [
  // The event every actor receives first; present in any build of xstate's interpreter.
  { name: 'xstate', marker: 'xstate.init' },
  // The key under which framer-motion's Web Animations layer (full and small builds alike)
  // remembers whether the browser supports linear() easing.
  { name: 'framer-motion', marker: 'linearEasing' },
];

export const showsHero = (path: string) => kindOf(path) === 'landing';
