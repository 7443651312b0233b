import type { BaseLanguage } from "../../../i18n/locales";
import type { Achievement, Block, Effect, Hint, Meta } from "../../definition";
import type { Template, TemplateGame, TemplateUse } from "../types";

/**
 * What the six Classic templates share: block builders, the door that leads into the locked room,
 * hints listed per puzzle, and the game-wide texts (achievements, a general hint) each language needs.
 */

export type Texts<T> = Record<BaseLanguage, T>;

/** A template's own picture, drawn for it in public/templates/classic-<use>/. */
export const picture = (use: TemplateUse, file: string) => `/templates/classic-${use}/${file}.svg`;

export const text = (id: string, body: string, more: Partial<Extract<Block, { kind: "text" }>> = {}): Block => ({
  id,
  kind: "text",
  text: body,
  interactions: [],
  ...more,
});

export const image = (id: string, src: string, alt: string): Block => ({ id, kind: "image", src, alt, interactions: [] });

/**
 * A door on a page: once its room is open it leads there, before that it says why it stays shut.
 * A use-puzzle may target it (the badge on the reader), or a lock elsewhere may open its room.
 */
export const door = (id: string, body: string, roomId: string, sceneId: string, shut: string): Block => ({
  id,
  kind: "text",
  text: body,
  interactions: [
    { id: `${id}-enter`, when: [{ type: "roomUnlocked", roomId }], effects: [{ type: "goToScene", sceneId }] },
    { id: `${id}-shut`, effects: [{ type: "showMessage", text: shut }] },
  ],
});

/** Opens a room and walks the player into it, with a word on what was done. */
export const openRoom = (roomId: string, sceneId: string, message: string): Effect[] => [
  { type: "unlockRoom", roomId },
  { type: "showMessage", text: message },
  { type: "goToScene", sceneId },
];

/** A puzzle's hints, gentlest first. */
export const hintsFor = (puzzleId: string, texts: readonly string[]): Hint[] =>
  texts.map((body, i) => ({ id: `${puzzleId}-${i + 1}`, puzzleId, text: body }));

type Common = { gameHint: string; flawless: [string, string]; autonomous: [string, string]; finished: string };

const COMMON: Texts<Common> = {
  fr: {
    gameHint: "Lisez chaque page en entier : tout ce qu'il faut pour répondre y est écrit ou montré.",
    flawless: ["Sans faute", "Gagner sans une seule mauvaise réponse."],
    autonomous: ["En autonomie", "Gagner sans demander d'indice."],
    finished: "Terminer le jeu.",
  },
  de: {
    gameHint: "Lies jede Seite ganz durch: Alles, was du für die Antworten brauchst, steht dort oder ist dort abgebildet.",
    flawless: ["Fehlerfrei", "Gewinnen, ohne eine einzige falsche Antwort."],
    autonomous: ["Ganz allein", "Gewinnen, ohne einen Hinweis anzufordern."],
    finished: "Das Spiel beenden.",
  },
  en: {
    gameHint: "Read each page to the end: everything you need to answer is written or shown there.",
    flawless: ["Flawless", "Win without a single wrong answer."],
    autonomous: ["On your own", "Win without asking for a hint."],
    finished: "Finish the game.",
  },
  es: {
    gameHint: "Lee cada página hasta el final: todo lo que necesitas para responder está escrito o dibujado en ella.",
    flawless: ["Sin fallos", "Ganar sin una sola respuesta incorrecta."],
    autonomous: ["Con autonomía", "Ganar sin pedir ninguna pista."],
    finished: "Terminar el juego.",
  },
  it: {
    gameHint: "Leggi ogni pagina fino in fondo: tutto ciò che serve per rispondere è scritto o disegnato lì.",
    flawless: ["Senza errori", "Vincere senza nemmeno una risposta sbagliata."],
    autonomous: ["In autonomia", "Vincere senza chiedere indizi."],
    finished: "Terminare il gioco.",
  },
};

/** The game-wide hint every template ends its list with. */
export const gameHint = (language: BaseLanguage): Hint => ({ id: "general", text: COMMON[language].gameHint });

/** Three achievements: finishing (named by the template), flawless, on one's own. */
export function achievements(language: BaseLanguage, finishedName: string): Achievement[] {
  const common = COMMON[language];
  return [
    { id: "a1", name: finishedName, description: common.finished, hidden: false, when: [{ type: "won" }] },
    { id: "a2", name: common.flawless[0], description: common.flawless[1], hidden: false, when: [{ type: "won" }, { type: "noWrongAnswers" }] },
    { id: "a3", name: common.autonomous[0], description: common.autonomous[1], hidden: false, when: [{ type: "noHints" }] },
  ];
}

/** A Classic template's meta: played alone, or together by a class or a team (the creator narrows it). */
export function classicMeta(
  language: BaseLanguage,
  fields: Omit<Meta, "type" | "solo" | "multi" | "minPlayers" | "maxPlayers" | "locale"> & { maxPlayers?: number },
): Meta {
  const { maxPlayers = 6, ...rest } = fields;
  return { ...rest, type: "classic", solo: true, multi: true, minPlayers: 1, maxPlayers, locale: language };
}

/** A template whose game is built from one language's texts. */
export function classicTemplate(use: TemplateUse, build: (language: BaseLanguage) => TemplateGame): Template {
  return { id: `classic-${use}`, type: "classic", use, build };
}

