export function staticGlobalCss(system: { layers: { atRule: string }; _global: unknown[] }): string;
