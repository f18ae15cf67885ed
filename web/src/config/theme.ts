import { createTheme } from '@mui/material/styles';

// Association colours: navy and red from the flag of the sport, on a warm white.
const navy = '#0b2a5b';
const red = '#b3122b';

export const theme = createTheme({
  palette: {
    primary: { main: navy, contrastText: '#ffffff' },
    secondary: { main: red, contrastText: '#ffffff' },
    background: { default: '#fafaf7', paper: '#ffffff' },
    text: { primary: '#1a1a1a', secondary: '#4a4a4a' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.15 },
    h2: { fontSize: '2rem', fontWeight: 750, lineHeight: 1.2 },
    h3: { fontSize: '1.5rem', fontWeight: 700 },
    h4: { fontSize: '1.25rem', fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 650 },
  },
  components: {
    // Inputs
    MuiTextField: { defaultProps: { fullWidth: true } },
    // Navigation
    // Links inside text stay underlined so they are not told apart by colour alone.
    MuiLink: { defaultProps: { underline: 'always' } },
    // Feedback
    MuiButton: { defaultProps: { disableElevation: true } },
    // Surfaces
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollBehavior: 'smooth' },
        ':focus-visible': { outline: `3px solid ${red}`, outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': { html: { scrollBehavior: 'auto' } },
      },
    },
  },
});
