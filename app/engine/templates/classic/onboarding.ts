import type { Action } from "../../actions";
import type { GameDefinition } from "../../definition";
import { achievements, classicMeta, classicTemplate, door, gameHint, hintsFor, image, openRoom, picture, text } from "./kit";
import { ONBOARDING_TEXTS } from "./onboarding.texts";

/**
 * A newcomer's first day: the company's values open the welcome box (its badge opens the open space),
 * the security rules open the laptop locker, and who-does-what gives the laptop's first password.
 */
export const classicOnboarding = classicTemplate("onboarding", (language) => {
  const t = ONBOARDING_TEXTS[language];
  const definition: GameDefinition = {
    version: 1,
    meta: classicMeta(language, {
      title: t.title,
      summary: t.summary,
      theme: "adventure",
      difficulty: "easy",
      recommendedAge: 16,
      playMinutes: 20,
      hintRechargeSeconds: 60,
      skills: { search: 3, manipulation: 2, reflection: 3 },
      maxPlayers: 12,
    }),
    rooms: [
      { id: "reception", name: t.receptionRoom, locked: false },
      { id: "open-space", name: t.openSpaceRoom, locked: true },
    ],
    scenes: [
      {
        id: "reception-page",
        roomId: "reception",
        kind: "classic",
        name: t.receptionRoom,
        blocks: [
          text("welcome", t.intro),
          image("values-poster", picture("onboarding", "values"), t.posterAlt),
          text("values", t.values),
          text("reception-desk", t.desk, { objectId: "welcome-letter" }),
          door("open-space-door", t.door, "open-space", "open-space-page", t.doorShut),
        ],
        puzzleIds: ["welcome-box"],
      },
      {
        id: "open-space-page",
        roomId: "open-space",
        kind: "classic",
        name: t.openSpaceRoom,
        blocks: [
          text("open-space", t.openSpace),
          text("directory", t.directory),
          text("security", t.security),
          text("your-desk", t.yourDesk, {
            interactions: [
              { id: "sit-down", when: [{ type: "hasObject", objectId: "laptop" }], effects: [{ type: "goToScene", sceneId: "laptop-page" }] },
              { id: "desk-empty", effects: [{ type: "showMessage", text: t.deskEmpty }] },
            ],
          }),
        ],
        puzzleIds: ["locker"],
      },
      {
        id: "laptop-page",
        roomId: "open-space",
        kind: "classic",
        name: t.laptopPage,
        blocks: [text("laptop-screen", t.laptopScreen), image("login-screen", picture("onboarding", "login"), t.loginAlt)],
        puzzleIds: ["laptop-login"],
      },
    ],
    objects: [
      {
        id: "welcome-letter",
        name: t.letterName,
        description: t.letterDescription,
        image: picture("onboarding", "letter"),
        detail: { text: t.letterText },
      },
      { id: "badge", name: t.badgeName, description: t.badgeDescription, image: picture("onboarding", "badge") },
      { id: "laptop", name: t.laptopName, description: t.laptopDescription, image: picture("onboarding", "laptop") },
    ],
    mainObjectId: "badge",
    recipes: [],
    puzzles: [
      {
        id: "welcome-box",
        kind: "colours",
        name: t.boxName,
        prompt: t.boxPrompt,
        sequence: ["blue", "green", "purple", "orange"],
        effects: [
          { type: "giveObject", objectId: "badge" },
          { type: "showMessage", text: t.boxSolved },
        ],
      },
      {
        id: "badge-reader",
        kind: "use",
        name: t.readerName,
        targetId: "open-space-door",
        objectId: "badge",
        consume: false,
        effects: openRoom("open-space", "open-space-page", t.doorOpened),
      },
      {
        id: "locker",
        kind: "dial",
        name: t.lockerName,
        prompt: t.lockerPrompt,
        code: "245",
        effects: [
          { type: "giveObject", objectId: "laptop" },
          { type: "showMessage", text: t.lockerSolved },
        ],
      },
      {
        id: "laptop-login",
        kind: "login",
        name: t.loginName,
        prompt: t.loginPrompt,
        login: "amartin",
        password: "horizon305",
        effects: [{ type: "showMessage", text: t.loggedIn }, { type: "win" }],
      },
    ],
    hints: [
      ...hintsFor("welcome-box", t.hints.box),
      ...hintsFor("badge-reader", t.hints.reader),
      ...hintsFor("locker", t.hints.locker),
      ...hintsFor("laptop-login", t.hints.login),
      gameHint(language),
    ],
    rules: { startSceneId: "reception-page", penaltySeconds: 10, winWhen: [], loseWhen: [], endings: { won: { text: t.won } } },
    achievements: achievements(language, t.finishedName),
  };

  const walkthrough: Action[] = [
    { type: "start" },
    { type: "pickObject", objectId: "welcome-letter" },
    { type: "inspect", objectId: "welcome-letter" },
    { type: "answer", puzzleId: "welcome-box", value: "blue green purple orange" },
    { type: "useObject", objectId: "badge", targetId: "open-space-door" },
    { type: "answer", puzzleId: "locker", value: "245" },
    { type: "clickTarget", targetId: "your-desk" },
    { type: "answer", puzzleId: "laptop-login", value: { login: "amartin", password: "horizon305" } },
  ];
  return { definition, walkthrough };
});
