import type { RouteHead } from './head';

/**
 * Head tags, rendered where they stand: React puts them in the document's `<head>` (and the
 * prerender moves them there), the title first, as browsers and crawlers expect to find it early.
 */
export function HeadTags({ meta, links = [] }: Partial<RouteHead> & Pick<RouteHead, 'meta'>) {
  return (
    <>
      {[...meta]
        .sort((a, b) => Number('title' in b) - Number('title' in a))
        .map((tag) =>
          'title' in tag ? (
            <title key="title">{tag.title}</title>
          ) : (
            <meta key={'name' in tag ? tag.name : tag.property} {...tag} />
          ),
        )}
      {links.map((link) => (
        <link key={link.rel} {...link} />
      ))}
    </>
  );
}
