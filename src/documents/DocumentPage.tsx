import type { MDXComponents, MDXContent } from 'mdx/types';
import { BackHome } from '../layout/BackHome';
import { ExternalLink } from '../layout/ExternalLink';
import type { ReadFrontmatter } from '../site/pages';
import './DocumentPage.css';

/** How a document's Markdown renders: a link to another site opens in a new tab and says so. */
export const documentComponents: MDXComponents = {
  a: ({ href = '', children }) =>
    /^https?:\/\//.test(href) ? (
      <ExternalLink href={href}>{children}</ExternalLink>
    ) : (
      <a href={href}>{children}</a>
    ),
};

/** Props of {@link DocumentPage}. */
export interface DocumentPageProps {
  /** The document's front matter: its title and the day it took effect. */
  readonly frontmatter: ReadFrontmatter;
  /** The document's text, compiled from its file in src/content/. */
  readonly content: MDXContent;
}

/** A document such as the Terms: its title, the day it took effect, its text and the way back home. */
export function DocumentPage({ frontmatter, content: Content }: DocumentPageProps) {
  return (
    <article className="page page--narrow document">
      <BackHome />
      <h1>{frontmatter.title}</h1>
      {frontmatter.effective && (
        <p className="document__effective">
          Effective <time dateTime={frontmatter.effective}>{frontmatter.effectiveInWords}</time>
        </p>
      )}
      <Content components={documentComponents} />
      <BackHome />
    </article>
  );
}
