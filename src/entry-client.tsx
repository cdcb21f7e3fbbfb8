/**
 * The page's one script. The prerendered HTML is already complete and readable, so the app's
 * code (React, the router, the page) is fetched only once the browser has painted it: the
 * first paint and the largest contentful paint never wait for JavaScript. Then every chunk the
 * page runs is fetched at once (navigation/chunks.ts), and evaluated in two steps.
 */
import './styles/tokens.css';
import './styles/base.css';
import { fetchAppChunks } from './navigation/chunks';

/**
 * Longest wait for the first paint before starting anyway, in milliseconds: for browsers that do
 * not report paints, and tabs hidden before painting.
 */
const firstPaintTimeout = 3000;

/**
 * Lets the browser handle input and paint before the next piece of work: a message to itself
 * is a new task, with none of the minimum delay a nested timeout may get.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resume) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resume();
    channel.port2.postMessage(null);
  });
}

let started = false;

async function startApp() {
  if (started) return;
  started = true;
  fetchAppChunks();
  // React DOM is most of the code: evaluated on a task of its own, then the rest on the next,
  // so a slow phone never has its main thread held for both at once.
  await import('react-dom/client');
  await yieldToBrowser();
  const { hydrate } = await import('./hydrate');
  await hydrate();
}

/** Runs `start` once the browser reports its first contentful paint (or after the timeout). */
function afterFirstContentfulPaint(start: () => void) {
  setTimeout(start, firstPaintTimeout);
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  // The paint entry arrives in a task of its own once the frame is on screen, later than a
  // frame callback would run.
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
}

// A hidden tab paints nothing, and a page with nothing prerendered (the dev server) has nothing
// to paint until the app renders it: start at once.
if (document.visibilityState === 'hidden' || !document.getElementById('root')?.firstElementChild) {
  void startApp();
} else {
  afterFirstContentfulPaint(() => void startApp());
}
