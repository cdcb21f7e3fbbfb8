import { createFileRoute } from '@tanstack/react-router';
import { termsOfService } from '../content/terms';
import { LegalPage } from '../legal/LegalPage';

export const Route = createFileRoute('/terms')({
  component: TermsPage,
});

function TermsPage() {
  return <LegalPage document={termsOfService} />;
}
