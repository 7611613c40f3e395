export interface StaticServer {
  url: string;
  port: number;
  /** Serves another folder from now on (a new deployment on the same origin). */
  setRoot(root: string): void;
  /** Closes the server and every open connection. */
  stop(): Promise<void>;
}

export function startStaticServer(options: {
  root: string;
  port?: number;
  host?: string;
}): Promise<StaticServer>;
