// The small raw-SQL interface the migration runner needs, over either driver.
export type SqlExecutor = {
  /** Runs one or more statements with no parameters. */
  exec(sql: string): Promise<void>;
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
};

export type SqlConnection = SqlExecutor & {
  /** Runs fn in one transaction on one connection; rolls back when it throws. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** PostgreSQL advisory locks; PGlite is single-process so it needs none. */
  supportsAdvisoryLocks: boolean;
};
