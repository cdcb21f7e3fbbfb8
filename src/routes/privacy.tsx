import { createFileRoute } from '@tanstack/react-router';
import { privacyPolicy } from '../content/privacy';
import { LegalPage } from '../legal/LegalPage';

export const Route = createFileRoute('/privacy')({
  component: PrivacyPage,
});

function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}
