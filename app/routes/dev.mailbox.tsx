import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { desc, eq } from "drizzle-orm";
import { devMailbox } from "../../db/schema";
import { useT } from "~/i18n/use-t";
import { devMailboxEnabled } from "~/lib/mail/mailer.server";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";

export const meta: MetaFunction = (args) => [...pageMeta(args), { name: "robots", content: "noindex" }];

/**
 * The development mailbox: where a developer reads the verification code of a local sign-up, and what
 * the end-to-end tests read. `?to=` keeps one recipient's mails. Absent (404) wherever mails really leave.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!devMailboxEnabled(context.env)) throw new Response("Not Found", { status: 404 });
  const to = new URL(request.url).searchParams.get("to")?.trim().toLowerCase() || null;
  const rows = await context.db
    .select()
    .from(devMailbox)
    .where(to ? eq(devMailbox.to, to) : undefined)
    .orderBy(desc(devMailbox.createdAt))
    .limit(50);
  return {
    ...pageTexts(context, ["auth"], { title: "auth.mailbox.title" }),
    to,
    mails: rows.map((m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      headers: Object.entries(parseHeaders(m.headers)),
      date: m.createdAt.toISOString(),
      // The same words on server and browser, whatever their time zones.
      dateText: `${m.createdAt.toISOString().slice(0, 19).replace("T", " ")} UTC`,
    })),
  };
}

/** The extra headers a real transport would send, as the mail kept them. */
function parseHeaders(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export default function DevMailbox() {
  const { mails, to } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <main id="main" className="mailbox">
      <h1>{t("auth.mailbox.title")}</h1>
      <p className="muted">{t("auth.mailbox.intro")}</p>
      <p>
        <Link to={to ? `/dev/mailbox?to=${encodeURIComponent(to)}` : "/dev/mailbox"} reloadDocument className="button button-ghost">
          {t("auth.mailbox.refresh")}
        </Link>
      </p>
      {mails.length === 0 ? <p>{t("auth.mailbox.empty")}</p> : null}
      <ol className="mailbox-list" reversed>
        {mails.map((mail) => (
          <li key={mail.id} className="card mailbox-mail" data-mail-id={mail.id}>
            <h2>{mail.subject}</h2>
            <dl className="mailbox-meta">
              <div>
                <dt>{t("auth.mailbox.to")}</dt>
                <dd>{mail.to}</dd>
              </div>
              <div>
                <dt>{t("auth.mailbox.date")}</dt>
                <dd>
                  <time dateTime={mail.date}>{mail.dateText}</time>
                </dd>
              </div>
              {mail.headers.map(([name, value]) => (
                <div key={name} className="mailbox-header">
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <pre className="mailbox-text">{mail.text}</pre>
            <p>
              <a href={`/dev/mailbox/${mail.id}`} target="_blank" rel="noreferrer">
                {t("auth.mailbox.html")}
              </a>
            </p>
          </li>
        ))}
      </ol>
    </main>
  );
}
