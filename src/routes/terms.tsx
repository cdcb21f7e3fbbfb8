import { createFileRoute } from '@tanstack/react-router';
import Content from '../content/terms.mdx';
import frontmatter from '../content/terms.mdx?frontmatter';
import { DocumentPage } from '../documents/DocumentPage';
import { documentPage } from '../site/pages';

export const Route = createFileRoute('/terms')({
  staticData: { page: documentPage(frontmatter) },
  component: () => <DocumentPage frontmatter={frontmatter} content={Content} />,
});
