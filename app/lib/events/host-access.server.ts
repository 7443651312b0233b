import type { AppLoadContext } from "@remix-run/cloudflare";
import * as v from "valibot";
import { requireUser } from "../guards.server";
import { notFound } from "../page.server";
import { eventById, type LiveEventRow } from "./teams.server";

const EventIdSchema = v.pipe(v.string(), v.regex(/^[0-9a-f-]{36}$/));

/**
 * An event's host pages are its host's only: a logged-out visitor is sent to log in, and anyone else
 * gets the same 404 as for an event that does not exist, so an event's id reveals nothing.
 */
export async function hostOwnEvent(context: AppLoadContext, request: Request, rawId: string | undefined): Promise<LiveEventRow> {
  const user = await requireUser(context, request);
  const id = v.safeParse(EventIdSchema, rawId);
  const event = id.success ? await eventById(context.db, id.output) : null;
  if (!event || event.hostId !== user.id) notFound();
  return event;
}
