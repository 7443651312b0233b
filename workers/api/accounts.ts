import { Hono } from "hono";
import type { Env } from "../env";
import { auth } from "./auth";
import { user } from "./user";

/**
 * The account calls of spec section 7, as one app under /v1. They reach the app's texts and mail
 * templates, whose catalogue only Vite can bundle (import.meta.glob): index.ts loads this module lazily
 * so the worker entry that esbuild bundles still starts.
 */
export const accounts = new Hono<{ Bindings: Env }>().basePath("/v1");

accounts.route("/auth", auth);
accounts.route("/user", user);

accounts.notFound((c) => c.json({ error: "not_found" }, 404));
accounts.onError((err, c) => {
  console.error(err);
  return c.json({ error: "internal_error" }, 500);
});
