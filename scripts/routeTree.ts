/**
 * Regenerates src/routeTree.gen.ts from src/routes/ with the router's own generator and settings
 * (tsr.config.json), before every type check, so a new route file is known to the types at once.
 */
import './failures';
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = fileURLToPath(new URL('..', import.meta.url));
await new Generator({ config: getConfig({}, root), root }).run();
