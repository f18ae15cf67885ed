// Writes bench/RESULTS.md (for people) and bench/results.json (for tools) and prints the
// same tables, so what the terminal showed is what gets committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { format, resolveConfig } from 'prettier';

import { referenceIndex, standsForIndex } from './calibration.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (pass) => (pass ? 'PASS' : 'FAIL');

export function markdownTable(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The median run of each page (label -> run), with every run's score and CPU index. */
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
      'CPU index',
      'Slowdown (stands for index)',
      'Longest task (browser own)',
      'Script evaluation',
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
      run.benchmarkIndex,
      `${run.cpuSlowdown}x (${standsForIndex(run)})`,
      `${run.longestTaskMs} ms (${run.longestUnattributedTaskMs ?? 0} ms)`,
      `${run.scriptEvaluationMs} ms`,
      kb(run.jsBytes),
      firebaseCell(run.firebase),
      (runs[page] ?? [run]).map((r) => `${r.performance} (${r.benchmarkIndex})`).join(', '),
    ]),
  );
}

/** Each page's scripted tap per language: interaction to next paint, and when the menu showed. */
export function tapsTable(taps) {
  return markdownTable(
    ['Page', 'Language', 'Slowdown', 'Interaction to next paint', 'Menu shown after'],
    Object.entries(taps).flatMap(([page, byLanguage]) =>
      Object.entries(byLanguage).map(([language, tap]) => [
        page,
        tap.shownLanguage && tap.shownLanguage !== language
          ? `${language} (page showed ${tap.shownLanguage})`
          : language,
        `${tap.cpuSlowdown}x`,
        tap.inpMs === null ? 'none recorded' : `${tap.inpMs} ms`,
        tap.menuShownMs === null ? 'did not show' : `${tap.menuShownMs} ms`,
      ]),
    ),
  );
}

/** The Firebase SDK chunks a page loaded: their compressed size and the packages inside. */
function firebaseCell(chunks) {
  if (chunks.length === 0) return 'none';
  const bytes = chunks.reduce((sum, chunk) => sum + (chunk.bodyBytes ?? 0), 0);
  return `${kb(bytes)}: ${[...new Set(chunks.flatMap((c) => c.packages))].join(', ')}`;
}

/** What an API answer says Firestore read to compute it (its `reads` field), or null. */
export function firestoreReadsOf(answer) {
  const reads = answer?.reads;
  const counts = ['aggregation_queries', 'document_queries', 'documents'];
  if (!reads || !counts.every((name) => Number.isInteger(reads[name]))) return null;
  return {
    aggregationQueries: reads.aggregation_queries,
    documentQueries: reads.document_queries,
    documents: reads.documents,
  };
}

/**
 * What each page's figures read from Firestore, as its API answer reported it (pages.mjs
 * `reads`): aggregation queries (billed one document read per 1,000 index entries counted),
 * other queries and the documents they returned.
 */
export function firestoreReadsTable(reads) {
  return markdownTable(
    ['Page', 'Aggregation queries', 'Document queries', 'Documents read'],
    Object.entries(reads).map(([page, r]) =>
      r === null
        ? [page, 'not reported', '', '']
        : [page, String(r.aggregationQueries), String(r.documentQueries), String(r.documents)],
    ),
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

export async function writeResults(
  dir,
  { meta, bundle, pages, signedIn = {}, preset = {}, runs, taps = {}, checks, firestoreReads = {} },
) {
  const failed = failedAuditsList({ ...pages, ...signedIn });
  const section = (title, medians, notes) =>
    Object.keys(medians).length === 0
      ? []
      : [`## ${title}`, '', pagesTable(medians, runs), '', ...notes, ''];
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
    ...section(
      `Public pages, first visit (median run by performance score, calibrated to index ${referenceIndex})`,
      pages,
      [],
    ),
    ...section(
      `Signed-in pages, returning member (median run by performance score, calibrated to index ${referenceIndex})`,
      signedIn,
      [
        'Each account signs in through /login in a Chromium profile of its own and visits its pages',
        'once; Lighthouse then opens that profile without resetting storage, so the session and the',
        "cached scripts are there, as in a member's phone. Every run checks that the measured page",
        "showed the account's content (not the sign-in page).",
      ],
    ),
    '"JS before interactive" is the compressed size of the script bodies that finished loading',
    "before Lighthouse's time to interactive (HTTP/1.1 headers left out: production serves",
    'HTTP/2, which compresses them), whether the network or the browser cache gave them;',
    'results.json lists each script, with its transfer size too. "Firebase SDK" is the',
    'compressed size of the Firebase chunks among them and the Firebase packages inside.',
    '"Longest task" is the longest main-thread task of the page (its document or its scripts)',
    'that started before interactive; in brackets the longest task the trace ties to no URL,',
    "the browser's own (committing the navigation: a blank HTML page has one of 55-70 ms at 4x",
    'on this machine). "Script evaluation" is the time scripts ran during the load. Both as',
    "Lighthouse simulates them at the run's CPU slowdown.",
    '',
    `The CPU index is Lighthouse's benchmark index of the run. The runs above are calibrated as`,
    "Lighthouse's throttling guide describes: the CPU slowdown is 4 × the host's index ÷",
    `${referenceIndex}, so each run stands for the preset's 4x on a machine of index ${referenceIndex}`,
    '(the index it stands for is in brackets), and the budgets hold on any machine at least',
    'that fast. The same pages at the preset 4x on this host, one run each, for comparison with',
    'other Lighthouse reports:',
    '',
    ...(Object.keys(preset).length === 0 ? [] : [pagesTable(preset, {}), '']),
    ...(Object.keys(taps).length === 0
      ? []
      : [
          '## A tap right after the page appears',
          '',
          "Lighthouse's phone screen and user agent, the CPU slowed as calibrated above, the page in",
          "each language (Hosting's language cookie); the header's menu button is tapped as soon as",
          'it is visible. "Interaction to next paint" is the longest Event Timing entry of the tap;',
          '"Menu shown after" is when the menu became visible.',
          '',
          tapsTable(taps),
          '',
        ]),
    ...(Object.keys(firestoreReads).length === 0
      ? []
      : [
          '## Firestore reads of the first screen',
          '',
          "What computing each page's figures read, as its API answer reported it when the",
          'warm-up opened the page; the same whatever the number of records (issue 33).',
          '',
          firestoreReadsTable(firestoreReads),
          '',
        ]),
    ...(failed ? ['Failed audits outside performance:', '', failed, ''] : []),
    '## Budgets (Lighthouse: issues 7 and 21; JavaScript, longest task and tap: issue 31)',
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
  // Every run's figures, but the script list only of the median runs (in pages, signedIn).
  const figures = Object.fromEntries(
    Object.entries(runs).map(([page, list]) => [page, list.map(({ scripts, ...rest }) => rest)]),
  );
  const json = {
    ...meta,
    pages,
    signedIn,
    preset,
    runs: figures,
    taps,
    firestoreReads,
    budgets: checks,
    bundle,
  };
  await writeFormatted(join(dir, 'results.json'), JSON.stringify(json, null, 2));
}
