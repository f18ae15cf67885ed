// The budgets of issue 7, checked against the median run of each page.

const everyPage = [
  { key: 'performance', label: 'Performance', min: 95 },
  { key: 'accessibility', label: 'Accessibility', min: 100 },
  { key: 'bestPractices', label: 'Best practices', min: 95 },
  { key: 'seo', label: 'SEO', min: 95 },
  { key: 'lcpMs', label: 'LCP', max: 1800, unit: ' ms' },
  { key: 'tbtMs', label: 'TBT', max: 150, unit: ' ms' },
  { key: 'cls', label: 'CLS', max: 0.02 },
];

export const homeJsLimitBytes = 120 * 1024;

/**
 * One line per budget and page: { page, budget, value, limit, pass }, value and limit as text. `pages` maps a path
 * to its median run (see lighthouse.mjs summarize); the home budgets apply only when / ran.
 */
export function evaluateBudgets(pages) {
  const checks = [];
  for (const [page, run] of Object.entries(pages)) {
    for (const { key, label, min, max, unit = '' } of everyPage) {
      const value = run[key];
      checks.push(
        min === undefined
          ? {
              page,
              budget: label,
              value: `${value}${unit}`,
              limit: `<= ${max}${unit}`,
              pass: value <= max,
            }
          : { page, budget: label, value: `${value}`, limit: `>= ${min}`, pass: value >= min },
      );
    }
  }
  const home = pages['/'];
  if (home) {
    checks.push({
      page: '/',
      budget: 'JS before interactive',
      value: `${(home.jsBytes / 1024).toFixed(1)} KB`,
      limit: `<= ${homeJsLimitBytes / 1024} KB`,
      pass: home.jsBytes <= homeJsLimitBytes,
    });
    checks.push({
      page: '/',
      budget: 'Firebase SDK (no session)',
      value: home.firebase.length === 0 ? 'none' : home.firebase.map((c) => c.file).join(', '),
      limit: 'none',
      pass: home.firebase.length === 0,
    });
  }
  return checks;
}
