// Modules the build generates (vite.config.ts).

/** Chakra's global styles and token variables as static CSS (scripts/chakra-global-css.mjs). */
declare module 'virtual:chakra-globals.css';
