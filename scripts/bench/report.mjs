// Writes bench/RESULTS.md (for people) and bench/results.json (for tools) and prints the
// same tables, so what the terminal showed is what gets committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { format, resolveConfig } from 'prettier';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (pass) => (pass ? 'PASS' : 'FAIL');

export function markdownTable(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function pagesTable(pages, runs) {
  return markdownTable(
    [
      'Page',
      'Perf',
      'A11y',
      'Best pr.',
      'SEO',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'JS before interactive',
      'Firebase SDK',
      'Perf of all runs (CPU index)',
    ],
    Object.entries(pages).map(([page, run]) => [
      page,
      run.performance,
      run.accessibility,
      run.bestPractices,
      run.seo,
      seconds(run.fcpMs),
      seconds(run.lcpMs),
      `${run.tbtMs} ms`,
      run.cls,
      kb(run.jsBytes),
      run.firebase.length === 0
        ? 'none'
        : [...new Set(run.firebase.flatMap((c) => c.packages))].join(', '),
      runs[page].map((r) => `${r.performance} (${r.benchmarkIndex})`).join(', '),
    ]),
  );
}

export function budgetsTable(checks) {
  return markdownTable(
    ['Page', 'Budget', 'Value', 'Limit', 'Result'],
    checks.map((c) => [c.page, c.budget, c.value, c.limit, verdict(c.pass)]),
  );
}

export function bundleTable(bundle) {
  return markdownTable(
    ['Route', 'First-render JS (gzip)', 'Budget', 'Result'],
    bundle.rows.map((r) => [
      r.route,
      r.missing ? `${r.missing} is not in the manifest` : kb(r.bytes),
      `${r.budgetKb} KB`,
      verdict(r.pass),
    ]),
  );
}

/** Audits of the other categories that failed, per page: why a score is below 100. */
function failedAuditsList(pages) {
  return Object.entries(pages)
    .filter(([, run]) => run.failedAudits.length > 0)
    .map(([page, run]) => `- ${page}: ${run.failedAudits.join(', ')}`)
    .join('\n');
}

/** Committed files: written as Prettier would, so `npm run lint` stays green. */
async function writeFormatted(path, text) {
  const options = { ...(await resolveConfig(path)), filepath: path };
  writeFileSync(path, await format(text, options));
}

export async function writeResults(dir, { meta, bundle, pages, runs, checks }) {
  const failed = failedAuditsList(pages);
  const markdown = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (see `scripts/bench.mjs`); every run overwrites this file and',
    '`results.json`. Lighthouse figures on a shared 2-core machine are noisy: compare runs made',
    'on the same machine, and read the performance scores of all runs next to the median.',
    '',
    `- Date: ${meta.date}`,
    `- Commit: ${meta.commit}`,
    `- Machine: ${meta.machine}`,
    `- Browser: ${meta.browser}; Lighthouse ${meta.lighthouse} (benchmark index ${meta.benchmarkIndex})`,
    `- Method: ${meta.method}`,
    '',
    '## Pages (median run by performance score)',
    '',
    pagesTable(pages, runs),
    '',
    '"JS before interactive" is the compressed size of the script bodies that finished loading',
    "before Lighthouse's time to interactive (HTTP/1.1 headers left out: production serves",
    'HTTP/2, which compresses them); results.json lists each script, with its transfer size too.',
    '"Firebase SDK" names the Firebase packages inside the chunks a page requested.',
    "The CPU index is Lighthouse's benchmark index of each run: a low one means other work",
    'had the CPU; Lighthouse does not correct for it, so that run overstates TBT and paint times.',
    '',
    ...(failed ? ['Failed audits outside performance:', '', failed, ''] : []),
    '## Budgets (issue 7)',
    '',
    budgetsTable(checks),
    '',
    '## First-render JavaScript from the build (Vite manifest, gzip)',
    '',
    bundleTable(bundle),
    '',
  ].join('\n');
  mkdirSync(dir, { recursive: true });
  await writeFormatted(join(dir, 'RESULTS.md'), markdown);
  // Every run's figures, but the script list only of the median runs (in pages).
  const figures = Object.fromEntries(
    Object.entries(runs).map(([page, list]) => [page, list.map(({ scripts, ...rest }) => rest)]),
  );
  const json = { ...meta, pages, runs: figures, budgets: checks, bundle };
  await writeFormatted(join(dir, 'results.json'), JSON.stringify(json, null, 2));
}
