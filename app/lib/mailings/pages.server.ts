import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { readForm } from "../form-request.server";
import { pageTexts } from "../page.server";
import { confirmNewsletter, unsubscribe, unsubscribeTarget } from "./subscription.server";
import { readConfirmToken, type MailList } from "./signed-links.server";

/**
 * /newsletter/confirm and /unsubscribe (ADR 049): both open from a mail without a login, the signed token in `t`. A
 * GET changes nothing (mail scanners open links), it shows a button; the POST does it. A mail client's one-click
 * unsubscribe (RFC 8058) is that same POST, its body `List-Unsubscribe=One-Click`.
 */

const TEXTS = ["mailings"];
const tokenOf = (request: Request) => new URL(request.url).searchParams.get("t") ?? "";

export type ConfirmPage = { state: "ask" | "done" | "invalid" };

export async function confirmLoader({ request, context }: LoaderFunctionArgs) {
  const valid = (await readConfirmToken(context.env, tokenOf(request), Date.now())) !== null;
  const page: ConfirmPage = { state: valid ? "ask" : "invalid" };
  return data({ ...pageTexts(context, TEXTS, { title: "mailings.confirm.title" }), page, token: tokenOf(request) }, { status: valid ? 200 : 400, headers: { "Cache-Control": "no-store" } });
}

export async function confirmAction({ request, context }: ActionFunctionArgs) {
  await readForm(request);
  const result = await confirmNewsletter(context, tokenOf(request));
  return data<ConfirmPage>({ state: result.ok ? "done" : "invalid" }, { status: result.ok ? 200 : 400 });
}

export type UnsubscribePage = { state: "ask"; list: MailList } | { state: "done"; list: MailList } | { state: "invalid" };

export async function unsubscribeLoader({ request, context }: LoaderFunctionArgs) {
  const target = await unsubscribeTarget(context, tokenOf(request));
  const page: UnsubscribePage = target ? { state: "ask", list: target.list } : { state: "invalid" };
  return data({ ...pageTexts(context, TEXTS, { title: "mailings.unsubscribe.title" }), page, token: tokenOf(request) }, { status: target ? 200 : 400, headers: { "Cache-Control": "no-store" } });
}

export async function unsubscribeAction({ request, context }: ActionFunctionArgs) {
  // The body is `List-Unsubscribe=One-Click` from a mail client, the button's empty form from a browser: the token decides.
  await readForm(request);
  const list = await unsubscribe(context, tokenOf(request));
  return data<UnsubscribePage>(list ? { state: "done", list } : { state: "invalid" }, { status: list ? 200 : 400 });
}
