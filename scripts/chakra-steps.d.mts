/** Chakra's module `id` with its system creation in steps, or undefined for any other module. */
export function chakraInSteps(id: string, code: string): string | undefined;
