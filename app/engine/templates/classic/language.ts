import type { Action } from "../../actions";
import type { GameDefinition } from "../../definition";
import { achievements, classicMeta, classicTemplate, door, gameHint, hintsFor, image, openRoom, picture, text } from "./kit";
import { LANGUAGE_TEXTS, lessonOf } from "./language.texts";

/**
 * A language lesson as a weekend abroad: colours open the suitcase, directions lead to the hotel,
 * a number in words opens the room and a past tense signs the guest book. What the players read in the
 * foreign language (English, or French on the English site) comes from the lesson; what tells them
 * what to do is in their own.
 */
export const classicLanguage = classicTemplate("language", (language) => {
  const t = LANGUAGE_TEXTS[language];
  const lesson = lessonOf(language);
  const quote = (instructions: string, foreign: string) => `${instructions}\n\n*${foreign}*`;
  const definition: GameDefinition = {
    version: 1,
    meta: classicMeta(language, {
      title: t.title,
      summary: t.summary,
      theme: "adventure",
      difficulty: "easy",
      recommendedAge: 11,
      playMinutes: 25,
      hintRechargeSeconds: 60,
      skills: { search: 2, manipulation: 1, reflection: 4 },
      maxPlayers: 30,
    }),
    rooms: [
      { id: "station", name: t.stationRoom, locked: false },
      { id: "hotel", name: t.hotelRoom, locked: true },
    ],
    scenes: [
      {
        id: "station-page",
        roomId: "station",
        kind: "classic",
        name: t.stationRoom,
        blocks: [
          text("arrival", t.intro),
          image("station-view", picture("language", "station"), t.stationAlt),
          text("suitcase", quote(t.suitcase, lesson.suitcase)),
          text("passer-by", quote(t.passerBy, lesson.directions)),
          door("hotel-street", t.street, "hotel", "hotel-page", t.streetShut),
        ],
        puzzleIds: ["suitcase-lock", "the-way"],
      },
      {
        id: "hotel-page",
        roomId: "hotel",
        kind: "classic",
        name: t.hotelRoom,
        blocks: [
          text("reception", quote(t.reception, lesson.receptionist)),
          image("hotel-desk", picture("language", "hotel"), t.hotelAlt),
          text("guest-book", quote(t.guestBook, lesson.guestBook)),
        ],
        puzzleIds: ["key-card", "guest-book-line"],
      },
    ],
    objects: [
      {
        id: "booking",
        name: t.bookingName,
        description: t.bookingDescription,
        image: picture("language", "booking"),
        detail: { text: lesson.booking },
      },
    ],
    mainObjectId: "booking",
    recipes: [],
    puzzles: [
      {
        id: "suitcase-lock",
        kind: "colours",
        name: t.suitcaseName,
        prompt: t.suitcasePrompt,
        sequence: ["blue", "yellow", "black", "green"],
        effects: [
          { type: "giveObject", objectId: "booking" },
          { type: "showMessage", text: t.suitcaseSolved },
        ],
      },
      {
        id: "the-way",
        kind: "directional",
        name: t.wayName,
        prompt: t.wayPrompt,
        sequence: ["up", "left", "right", "up"],
        effects: openRoom("hotel", "hotel-page", t.wayFound),
      },
      {
        id: "key-card",
        kind: "dial",
        name: t.keyCardName,
        prompt: t.keyCardPrompt,
        code: "342",
        effects: [{ type: "showMessage", text: t.keyCardSolved }],
      },
      {
        id: "guest-book-line",
        kind: "text",
        name: t.guestBookName,
        prompt: t.guestBookPrompt,
        answers: lesson.pastTense,
        effects: [{ type: "showMessage", text: lesson.thanks }],
      },
    ],
    hints: [
      ...hintsFor("suitcase-lock", t.hints.suitcase),
      ...hintsFor("the-way", t.hints.way),
      ...hintsFor("key-card", t.hints.keyCard),
      ...hintsFor("guest-book-line", t.hints.guestBook),
      gameHint(language),
    ],
    rules: {
      startSceneId: "station-page",
      penaltySeconds: 10,
      winWhen: [
        { type: "puzzleSolved", puzzleId: "key-card" },
        { type: "puzzleSolved", puzzleId: "guest-book-line" },
      ],
      loseWhen: [],
      endings: { won: { text: t.won } },
    },
    achievements: achievements(language, t.finishedName),
  };

  const walkthrough: Action[] = [
    { type: "start" },
    { type: "answer", puzzleId: "suitcase-lock", value: "blue yellow black green" },
    { type: "inspect", objectId: "booking" },
    { type: "answer", puzzleId: "the-way", value: "up left right up" },
    { type: "answer", puzzleId: "key-card", value: "342" },
    { type: "answer", puzzleId: "guest-book-line", value: lesson.pastTense[0] },
  ];
  return { definition, walkthrough };
});
