/**
 * The byte budgets, tests because bytes are deterministic (tests/e2e/budgets.spec.ts), and the
 * JavaScript targets `npm run bench` reports against; timing targets are the bench's (bench/report.ts).
 */
import { documentNames } from './pages';
import type { BytesByKind, WireEncoding } from './routeLoad';

type RouteBytes = Readonly<Record<WireEncoding, BytesByKind>>;

/** The kinds of page, each with its own budget; a page not listed gets a document page's. */
type PageKind = 'landing' | 'document';
const pageKinds: Readonly<Record<string, PageKind>> = { '/': 'landing' };
const kindOf = (path: string): PageKind => pageKinds[path] ?? 'document';

/**
 * Whether a script is a document's words (the chunk named after its src/content/*.mdx): budgets
 * hold the code, so the owner's words may grow without a test failing.
 */
export const isDocumentWords = (url: string) =>
  documentNames.some((name) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`).test(url));

/**
 * What each kind of page loaded when the budgets were last set, its words left out, as the server
 * sends it (the build's Zopfli gzip and brotli 11). Lowering one after a cut turns the ratchet;
 * raising one is a decision: say why in the commit.
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
 * The owners' JavaScript targets in bytes (1 KB = 1000). A document page's, React DOM and the
 * router's floor plus 10 KB gzip, `npm run bench` measures and checks (bench/report.ts).
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

/** The hero's libraries, which pages without it must not load, by a string their minified code keeps. */
export const heroLibraries: readonly { readonly name: string; readonly marker: string }[] = [
  // The event every actor receives first; present in any build of xstate's interpreter.
  { name: 'xstate', marker: 'xstate.init' },
  // The key under which framer-motion's Web Animations layer (full and small builds alike)
  // remembers whether the browser supports linear() easing.
  { name: 'framer-motion', marker: 'linearEasing' },
];

export const showsHero = (path: string) => kindOf(path) === 'landing';
