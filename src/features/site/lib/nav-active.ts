/**
 * Whether a navigation entry is the current one: Home on an exact match only,
 * every other entry (Services included) when the path starts with its href.
 */
export function isNavActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
