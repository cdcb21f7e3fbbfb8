/**
 * `npm start` answers every request as production does: the same statuses, pages and headers
 * that tests/nginx/nginx.spec.ts checks on nginx.
 */
import { test } from '@playwright/test';
import { servingRules } from '../nginx/servingRules';

servingRules(() => String(test.info().project.use.baseURL));
