// The budgets, checked against the median run of each page measured with the CPU slowdown
// calibrated to index 1,500 (calibration.mjs): the Lighthouse budgets of issues 7 and 21 and
// the machine-independent ones of issue 31 (JavaScript before interactive, the longest task
// before interactive, a tap's interaction to next paint).

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const lighthouseBudgets = {
  public: [
    { key: 'performance', label: 'Performance', min: 95 },
    { key: 'accessibility', label: 'Accessibility', min: 100 },
    { key: 'bestPractices', label: 'Best practices', min: 95 },
    { key: 'seo', label: 'SEO', min: 95 },
    { key: 'lcpMs', label: 'LCP', max: 1800, unit: ' ms' },
    { key: 'tbtMs', label: 'TBT', max: 150, unit: ' ms' },
    { key: 'cls', label: 'CLS', max: 0.02 },
    { key: 'jsBytes', label: 'JS before interactive', max: 60 * 1024, show: kb },
  ],
  signedIn: [
    { key: 'performance', label: 'Performance', min: 90 },
    { key: 'lcpMs', label: 'LCP', max: 2000, unit: ' ms' },
    { key: 'tbtMs', label: 'TBT', max: 200, unit: ' ms' },
    { key: 'cls', label: 'CLS', max: 0.02 },
    { key: 'jsBytes', label: 'JS before interactive', max: 200 * 1024, show: kb },
  ],
};

/** A public page's own tasks before interactive, at the preset's 4x slowdown. */
export const longestTaskLimitMs = 50;

/** A tap right after the page appears answers within this (interaction to next paint). */
export const tapLimitMs = 200;

/**
 * What an API behind a first screen may have Firestore read (the board dashboard's reads):
 * fixed numbers, so a screen that starts reading documents in proportion to the
 * association's size fails here as well as in its API test.
 */
export const firstScreenReadLimits = { documents: 100, queries: 80 };

function checkAll(page, run, budgets) {
  return budgets.map(({ key, label, min, max, unit = '', show }) => {
    const value = run[key];
    const shown = show ? show(value) : `${value}${unit}`;
    return min === undefined
      ? {
          page,
          budget: label,
          value: shown,
          limit: `<= ${show ? show(max) : `${max}${unit}`}`,
          pass: value <= max,
        }
      : { page, budget: label, value: shown, limit: `>= ${min}`, pass: value >= min };
  });
}

/**
 * One line per budget and page: { page, budget, value, limit, pass }, value and limit as text.
 * `pages` maps a public path to its median calibrated run (lighthouse.mjs summarize),
 * `signedIn` a signed-in page's label to its; `taps` maps a page's label to its tap
 * measurements by language ({ en: { inpMs }, es: { inpMs } }, see interaction.mjs);
 * `preset` maps a page's label to its run at the preset's 4x, which the longest-task budget
 * of the public pages reads.
 */
export function evaluateBudgets(pages, signedIn = {}, taps = {}, preset = {}, reads = {}) {
  const checks = [
    ...Object.entries(pages).flatMap(([page, run]) =>
      checkAll(page, run, lighthouseBudgets.public),
    ),
    ...Object.entries(signedIn).flatMap(([page, run]) =>
      checkAll(page, run, lighthouseBudgets.signedIn),
    ),
  ];
  const home = pages['/'];
  if (home) {
    checks.push({
      page: '/',
      budget: 'Firebase SDK (no session)',
      value: home.firebase.length === 0 ? 'none' : home.firebase.map((c) => c.file).join(', '),
      limit: 'none',
      pass: home.firebase.length === 0,
    });
  }
  for (const page of Object.keys(pages).filter((label) => preset[label])) {
    const { longestTaskMs } = preset[page];
    checks.push({
      page,
      budget: 'Longest task before interactive (4x)',
      value: `${longestTaskMs} ms`,
      limit: `<= ${longestTaskLimitMs} ms`,
      pass: longestTaskMs <= longestTaskLimitMs,
    });
  }
  for (const [page, byLanguage] of Object.entries(taps)) {
    for (const [language, tap] of Object.entries(byLanguage)) {
      checks.push({
        page,
        budget: `Tap, interaction to next paint (${language})`,
        value: tap.inpMs === null ? 'no interaction recorded' : `${tap.inpMs} ms`,
        limit: `<= ${tapLimitMs} ms`,
        pass: tap.inpMs !== null && tap.inpMs <= tapLimitMs,
      });
    }
  }
  for (const [page, read] of Object.entries(reads)) {
    if (!read) continue;
    const queries = read.aggregationQueries + read.documentQueries;
    checks.push(
      {
        page,
        budget: 'Firestore documents read (first screen)',
        value: String(read.documents),
        limit: `<= ${firstScreenReadLimits.documents}`,
        pass: read.documents <= firstScreenReadLimits.documents,
      },
      {
        page,
        budget: 'Firestore queries (first screen)',
        value: String(queries),
        limit: `<= ${firstScreenReadLimits.queries}`,
        pass: queries <= firstScreenReadLimits.queries,
      },
    );
  }
  return checks;
}
