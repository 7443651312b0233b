import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { CodeForm } from "~/components/layout/code-form";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import { lookUpCodeFor } from "~/lib/play/code-lookup.server";
import { readForm } from "~/lib/form-request.server";

export const meta = pageMeta;

/** The action's Retry-After reaches the document only through this export; the root's headers stay. */
export const headers: HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const merged = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) merged.set("Retry-After", retryAfter);
  return merged;
};

export function loader({ context }: LoaderFunctionArgs) {
  return pageTexts(context, ["pages"], { title: "pages.code.title", description: "pages.code.description" });
}

/** Without JavaScript the code form lands here; the server asks the game socket host the same question. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const code = form.get("code");
  const result = await lookUpCodeFor(context, request, typeof code === "string" ? code : "");
  if (result.ok) return redirect(result.path);
  const headers: HeadersInit = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
  return data({ error: result.error }, { status: result.status, headers });
}

export default function CodePage() {
  const { t } = useT();
  const result = useActionData<typeof action>();
  return (
    <section className="form-card code-page" aria-labelledby="code-title">
      <h1 id="code-title">{t("pages.code.title")}</h1>
      <p>{t("pages.code.intro")}</p>
      <CodeForm serverError={result?.error} autoFocus />
      <p className="muted">
        {t("pages.code.noCode")} <Link to="/escape">{t("pages.code.browse")}</Link>
      </p>
    </section>
  );
}
