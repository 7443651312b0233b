import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { requireUser } from "~/lib/guards.server";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";

export const meta = pageMeta;

/** The editors (/project, /project2D, /project360) and test-play routes: a creator's own drafts, so login first. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  await requireUser(context, request);
  const prefix = new URL(request.url).pathname.split("/")[1] ?? "project";
  const testing = prefix.startsWith("playTest");
  const texts = pageTexts(context, ["pages"], { title: testing ? "pages.studio.testTitle" : "pages.studio.title" });
  return { ...texts, projectId: params.id ?? null, testing };
}

export default function StudioPage() {
  const { projectId, title } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <section className="prose" aria-labelledby="studio-title">
      <h1 id="studio-title">{title}</h1>
      <p className="muted">{projectId ? t("pages.studio.project", { id: projectId }) : t("pages.studio.newProject")}</p>
      <p className="notice">{t("pages.studio.text")}</p>
      <p>
        <Link to="/learn">{t("pages.studio.learn")}</Link>
      </p>
    </section>
  );
}
