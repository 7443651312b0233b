import { describe, expect, it } from "vitest";
import { GAME_TYPES, OUTCOMES, REFUSAL_REASONS, stripSolutions, type GameEvent } from "../../app/engine";
import { DEMO_GAMES } from "../../app/engine/demo-games";
import common from "../../app/i18n/messages/common";
import play from "../../app/i18n/messages/play";
import { announce } from "../../app/play/game/announcements";
import { errorCodes } from "../../rooms/protocol";

const LANGUAGES = ["fr", "de", "en", "es", "it"] as const;

/** Reads a dotted key from a language's table, the way rosetta does. */
function text(language: (typeof LANGUAGES)[number], key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], play[language]);
}

function leaves(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

describe("the player's texts", () => {
  it.each(LANGUAGES)("every refusal the engine can give is explained in %s", (language) => {
    for (const reason of REFUSAL_REASONS) expect(text(language, `refused.${reason}`), reason).toMatch(/\S/);
  });

  it.each(LANGUAGES)("every room error, outcome and game type has its words in %s", (language) => {
    for (const code of errorCodes) expect(text(language, `roomErrors.${code}`), code).toMatch(/\S/);
    for (const outcome of OUTCOMES) {
      expect(text(language, `end.${outcome}.title`), outcome).toMatch(/\S/);
      expect(text(language, `end.${outcome}.text`), outcome).toMatch(/\S/);
    }
    for (const type of GAME_TYPES) {
      // The type's one name per language, shared with the catalogue.
      expect(common[language].gameTypes[type], type).toMatch(/\S/);
      expect(text(language, `instructions.scene.${type}`), type).toMatch(/\S/);
      if (type !== "classic") expect(text(language, `instructions.touch.${type}`), type).toMatch(/\S/);
    }
  });

  it.each(LANGUAGES.filter((language) => language !== "fr"))("%s is a real translation, not French left in place", (language) => {
    // Short texts ("{{name}} en 3D", "Options") may rightly read the same; sentences may not.
    const french = leaves(play.fr).filter((key) => String(text("fr", key)).replace(/\{\{\s*\w+\s*\}\}/g, "").length > 12);
    const same = french.filter((key) => text(language, key) === text("fr", key));
    expect(same).toEqual([]);
  });

  it("keeps the placeholders of every text in every language", () => {
    const placeholders = (value: unknown) => [...String(value).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
    for (const key of leaves(play.fr)) {
      for (const language of LANGUAGES) expect(placeholders(text(language, key)), `${language} ${key}`).toEqual(placeholders(text("fr", key)));
    }
  });
});

describe("what the player is told about the game's events", () => {
  const { definition } = DEMO_GAMES.classic;
  const view = stripSolutions(definition);
  // A translator that fills {{params}} from the French table, like the page's useT does.
  const t = (key: string, params: Record<string, unknown> = {}) => {
    const value = text("fr", key.replace(/^play\./, ""));
    return typeof value === "string" ? value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? "")) : key;
  };

  it("names objects, rooms and puzzles from the game, never by their ids", () => {
    const object = definition.objects[0];
    const room = definition.rooms[0];
    const puzzle = definition.puzzles[0];
    expect(announce({ type: "objectGained", objectId: object.id }, view, t)?.text).toContain(object.name);
    expect(announce({ type: "roomUnlocked", roomId: room.id }, view, t)?.text).toContain(room.name);
    expect(announce({ type: "puzzleSolved", puzzleId: puzzle.id }, view, t)?.text).toContain(puzzle.name);
  });

  it("says how many seconds a wrong answer cost", () => {
    const said = announce({ type: "wrongAnswer", puzzleId: "p", penaltySeconds: 30 }, view, t);
    expect(said).toMatchObject({ tone: "warning", sound: "wrong" });
    expect(said?.text).toContain("30");
  });

  it("turns every refusal into a sentence", () => {
    for (const reason of REFUSAL_REASONS) {
      const said = announce({ type: "refused", action: "answer", reason, secondsLeft: 12 } as GameEvent, view, t);
      expect(said?.text, reason).not.toMatch(/refused|play\./);
    }
  });

  it("keeps a hidden achievement secret until the view reveals it", () => {
    const hidden = view.achievements.find((achievement) => achievement.hidden && !achievement.revealed);
    expect(hidden).toBeDefined();
    const said = announce({ type: "achievementUnlocked", achievementId: hidden!.id }, view, t);
    expect(said?.text).toContain(t("play.end.secret"));
  });
});
