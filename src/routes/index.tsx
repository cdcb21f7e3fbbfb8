import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../site/head';
import { LandingPage } from '../landing/LandingPage';

export const Route = createFileRoute('/')({
  head: () => pageHead('/'),
  component: LandingPage,
});
