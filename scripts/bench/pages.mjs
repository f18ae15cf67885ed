// The pages the bench measures: public ones as a first-time visitor loads them, signed-in
// ones as a returning member does (see session.mjs), each with the demo account that opens
// it and a text only the signed-in page shows, so that a run which landed on the sign-in
// page, or on a "please sign in" notice, fails instead of being measured.

export const publicPages = ['/', '/join', '/calendar', '/mission', '/login', '/faq'];

// Demo accounts (scripts/demo-accounts.json) by the short name used below and in --signed-in.
export const benchAccounts = {
  member: 'member@demo.iltkd.org',
  admin: 'admin@demo.iltkd.org',
  club: 'club@demo.iltkd.org',
};

// `shows`: a text of the signed-in content (as a 412 px phone shows it), looked for in the
// page's visible text; signed out, these pages send to /login or show a sign-in notice.
// `reads`: an API path whose answer says what Firestore read to compute it (its `reads`
// field), recorded when the warm-up opens the page (session.mjs).
export const signedInPages = [
  { url: '/my-account?tab=memberships', account: 'member', shows: 'Maria Santos' },
  // On a phone the payments tab lists the payments as cards under this heading.
  { url: '/my-account?tab=payments', account: 'member', shows: 'Payment History' },
  { url: '/my-account', account: 'admin', shows: 'My Memberships' },
  { url: '/members', account: 'member', shows: 'Ava Williams' },
  { url: '/admin?tab=accounts', account: 'admin', shows: 'member@demo.iltkd.org' },
  { url: '/admin?tab=memberships', account: 'admin', shows: 'Showing 1 to 10 of' },
  // The board dashboard: its figures are aggregation queries, whose count the API reports.
  {
    url: '/admin?tab=dashboard',
    account: 'admin',
    shows: 'Figures as of',
    reads: '/api/v1/admin/dashboard',
  },
  { url: '/manage-club', account: 'club', shows: 'Club Members (' },
];

/** How a signed-in page is named in the tables and results: its URL and account. */
export const signedInLabel = ({ url, account }) => `${url} (${account})`;

/** --pages: a comma-separated list of paths; 'none' (or nothing) for no public page. */
export function parsePublicPages(option) {
  const pages = splitList(option);
  const wrong = pages.find((page) => !page.startsWith('/'));
  if (wrong) throw new Error(`--pages takes paths such as /,/faq (not ${wrong}).`);
  return pages;
}

/**
 * --signed-in: 'all', 'none', or a comma-separated list of items `URL[@account]`. An item
 * selects the pages of the table above whose URL is that URL, or that URL with a query
 * (/my-account selects its three pages, /admin?tab=accounts one), narrowed to an account
 * when one is given (/my-account@admin). Returns the selected pages in the table's order.
 */
export function parseSignedInPages(option, table = signedInPages) {
  if (option.trim() === 'all') return [...table];
  const selected = new Set();
  for (const item of splitList(option)) {
    const [url, account, extra] = item.split('@');
    if (extra !== undefined || !url.startsWith('/')) {
      throw new Error(
        `--signed-in takes URL[@account] items such as /my-account@admin (not ${item}).`,
      );
    }
    if (account !== undefined && !Object.hasOwn(benchAccounts, account)) {
      throw new Error(
        `--signed-in: no account "${account}" (${Object.keys(benchAccounts).join(', ')}).`,
      );
    }
    const matches = table.filter(
      (page) =>
        (page.url === url || page.url.startsWith(`${url}?`)) &&
        (account === undefined || page.account === account),
    );
    if (matches.length === 0) {
      const known = table.map(signedInLabel).join(', ');
      throw new Error(`--signed-in: ${item} is none of the signed-in pages (${known}).`);
    }
    for (const page of matches) selected.add(page);
  }
  return table.filter((page) => selected.has(page));
}

/** The demo account `name` (see benchAccounts) from scripts/demo-accounts.json's list. */
export function demoAccount(name, demoAccounts) {
  const email = benchAccounts[name];
  const account = demoAccounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`scripts/demo-accounts.json has no ${email}.`);
  return { name, email, password: account.password, displayName: account.displayName };
}

/** The selected signed-in pages grouped by account, accounts in order of first appearance. */
export function pagesByAccount(pages) {
  const groups = new Map();
  for (const page of pages) {
    if (!groups.has(page.account)) groups.set(page.account, []);
    groups.get(page.account).push(page);
  }
  return groups;
}

function splitList(option) {
  const items = option
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length === 1 && items[0] === 'none' ? [] : items;
}
