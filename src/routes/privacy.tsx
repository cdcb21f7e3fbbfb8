import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../site/head';
import { privacyPolicy } from '../content/privacy';
import { LegalPage } from '../legal/LegalPage';

export const Route = createFileRoute('/privacy')({
  head: () => pageHead('/privacy'),
  component: PrivacyPage,
});

function PrivacyPage() {
  return <LegalPage document={privacyPolicy} />;
}
