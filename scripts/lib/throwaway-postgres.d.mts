export function postgresBin(): string | undefined;
export function startPostgres(options?: { port?: number; database?: string; durable?: boolean }): {
  url: string;
  stop(): void;
};
