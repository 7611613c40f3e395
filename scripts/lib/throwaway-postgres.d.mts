export function postgresBin(): string | undefined;
export function startPostgres(options?: { port?: number; database?: string }): {
  url: string;
  stop(): void;
};
