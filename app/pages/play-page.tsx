import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { and, eq, ne } from "drizzle-orm";
import * as v from "valibot";
import { games } from "../../db/schema";
import { useT } from "~/i18n/use-t";
import { pageMeta } from "~/lib/meta";
import { notFound, pageTexts } from "~/lib/page.server";

export const meta = pageMeta;

const sessionParam = v.optional(v.pipe(v.string(), v.regex(/^\d{1,12}$/)));

/**
 * Every play route of spec section 2 (/play, /private, /play2D, /private2D, /play360, /private360,
 * /demoprivate2D, with {session} and /join). The game must exist; the player itself comes with the
 * engine, so for now the page says so plainly.
 */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const session = v.safeParse(sessionParam, params.session);
  if (!session.success) notFound();
  const [game] = await context.db
    .select({ id: games.id, title: games.title, summary: games.summary, coverPath: games.coverPath, type: games.type })
    .from(games)
    .where(and(eq(games.id, params.id ?? ""), ne(games.status, "removed")))
    .limit(1);
  if (!game) notFound();
  const prefix = new URL(request.url).pathname.split("/")[1] ?? "play";
  const isPrivate = prefix.startsWith("private") || prefix.startsWith("demoprivate");
  const texts = pageTexts(context, ["pages"], { title: isPrivate ? "pages.play.privateTitle" : "pages.play.title", params: { title: game.title } });
  return { ...texts, game, session: session.output ?? null, joining: request.url.endsWith("/join"), demo: prefix === "demoprivate2D" };
}

export default function PlayPage() {
  const { game, session, joining, demo, title } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <section className="play-intro" aria-labelledby="play-title">
      <img src={game.coverPath ?? "/images/covers/default.svg"} alt="" width={480} height={270} />
      <div>
        {demo ? <p className="badge">{t("pages.play.demo")}</p> : null}
        <h1 id="play-title">{title}</h1>
        {session ? <p>{t(joining ? "pages.play.joining" : "pages.play.session", { session })}</p> : null}
        <p>{game.summary}</p>
        <p className="notice">{t("pages.play.coming")}</p>
        <p>{t("pages.play.tips")}</p>
        <p>
          <Link to={`/escape/${game.id}`}>{t("pages.play.details")}</Link>
        </p>
      </div>
    </section>
  );
}
