import { PageLink } from '../navigation/PageLink';
import { layoutCopy } from '../content/layout';

/** The way back to the landing page from a page that is not part of the main journey. */
export function BackHome({ children = layoutCopy.backHome }: { readonly children?: string }) {
  return (
    <PageLink to="/" className="back-home">
      <span aria-hidden="true">← </span>
      {children}
    </PageLink>
  );
}
