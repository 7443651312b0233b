import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { devMailbox } from "../../db/schema";
import { devMailboxEnabled } from "~/lib/mail/mailer.server";

/** One development mail's HTML, as a mail client would show it: sandboxed, no scripts, nothing fetched but images. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  if (!devMailboxEnabled(context.env)) throw new Response("Not Found", { status: 404 });
  const [mail] = await context.db.select({ html: devMailbox.html }).from(devMailbox).where(eq(devMailbox.id, params.id ?? "")).limit(1);
  if (!mail) throw new Response("Not Found", { status: 404 });
  return new Response(mail.html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "sandbox; default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; frame-ancestors 'none'",
      "Cache-Control": "no-store",
    },
  });
}
