import { photographEveryPage } from './pictures';

photographEveryPage('dark');
