/**
 * The event the app dispatches on `document` once React has hydrated the prerendered page (or
 * rendered an empty one): from then on the page is the app's. Tests, the benchmark and tools
 * listen for it; nothing is written into the page. (An event, not a User Timing mark: a test's
 * fake clock replaces `performance`, and the mark with it.)
 */
export const hydratedEvent = 'app:hydrated';
