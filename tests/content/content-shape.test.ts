import { describe, it } from 'vitest';
import * as content from '#site/content';
import { assertShapeRule, SHAPE_CHECKS } from './content-shape';

// content/ as it is now (the Vite config runs Velite before the tests, so #site/content is the
// current content/).
describe('content/ holds together', () => {
  it.each(Object.keys(SHAPE_CHECKS))('%s', (rule) => {
    assertShapeRule(rule, content);
  });
});
