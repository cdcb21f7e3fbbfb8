import { layoutCopy } from '../content/layout';

/** The id of the page's `main` element, the skip link's target. */
export const mainContentId = 'main-content';

/** The first tab stop of every page: jumps past the header straight to the content. */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${mainContentId}`}>
      {layoutCopy.skipLink}
    </a>
  );
}
