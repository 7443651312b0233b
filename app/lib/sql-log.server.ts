/**
 * The statements one request sends to D1, printed to the worker's log as `[sql] {"sql":…,"params":[…]}` lines:
 * bench/catalogue.mjs asks for them (a request carrying the bench secret) to print the query plan of exactly
 * what each page runs. Statements are D1's own objects with `bind` wrapped, so `batch` still accepts them.
 */
export function loggingD1(d1: D1Database): D1Database {
  const prepare = (sql: string) => {
    const statement = d1.prepare(sql);
    const bind = statement.bind.bind(statement);
    statement.bind = (...params: unknown[]) => {
      console.log(`[sql] ${JSON.stringify({ sql, params })}`);
      return bind(...params);
    };
    return statement;
  };
  return new Proxy(d1, { get: (target, key) => (key === "prepare" ? prepare : Reflect.get(target, key, target)) });
}
