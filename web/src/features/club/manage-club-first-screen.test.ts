import { muiComponents, staticImports } from '../../testing/static-imports';

// What /manage-club imports before it is interactive; anything only an action shows (the
// edit dialog, an error) should load with that action instead.
const graph = staticImports('features/club/manage-club-page.tsx');
const importedOf = (names: readonly string[]) =>
  muiComponents(graph).filter((name) => names.includes(name));

describe('/manage-club, first screen', () => {
  it('imports no dialog or form code', () => {
    expect(importedOf(['Dialog', 'Modal', 'Popover', 'Snackbar'])).toEqual([]);
    expect(
      [...graph.files].filter((file) =>
        /\/(?!on-demand-)[\w-]*dialog[\w-]*\.tsx?$|formik|yup/.test(file),
      ),
    ).toEqual([]);
  });

  it('loads the alert of a failed load only when one fails', () => {
    expect(importedOf(['Alert', 'AlertTitle'])).toEqual([]);
  });

  it('searches its members with a bare input: no TextField, whose selects bring a menu', () => {
    expect(importedOf(['TextField', 'Select', 'Menu'])).toEqual([]);
  });
});
