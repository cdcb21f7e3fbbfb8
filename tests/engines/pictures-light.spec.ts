import { photographEveryPage } from './pictures';

photographEveryPage('light');
