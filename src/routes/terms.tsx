import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../site/head';
import { termsOfService } from '../content/terms';
import { LegalPage } from '../legal/LegalPage';

export const Route = createFileRoute('/terms')({
  head: () => pageHead('/terms'),
  component: TermsPage,
});

function TermsPage() {
  return <LegalPage document={termsOfService} />;
}
