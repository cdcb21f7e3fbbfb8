import { createFileRoute } from '@tanstack/react-router';
import Content from '../content/accessibility.mdx';
import frontmatter from '../content/accessibility.mdx?frontmatter';
import { DocumentPage } from '../documents/DocumentPage';
import { documentPage } from '../site/pages';

export const Route = createFileRoute('/accessibility')({
  staticData: { page: documentPage(frontmatter) },
  component: () => <DocumentPage frontmatter={frontmatter} content={Content} />,
});
