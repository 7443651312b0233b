import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/catalog.server";
import { send, signedIn } from "./account-area-fixtures";
import { aGame, finished, liveReviewOf, moderate, moderator, player, reportGame, writeReview } from "./community-fixtures";
import { linkIn, mailsTo, newsletterRow, runCron } from "./mailings-fixtures";
import { post } from "./http";

/**
 * The "activité de mes jeux" daily digest (ADR 049): what happened on a creator's games (a review waiting, approved,
 * a report) is recorded as it happens and mailed once by the daily cron, one mail per creator in their account's
 * language, with a one-click unsubscribe; nothing to those who turned the preference off, nothing without news.
 */

const DIGEST_SUBJECT = (n: number, locale: "fr" | "de" = "fr") => translate(locale, "mailings.digest.subject", { n });

async function creatorWithNews(locale: "fr" | "de" = "fr") {
  const creator = await signedIn(3);
  await env.DB.prepare("UPDATE users SET locale = ? WHERE id = ?").bind(locale, creator.id).run();
  const game = await aGame({ creatorId: creator.id });
  const reviewer = await player();
  await finished(game.id, { userId: reviewer.id });
  expect((await writeReview(game.id, reviewer, 4, "Très bon jeu")).status).toBeLessThan(400);
  const mod = await moderator();
  expect((await moderate(mod, { intent: "approve", reviewId: (await liveReviewOf(game.id)).id })).status).toBe(200);
  const reporter = await player();
  expect((await reportGame(game.id, reporter, "spam", "Ce jeu renvoie vers un site de publicité.")).status).toBeLessThan(400);
  return { creator, game };
}

const digests = async (email: string, locale: "fr" | "de" = "fr") => (await mailsTo(email)).filter((m) => m.subject.startsWith(DIGEST_SUBJECT(0, locale).split(":")[0]));

describe("the daily activity digest", () => {
  it("mails each creator one digest of their news in their language, with one-click unsubscribe headers, then nothing until new news", async () => {
    const { creator, game } = await creatorWithNews("de");
    await runCron("17 3 * * *");
    const [mail, ...more] = await digests(creator.email, "de");
    expect(more).toEqual([]);
    expect(mail.subject).toBe(DIGEST_SUBJECT(3, "de"));
    for (const line of [
      translate("de", "mailings.digest.events.reviewPending", { title: game.title }),
      translate("de", "mailings.digest.events.reviewApproved", { title: game.title }),
      translate("de", "mailings.digest.events.report", { title: game.title, reason: translate("de", "reports.reasons.spam") }),
    ]) {
      expect(mail.text).toContain(line);
    }
    // Never who reported, nor their words.
    expect(mail.text).not.toContain("publicité");
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = linkIn(mail, "/unsubscribe");
    expect(mail.headers["List-Unsubscribe"]).toMatch(new RegExp(`^<https://[^>]+${unsubscribe.replace(/[?.]/g, "\\$&")}>$`));

    // The next runs have nothing new to say.
    await runCron("17 3 * * *");
    await runCron("*/5 * * * *");
    expect(await digests(creator.email, "de")).toHaveLength(1);

    // The mail's one-click unsubscribe turns the preference off.
    expect((await post(unsubscribe, { "List-Unsubscribe": "One-Click" })).status).toBe(200);
    expect((await newsletterRow(creator.id))?.gameActivity).toBe(0);
  });

  it("sends nothing to a creator who turned the activity mails off, even after turning them back on", async () => {
    const creator = await signedIn(3);
    await send("/account/mail", { productNews: "on" }, creator.cookie);
    const game = await aGame({ creatorId: creator.id });
    const reporter = await player();
    await reportGame(game.id, reporter, "unplayable", "Le jeu se bloque dès la première salle.");
    await runCron("17 3 * * *");
    expect(await digests(creator.email)).toEqual([]);
    await send("/account/mail", { gameActivity: "on" }, creator.cookie);
    await runCron("17 3 * * *");
    expect(await digests(creator.email)).toEqual([]);
  });

  it("sends nothing to a creator without news", async () => {
    const creator = await signedIn(3);
    await aGame({ creatorId: creator.id });
    await runCron("17 3 * * *");
    expect(await digests(creator.email)).toEqual([]);
  });
});
