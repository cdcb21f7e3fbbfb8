import { createFileRoute } from '@tanstack/react-router';
import { landingPage } from '../content/landing';
import { LandingPage } from '../landing/LandingPage';

export const Route = createFileRoute('/')({
  staticData: { page: landingPage },
  component: LandingPage,
});
