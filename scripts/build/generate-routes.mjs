// Regenerates src/routeTree.gen.ts from src/routes (what the Vite plugin does during a build),
// so the typecheck sees the current routes.
import { Generator, getConfig } from '@tanstack/router-generator';

const config = getConfig({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }, process.cwd());
await new Generator({ config, root: process.cwd() }).run();
