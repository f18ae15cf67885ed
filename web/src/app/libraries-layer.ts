// Marks the entry's third layer (see main.tsx): this module is bundled with the router and
// react-intl (the 'libraries' chunk group in vite.config.ts), so importing it evaluates them.
export {};
