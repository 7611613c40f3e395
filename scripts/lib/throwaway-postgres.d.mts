export function postgresBin(): string | undefined;
export function startPostgres(options?: { port?: number; database?: string; durable?: boolean }): {
  url: string;
  stop(): void;
};
export function startReplica(options: { primaryUrl: string; port?: number; durable?: boolean }): {
  url: string;
  stop(): void;
};
