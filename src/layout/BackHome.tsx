import { Link } from '@tanstack/react-router';
import { layoutCopy } from '../content/layout';

/** The way back to the landing page from a page that is not part of the main journey. */
export function BackHome({ children = layoutCopy.backHome }: { readonly children?: string }) {
  return (
    <Link to="/" className="back-home">
      <span aria-hidden="true">← </span>
      {children}
    </Link>
  );
}
