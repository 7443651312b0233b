import { Hono } from "hono";
import { platformStats } from "../../app/lib/stats.server";
import { createDb } from "../../app/lib/db.server";
import type { Env } from "../env";

export const stats = new Hono<{ Bindings: Env }>().get("/", async (c) => c.json(await platformStats(createDb(c.env.DB))));
