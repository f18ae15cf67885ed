// The checks `npm test` runs beside the build and the jest streams (scripts/test.mjs):
// [title, npm script].
export const CHECKS = [
  ['Lint (ESLint + Prettier)', 'lint'],
  ['Lint the OpenAPI document (Redocly, recommended rules)', 'lint:openapi'],
  ['Type check', 'typecheck'],
  ['Script tests (node:test)', 'test:scripts'],
];
