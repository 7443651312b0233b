import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { ACTION_STATUS } from "../admin/sanctions.server";
import { staffFormToken, validStaffFormToken } from "../admin/staff-form-token.server";
import { requireStaff } from "../admin/staff.server";
import { readFormFields } from "../form-request.server";
import { notFound, pageTexts } from "../page.server";
import {
  createNewsletter,
  newsletterById,
  newsletterList,
  parseContent,
  progressOf,
  runNewsletterBatches,
  startSending,
  subscriberCount,
  updateNewsletter,
  type ContentError,
  type NewsletterContent,
} from "./newsletters.server";

/**
 * /admin/newsletter (ADR 049): the admins write, preview and send the newsletter. Everyone else, moderators
 * included, gets the site's 404, for every read and every write; every write carries the staff form token.
 */

const TEXTS = ["mailings"];
/** The first batches go out while the staff member reads the progress; the mail cron takes over after this. */
const AT_ONCE_MS = 20_000;

export type NewsletterOutcome =
  | { ok: false; error: ContentError | "token" | "notDraft"; language?: string; values: Record<string, string>; at: number }
  | { ok: true; done: "saved"; at: number };

export async function newsletterListLoader({ context }: LoaderFunctionArgs) {
  await requireStaff(context, "admin");
  const [list, subscribers] = await Promise.all([newsletterList(context.db), subscriberCount(context.db)]);
  return { ...pageTexts(context, TEXTS, { title: "mailings.admin.title" }), list, subscribers, token: await staffFormToken(context) };
}

export async function newsletterLoader({ params, context, request }: LoaderFunctionArgs) {
  await requireStaff(context, "admin");
  const newsletter = await newsletterById(context.db, params.id ?? "");
  if (!newsletter) notFound();
  const [progress, subscribers] = await Promise.all([progressOf(context.db, newsletter.id), subscriberCount(context.db)]);
  return {
    ...pageTexts(context, TEXTS, { title: "mailings.admin.editTitle", params: { subject: newsletter.content.fr.subject } }),
    newsletter: { id: newsletter.id, status: newsletter.status, content: newsletter.content, sentAt: newsletter.sentAt?.getTime() ?? null },
    progress,
    subscribers,
    started: new URL(request.url).searchParams.get("sent") === "1",
    token: await staffFormToken(context),
  };
}

async function guarded({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(context, "admin");
  const fields = await readFormFields(request);
  const at = Date.now();
  const tokenOk = await validStaffFormToken(context, fields.token);
  return { staff, fields, at, tokenOk };
}

const refusal = (outcome: NewsletterOutcome & { ok: false }) => data<NewsletterOutcome>(outcome, { status: outcome.error === "token" ? ACTION_STATUS.token : outcome.error === "notDraft" ? 409 : 400 });

/** A new draft from the list page's form: saved, then opened on its own page for the preview. */
export async function newsletterListAction(args: ActionFunctionArgs) {
  const { staff, fields, at, tokenOk } = await guarded(args);
  if (!tokenOk) return refusal({ ok: false, error: "token", values: fields, at });
  const parsed = parseContent(fields);
  if (!parsed.ok) return refusal({ ok: false, error: parsed.error, language: parsed.language, values: fields, at });
  const id = await createNewsletter(args.context.db, staff, parsed.content);
  return redirect(`/admin/newsletter/${id}`);
}

/** A draft's page: save the words again, or send it to the confirmed subscribers. */
export async function newsletterAction(args: ActionFunctionArgs) {
  const { staff, fields, at, tokenOk } = await guarded(args);
  const { context, params } = args;
  const newsletter = await newsletterById(context.db, params.id ?? "");
  if (!newsletter) notFound();
  if (fields.intent !== "save" && fields.intent !== "send") notFound();
  if (!tokenOk) return refusal({ ok: false, error: "token", values: fields, at });
  if (fields.intent === "save") {
    const parsed = parseContent(fields);
    if (!parsed.ok) return refusal({ ok: false, error: parsed.error, language: parsed.language, values: fields, at });
    if (!(await updateNewsletter(context.db, newsletter.id, parsed.content))) return refusal({ ok: false, error: "notDraft", values: fields, at });
    return data<NewsletterOutcome>({ ok: true, done: "saved", at });
  }
  if (!(await startSending(context.db, staff, newsletter.id))) return refusal({ ok: false, error: "notDraft", values: {}, at });
  context.ctx.waitUntil(runNewsletterBatches(context, { deadline: Date.now() + AT_ONCE_MS }));
  return redirect(`/admin/newsletter/${newsletter.id}?sent=1`);
}

export type { NewsletterContent };
