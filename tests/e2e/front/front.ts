/** The end-to-end front door (wrangler.toml beside this file): the tests' SQL here, everything else to the app. */
type Env = { APP: Fetcher; DB: D1Database };

const SQL_PATH = "/__e2e/sql";

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    if (new URL(request.url).pathname !== SQL_PATH) return env.APP.fetch(request);
    if (request.method !== "POST") return new Response(null, { status: 405 });
    const { statement } = (await request.json()) as { statement: string };
    try {
      const { results } = await env.DB.prepare(statement).all();
      return Response.json(results);
    } catch (error) {
      return Response.json({ error: error instanceof Error ? error.message : String(error) }, { status: 400 });
    }
  },
};
