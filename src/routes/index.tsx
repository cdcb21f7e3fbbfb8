import { createFileRoute } from '@tanstack/react-router';
import { landingPage } from '../site/pages';
import { LandingPage } from '../landing/LandingPage';

export const Route = createFileRoute('/')({
  staticData: { page: landingPage },
  component: LandingPage,
});
