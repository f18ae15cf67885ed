// Marks the entry's second layer (see main.tsx): the styling engine and the theme, as the
// app and the page layout use them. The 'styles' chunk group in vite.config.ts is this
// module and what it imports, so no MUI module only some page uses is loaded with it.
export { CacheProvider } from '@emotion/react';
export { ThemeProvider, styled } from '@mui/material/styles';
export { theme } from '../config/theme';
