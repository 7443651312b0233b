import { describe, expect, it } from "vitest";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import { open, signedIn, visibleText } from "./account-area-fixtures";
import { played, report } from "./account-results-fixtures";
import { visitorCookie } from "./play-fixtures";
import { granted, joinAs, openedSession } from "./play-multi-fixtures";

/**
 * A multiplayer session in its game's results: the players are who joined it (accounts by name,
 * invited visitors by the name they gave, marked as guests), and who saw it through is what the room reported.
 */

const demo = DEMO_GAMES.classic;

describe("a multiplayer session in the results", () => {
  it("lists every player who joined, guests marked, and who played it to the end", async () => {
    const owner = await signedIn(3);
    const { game, creator: host, code } = await openedSession({
      game: { type: "classic", definition: demo.definition, creatorId: owner.id },
      grade: 3,
      create: { maxPlayers: 6, guests: true },
    });
    const friend = await signedIn(1);
    await granted(await joinAs(code, { cookie: friend.cookie }));
    const visitor = visitorCookie();
    await granted(await joinAs(code, { cookie: visitor.cookie }, { name: "Zoé" }));
    // The visitor left before the end: the room reports the two others only.
    await report(code, { ...played(demo.definition, demo.walkthrough), players: [{ id: host.id, kind: "user" }, { id: friend.id, kind: "user" }] });

    const progress = visibleText(await (await open(`/account/r/${game.id}/progress`, owner.cookie)).text());
    expect(progress).toContain(`Multijoueur ${host.username}, ${friend.username}, Zoé (invité) Gagnée`);

    const res = await open(`/account/r/${game.id}/progress/${code}`, owner.cookie);
    expect(res.status).toBe(200);
    const text = visibleText(await res.text());
    expect(text).toMatch(new RegExp(`${host.username} Oui .*${friend.username} Oui .*Zoé \\(invité\\) Non`));
  });
});
