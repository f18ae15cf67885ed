import { theme } from './theme';

describe('theme', () => {
  // The build leaves out MUI's CSS-variable theme builder and provider (vite.config.ts):
  // a theme with colour schemes or CSS variables would need them.
  it('uses neither colour schemes nor CSS variables', () => {
    expect(theme).not.toHaveProperty('colorSchemes');
    expect(theme).not.toHaveProperty('cssVariables');
    expect(theme).not.toHaveProperty('vars');
  });

  it('keeps the association colours', () => {
    expect(theme.palette.primary.main).toBe('#0b2a5b');
    expect(theme.palette.secondary.main).toBe('#b3122b');
  });
});
