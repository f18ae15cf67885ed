// The budgets, checked against the median run of each page: the public pages' of issue 7,
// the signed-in pages' of issue 21.

const publicBudgets = [
  { key: 'performance', label: 'Performance', min: 95 },
  { key: 'accessibility', label: 'Accessibility', min: 100 },
  { key: 'bestPractices', label: 'Best practices', min: 95 },
  { key: 'seo', label: 'SEO', min: 95 },
  { key: 'lcpMs', label: 'LCP', max: 1800, unit: ' ms' },
  { key: 'tbtMs', label: 'TBT', max: 150, unit: ' ms' },
  { key: 'cls', label: 'CLS', max: 0.02 },
];

// A returning member's pages (issue 21). Their JavaScript budgets are per page (pages.mjs).
const signedInBudgets = [
  { key: 'performance', label: 'Performance', min: 90 },
  { key: 'lcpMs', label: 'LCP', max: 2000, unit: ' ms' },
  { key: 'tbtMs', label: 'TBT', max: 200, unit: ' ms' },
  { key: 'cls', label: 'CLS', max: 0.02 },
];

export const homeJsLimitBytes = 120 * 1024;

/**
 * The budgets' reference machine speed: Lighthouse's benchmark index of 1,500 (issue 21).
 * Blocking time grows about in inverse proportion to CPU speed, so a run at index I that
 * measured T ms of TBT would measure about T × I / 1500 ms at index 1,500.
 */
export const referenceIndex = 1500;

export function tbtAtReference({ tbtMs, benchmarkIndex }) {
  return Math.round((tbtMs * benchmarkIndex) / referenceIndex);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * A run's figure for a budget. TBT is held to its budget at the reference index: a run on a
 * fast day (index 2,800) that measured 120 ms counts as 224 ms.
 */
function figure(run, key) {
  return key === 'tbtMs' && run.benchmarkIndex ? tbtAtReference(run) : run[key];
}

function checkAll(page, run, budgets) {
  return budgets.map(({ key, label, min, max, unit = '' }) => {
    const value = figure(run, key);
    const shown =
      key === 'tbtMs' && run.benchmarkIndex
        ? `${value}${unit} at index ${referenceIndex} (${run.tbtMs}${unit} at ${run.benchmarkIndex})`
        : `${value}${unit}`;
    return min === undefined
      ? {
          page,
          budget: label,
          value: shown,
          limit: `<= ${max}${unit}`,
          pass: value <= max,
        }
      : { page, budget: label, value: `${value}`, limit: `>= ${min}`, pass: value >= min };
  });
}

/**
 * One line per budget and page: { page, budget, value, limit, pass }, value and limit as text.
 * `pages` maps a public path to its median run (see lighthouse.mjs summarize); the home
 * budgets apply only when / ran. `signedIn` maps a signed-in page's label to { run, jsBudgetKb }.
 * TBT is checked scaled to the reference index, when the run recorded its index.
 */
export function evaluateBudgets(pages, signedIn = {}) {
  const checks = Object.entries(pages).flatMap(([page, run]) => checkAll(page, run, publicBudgets));
  const home = pages['/'];
  if (home) {
    checks.push({
      page: '/',
      budget: 'JS before interactive',
      value: kb(home.jsBytes),
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
  for (const [page, { run, jsBudgetKb }] of Object.entries(signedIn)) {
    checks.push(...checkAll(page, run, signedInBudgets));
    checks.push({
      page,
      budget: 'JS before interactive',
      value: kb(run.jsBytes),
      limit: `<= ${jsBudgetKb} KB`,
      pass: run.jsBytes <= jsBudgetKb * 1024,
    });
  }
  return checks;
}
