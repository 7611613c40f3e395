export const SHELL: string;
export const SHELL_PAGES: string[];
export const TEMPLATE: string;
/** Where the server bundle goes, beside the app's folder. */
export function serverDirOf(outDir: string): string;
