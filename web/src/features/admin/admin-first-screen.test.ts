import { muiComponents, staticImports, type StaticImports } from '../../testing/static-imports';

// What /admin imports before its open tab is interactive; anything only an action shows
// (a dialog, a notice, an error, a file to download) should load with that action instead.
const firstScreen = (panel: string) => staticImports('features/admin/admin-page.tsx', panel);
const accounts = firstScreen('features/admin/accounts/accounts-panel.tsx');
const memberships = firstScreen('features/admin/memberships/memberships-panel.tsx');
const dashboard = firstScreen('features/admin/dashboard/dashboard-panel.tsx');
const TABS: [string, StaticImports][] = [
  ['All Accounts', accounts],
  ['All Memberships', memberships],
  ['Dashboard', dashboard],
];

const importedOf = (graph: StaticImports, names: readonly string[]) =>
  muiComponents(graph).filter((name) => names.includes(name));
const modulesMatching = (graph: StaticImports, pattern: RegExp) =>
  [...graph.files].filter((file) => pattern.test(file));

describe('/admin, first screen', () => {
  it.each(TABS)('%s imports no dialog, snackbar or form code', (_tab, graph) => {
    expect(importedOf(graph, ['Autocomplete', 'Dialog', 'Modal', 'Popper', 'Snackbar'])).toEqual(
      [],
    );
    // The light on-demand wrappers stay; the dialogs they load do not.
    expect(modulesMatching(graph, /\/(?!on-demand-)[\w-]*dialog[\w-]*\.tsx?$|formik|yup/)).toEqual(
      [],
    );
  });

  it.each(TABS)('%s loads the alert of a failed load only when one fails', (_tab, graph) => {
    expect(importedOf(graph, ['Alert', 'AlertTitle'])).toEqual([]);
  });

  it.each(TABS)('%s loads the CSV export code on the way to its button', (_tab, graph) => {
    expect(modulesMatching(graph, /export-csv|save-blob/)).toEqual([]);
  });

  it('All Accounts searches with a bare input: no TextField, whose selects bring a menu', () => {
    expect(importedOf(accounts, ['TextField', 'Select', 'Menu', 'Popover'])).toEqual([]);
  });

  it("All Memberships filters with the browser's own selects: no menu, popover or modal", () => {
    expect(importedOf(memberships, ['TextField', 'Select', 'Menu', 'MenuItem', 'Popover'])).toEqual(
      [],
    );
  });

  it('Dashboard loads the charts library with its first chart, not with the console', () => {
    expect(
      [...dashboard.packages.keys()].filter((name) => name.startsWith('@mui/x-charts')),
    ).toEqual([]);
    expect(modulesMatching(dashboard, /bar-chart-view/)).toEqual([]);
  });
});
