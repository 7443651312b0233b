import { describe, expect, inject, it } from "vitest";
import { GUARD_MISSES_PER_WINDOW, GUARD_WINDOW_MS } from "../../rooms/guard";
import { tryUpgrade } from "./helpers";
import { freshAddress, getCodePlay } from "./multi-client";
import { codeOf, multiGameId, USER_NAMES, CREATOR_ID, type MultiSessionName } from "./play-fixtures";

/**
 * getCodePlay against the production rooms server and the backend's real sessions: each code is
 * looked up before anyone joined its room, so the room loads the session from the backend to answer.
 */

// Nine digits no fixture uses.
let nextUnused = 842_000_000 + Math.floor(Math.random() * 1_000_000);
const unusedCode = () => String(nextUnused++);

describe("getCodePlay for a multiplayer session", () => {
  const cases: { name: MultiSessionName; mode: string; idGame: string; creator: string }[] = [
    { name: "codeInterface", mode: "Interface", idGame: multiGameId("team"), creator: "" },
    { name: "codeClassic", mode: "Classique", idGame: multiGameId("classic"), creator: "" },
    { name: "codePano", mode: "360", idGame: multiGameId("pano"), creator: "" },
    { name: "codeInterfacePrivate", mode: "Interface", idGame: multiGameId("interfacePrivate"), creator: USER_NAMES[CREATOR_ID] },
    { name: "codeClassicPrivate", mode: "Classique", idGame: multiGameId("classicPrivate"), creator: USER_NAMES[CREATOR_ID] },
    { name: "codePanoPrivate", mode: "360", idGame: multiGameId("panoPrivate"), creator: USER_NAMES[CREATOR_ID] },
  ];

  it.each(cases)("answers $name field for field: Valid, multi, $mode, its game, its code and the creator of a private game", async ({ name, mode, idGame, creator }) => {
    const code = codeOf(name);
    const answer = await getCodePlay(code, { address: freshAddress() });
    expect(answer.status).toBe(200);
    expect(answer.body).toStrictEqual({ msg: "Valid", type: "multi", mode, idGame, session: code, creator });
  });

  it("answers Invalid (404) for a well-formed code that names no session", async () => {
    const answer = await getCodePlay(unusedCode(), { address: freshAddress() });
    expect(answer).toMatchObject({ status: 404, body: { msg: "Invalid" } });
    expect(answer.body).toStrictEqual({ msg: "Invalid" });
  });
});

describe("the getCodePlay guard", () => {
  it("stops an address after too many unknown codes, even for a valid one, while other addresses go on", async () => {
    const guesser = freshAddress();
    for (let i = 0; i < GUARD_MISSES_PER_WINDOW; i++) expect((await getCodePlay(unusedCode(), { address: guesser })).status).toBe(404);

    const limited = await getCodePlay(codeOf("guarded"), { address: guesser });
    expect(limited.status).toBe(429);
    expect(limited.body).toStrictEqual({ msg: "Invalid", error: "rate_limited" });
    const retryAfter = Number(limited.retryAfter);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(GUARD_WINDOW_MS / 1000);

    expect(await getCodePlay(codeOf("guarded"), { address: freshAddress() })).toMatchObject({ status: 200, body: { msg: "Valid" } });
  });

  it("lets our worker's /code action (the service credential) past the guard, and nobody else", async () => {
    const guesser = freshAddress();
    for (let i = 0; i < GUARD_MISSES_PER_WINDOW; i++) await getCodePlay(unusedCode(), { address: guesser });
    expect((await getCodePlay(codeOf("guarded"), { address: guesser })).status).toBe(429);

    const service = `Bearer ${inject("roomServiceSecret")}`;
    expect(await getCodePlay(codeOf("guarded"), { address: guesser, authorization: service })).toMatchObject({ status: 200, body: { msg: "Valid", session: codeOf("guarded") } });
    expect(await getCodePlay(unusedCode(), { address: guesser, authorization: service })).toMatchObject({ status: 404, body: { msg: "Invalid" } });
    expect((await getCodePlay(codeOf("guarded"), { address: guesser, authorization: "Bearer not-the-secret" })).status).toBe(429);
  });

  it("answers nothing to the public: no HTTP and no WebSocket", async () => {
    expect((await fetch(`${inject("roomsOrigin")}/parties/guard/abc`)).status).toBe(404);
    expect((await fetch(`${inject("roomsOrigin")}/parties/guard/abc`, { method: "POST", body: JSON.stringify({ code: codeOf("guarded") }) })).status).toBe(404);
    expect((await tryUpgrade("/parties/guard/abc")).status).toBe(404);
  });
});
