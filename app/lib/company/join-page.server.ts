import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readForm } from "../form-request.server";
import { requireUser } from "../guards.server";
import { pageTexts } from "../page.server";
import { currentUser } from "../session.server";
import { acceptTeamInvitation, checkJoin, teamInvitationByToken } from "./join.server";
import type { JoinRefusal } from "./seats";

/**
 * /team/{token} (ADR 043): the link of a company's invitation mail. Signed out, it says what it is and offers to sign
 * in or register, coming back here after; signed in with any account, it names the company and what joining brings,
 * to accept. Accepting opens the workspace, where the company's projects now are.
 */

export type JoinPage = { state: "signedOut"; returnPath: string } | { state: "refused"; refusal: JoinRefusal } | { state: "open"; company: string };

const STATUS: Record<JoinRefusal, number> = { used: 410, expired: 410, self: 400, member: 409, seats: 409, lapsed: 410, unverified: 403 };

const texts = (context: LoaderFunctionArgs["context"]) => pageTexts(context, ["team"], { title: "team.join.title", description: "team.description" });

export async function joinLoader({ request, params, context }: LoaderFunctionArgs) {
  const reply = (page: JoinPage, status = 200) => data({ ...texts(context), page }, { status, headers: { "Cache-Control": "no-store" } });
  const user = await currentUser(context);
  if (!user) return reply({ state: "signedOut", returnPath: new URL(request.url).pathname });
  const checked = await checkJoin(context.db, await teamInvitationByToken(context.db, params.token ?? ""), user);
  return checked.ok ? reply({ state: "open", company: checked.company }) : reply({ state: "refused", refusal: checked.refusal }, STATUS[checked.refusal]);
}

export async function joinAction({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  if ((await readForm(request)).get("intent") !== "accept") throw data({ error: "unreadable", reason: "unreadable" }, { status: 400 });
  const joined = await acceptTeamInvitation(context.db, await teamInvitationByToken(context.db, params.token ?? ""), user);
  if (joined.ok) throw redirect("/project");
  const page: JoinPage = { state: "refused", refusal: joined.refusal };
  return data({ ...texts(context), page }, { status: STATUS[joined.refusal] });
}
