import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { requireUser } from "~/lib/guards.server";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";

export const meta = pageMeta;

const HEADINGS: [RegExp, string][] = [
  [/^\/account\/invoices/, "invoices"],
  [/^\/account\/mail/, "mail"],
  [/^\/account\/newsletter/, "newsletter"],
  [/^\/account\/pro\/success/, "proSuccess"],
  [/^\/account\/r\/[^/]+\/progress\/[^/]+/, "session"],
  [/^\/account\/r\/[^/]+\/progress/, "progress"],
  [/^\/account\/r\//, "results"],
];

/** The account area (spec section 2): the account guard sends a logged-out visitor to /connect?r=…. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const path = new URL(request.url).pathname;
  const heading = HEADINGS.find(([pattern]) => pattern.test(path))?.[1] ?? "title";
  return { ...pageTexts(context, ["pages"], { title: `pages.account.${heading}` }), username: user.username };
}

export default function AccountPage() {
  const { title, username } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <section className="prose" aria-labelledby="account-title">
      <h1 id="account-title">{title}</h1>
      <p className="muted">{username}</p>
      <p>{t("pages.account.text")}</p>
    </section>
  );
}
