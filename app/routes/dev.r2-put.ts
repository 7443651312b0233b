import type { ActionFunctionArgs } from "@remix-run/cloudflare";

/**
 * The floor of bench/upload.mjs: the same bytes put straight into R2 by the same worker, with no session,
 * quota, sniffing or row. It exists only while BENCH_SECRET is set, which only the bench does (`--var`):
 * wrangler.toml sets it nowhere, so every deployed worker answers 404 here.
 */
const notFound = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export const loader = () => notFound();

export async function action({ request, context }: ActionFunctionArgs) {
  const secret = context.env.BENCH_SECRET;
  if (!secret || secret.length < 16 || request.headers.get("Authorization") !== `Bearer ${secret}`) return notFound();
  const size = Number(request.headers.get("Content-Length"));
  if (!request.body || !Number.isFinite(size) || size <= 0) return new Response("Length Required", { status: 411 });
  const key = `bench/${crypto.randomUUID()}`;
  await context.env.FILES.put(key, request.body);
  context.ctx.waitUntil(context.env.FILES.delete(key));
  return Response.json({ key, size }, { status: 201 });
}
