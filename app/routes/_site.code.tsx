import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useActionData } from "@remix-run/react";
import { CodeForm } from "~/components/layout/code-form";
import { translate } from "~/i18n/catalog.server";
import { useT } from "~/i18n/use-t";
import { lookUpCode } from "~/lib/code-play";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";

export const meta = pageMeta;

export function loader({ context }: LoaderFunctionArgs) {
  return pageTexts(context, ["pages"], { title: "pages.code.title", description: "pages.code.description" });
}

/** Without JavaScript the code form lands here; the server asks the game socket host the same question. */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const result = await lookUpCode(context.env.GAME_SOCKET_HOST, String(form.get("code") ?? ""));
  if (result.ok) return redirect(result.path);
  const key = result.reason === "invalid" ? "common.code.invalid" : "common.code.unreachable";
  return data({ error: translate(context.locale, key) }, { status: result.reason === "invalid" ? 400 : 503 });
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
