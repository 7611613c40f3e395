/** The folders of public/images drawn as WebP, with device pixels per SVG unit. */
export const RASTERIZED: Readonly<Record<string, number>>;
