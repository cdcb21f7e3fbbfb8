import { createFileRoute } from '@tanstack/react-router';
import Content from '../content/privacy.mdx';
import frontmatter from '../content/privacy.mdx?frontmatter';
import { DocumentPage } from '../documents/DocumentPage';
import { documentPage } from '../site/pages';

export const Route = createFileRoute('/privacy')({
  staticData: { page: documentPage(frontmatter) },
  component: () => <DocumentPage frontmatter={frontmatter} content={Content} />,
});
