// A dialog on a short screen (a phone held sideways, a laptop zoomed to 400 %):
// its title and buttons stay put and only its body scrolls, which there left
// a window of a line or two for the form, its focused field's label hidden
// under the title (WCAG 1.4.10). Below 30em of height the whole dialog
// scrolls instead, as a page does.

const SHORT_SCREEN = '@media (max-height: 30em)';

/** For the dialog's Positioner: it scrolls. */
export const REFLOW_POSITIONER = { [SHORT_SCREEN]: { overflow: 'auto' } } as const;

/** For the dialog's Content: its whole height shows, its body scrolling no more. */
export const REFLOW_CONTENT = {
  [SHORT_SCREEN]: { maxH: 'none', '& .chakra-dialog__body': { overflow: 'visible' } },
} as const;
