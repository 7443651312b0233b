import { data, redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { games } from "../../db/schema";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import { playPath } from "~/lib/play-paths";

export const meta = pageMeta;

const shareCode = v.pipe(v.string(), v.trim(), v.regex(/^(?:.*\/sh\/)?([A-Za-z0-9_-]{1,64})\/?$/));

/**
 * /sh/{id}: a share link. It opens the game it names (its play route, private or not); /sh alone, or
 * `?link=` from its form, lets someone paste a link they were sent.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const texts = pageTexts(context, ["pages"], { title: "pages.share.title", description: "pages.share.description" });
  const raw = params.id ?? new URL(request.url).searchParams.get("link");
  if (!raw) return { ...texts, notFound: false };
  const parsed = v.safeParse(shareCode, raw);
  const id = parsed.success ? parsed.output.replace(/^.*\/sh\//, "").replace(/\/$/, "") : null;
  const [game] = id
    ? await context.db.select({ id: games.id, type: games.type, visibility: games.visibility, status: games.status }).from(games).where(eq(games.id, id)).limit(1)
    : [];
  if (game && game.status === "online") throw redirect(playPath(game.type, game.id, game.visibility));
  return data({ ...texts, notFound: true }, { status: 404 });
}

export default function SharePage() {
  const { notFound } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <section className="form-card" aria-labelledby="share-title">
      <h1 id="share-title">{t("pages.share.title")}</h1>
      <p>{t("pages.share.intro")}</p>
      {notFound ? (
        <p className="notice" role="alert">
          {t("pages.share.notFound")}
        </p>
      ) : null}
      <Form method="get" action="/sh">
        <label htmlFor="share-link">{t("pages.share.label")}</label>
        <input id="share-link" name="link" type="text" required maxLength={300} autoComplete="off" />
        <div className="form-actions">
          <button type="submit" className="button">
            {t("pages.share.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
