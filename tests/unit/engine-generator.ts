import type { Effect, GameDefinition, GameType, Puzzle, Scene, Target } from "../../app/engine/definition";
import type { Prng } from "./engine-helpers";

/**
 * Random but valid definitions for property tests. Every answer-like string is a fresh token
 * ("zq…") listed in `secrets`, so a test can look for it in anything meant for the client.
 */
export type Generated = { definition: GameDefinition; secrets: string[] };

const words = ["lamp", "door", "chest", "mirror", "clock", "book", "stairs", "window", "painting", "desk"];

export function generateDefinition(rng: Prng): Generated {
  const secrets: string[] = [];
  const secret = (prefix = "zq") => {
    const token = `${prefix}${rng.int(100_000, 999_999)}x${secrets.length}q`;
    secrets.push(token);
    return token;
  };
  const type = rng.pick<GameType>(["interface", "360", "classic"]);
  const roomCount = rng.int(1, 4);
  const objectCount = rng.int(4, 7);
  const objects = Array.from({ length: objectCount }, (_, i) => ({
    id: `obj-${i}`,
    name: `${rng.pick(words)} ${i}`,
    description: `A ${rng.pick(words)}.`,
    image: `/gen/obj-${i}.webp`,
  }));
  const rooms = Array.from({ length: roomCount }, (_, i) => ({ id: `room-${i}`, name: `Room ${i}`, locked: i > 0 }));

  const scenes: Scene[] = [];
  const targets: Target[] = [];
  rooms.forEach((room) => {
    for (let s = 0; s < rng.int(1, 2); s++) {
      const id = `${room.id}-scene-${s}`;
      const made: Target[] = Array.from({ length: rng.int(1, 3) }, (_, t) => makeTarget(type, `${id}-t${t}`, rng, secret, objects.length));
      targets.push(...made);
      scenes.push(makeScene(type, id, room.id, made));
    }
  });

  // Every locked room is unlocked by the first target of the room before it.
  rooms.slice(1).forEach((room, i) => {
    const opener = targets.find((target) => target.id.startsWith(`room-${i}-`))!;
    opener.interactions.push({ id: `${opener.id}-unlock`, effects: [{ type: "unlockRoom", roomId: room.id }] });
  });

  const useTarget = rng.pick(targets);
  const code = `${rng.int(1, 9)}${rng.int(1_000_000, 9_999_999)}`;
  secrets.push(code);
  const puzzles: Puzzle[] = [
    { id: "p-code", kind: "code", name: "Code", code, effects: [msg(secret)] },
    { id: "p-text", kind: "text", name: "Riddle", answers: [secret(), secret()], effects: [msg(secret), { type: "setFlag", flag: "riddle" }] },
    { id: "p-login", kind: "login", name: "Login", login: secret("user"), password: secret("pw"), effects: [msg(secret)] },
    { id: "p-upload", kind: "upload", name: "Upload", code: secret("UP").toUpperCase(), effects: [{ type: "win" }] },
    { id: "p-use", kind: "use", name: "Use", targetId: useTarget.id, objectId: "obj-1", effects: [msg(secret)] },
  ];
  // Answerable puzzles are shown in a random scene: listed on a Classic page, or behind their own zone or hotspot.
  for (const puzzle of puzzles) {
    if (puzzle.kind === "use") continue;
    const scene = rng.pick(scenes);
    if (scene.kind === "classic") scene.puzzleIds.push(puzzle.id);
    else if (scene.kind === "interface") {
      scene.zones.push({ id: `host-${puzzle.id}`, label: "Keypad", shape: { type: "rect", x: 0.5, y: 0.5, width: 0.1, height: 0.1 }, puzzleId: puzzle.id, interactions: [] });
    } else scene.hotspots.push({ id: `host-${puzzle.id}`, label: "Keypad", yaw: 10, pitch: 0, puzzleId: puzzle.id, interactions: [] });
  }

  const definition: GameDefinition = {
    version: 1,
    meta: {
      title: `Generated ${rng.pick(words)}`,
      theme: rng.pick(["adventure", "fantastic", "horror", "investigation"] as const),
      difficulty: rng.pick(["easy", "medium", "hard"] as const),
      type,
      solo: true,
      ...playedBy(rng),
      recommendedAge: rng.int(6, 18),
      playMinutes: rng.int(10, 90),
      hintRechargeSeconds: rng.int(0, 120),
      skills: { search: rng.int(0, 5), manipulation: rng.int(0, 5), reflection: rng.int(0, 5) },
      locale: rng.pick(["fr", "en", "de"] as const),
    },
    rooms,
    scenes,
    objects,
    mainObjectId: "obj-0",
    recipes: [
      { id: "r-assemble", kind: "assemble", inputs: ["obj-2", "obj-3"], result: "obj-0", message: secret() },
      { id: "r-inspect", kind: "inspect", objectId: "obj-1", effects: [msg(secret), { type: "giveObject", objectId: "obj-2" }] },
    ],
    puzzles,
    hints: [
      { id: "h-1", puzzleId: "p-code", text: secret() },
      { id: "h-2", puzzleId: "p-code", text: secret() },
      { id: "h-3", text: secret() },
    ],
    rules: { startSceneId: scenes[0].id, penaltySeconds: rng.int(0, 60), winWhen: [], loseWhen: [] },
    achievements: [
      { id: "a-open", name: "Winner", description: "Win.", hidden: false, when: [{ type: "won" }] },
      { id: "a-hidden", name: secret(), description: secret(), hidden: true, when: [{ type: "flagSet", flag: "riddle" }] },
    ],
  };
  if (rng.chance(0.5)) definition.rules.timeLimitSeconds = rng.int(60, 3600);
  // The endings tell the story's secret: the view must hold them back until the game ends.
  if (rng.chance(0.5)) definition.rules.endings = { won: { text: secret(), image: "/gen/end.webp", alt: secret() }, lost: { text: secret() } };
  return { definition, secrets };
}

const msg = (secret: () => string): Effect => ({ type: "showMessage", text: secret() });

function makeTarget(type: GameType, id: string, rng: Prng, secret: () => string, objectCount: number): Target {
  const interactions = [{ id: `${id}-i0`, once: rng.chance(0.5), effects: [msg(secret)] as Effect[] }];
  if (rng.chance(0.5)) interactions[0].effects.push({ type: "giveObject", objectId: `obj-${rng.int(1, objectCount - 1)}` });
  const objectId = rng.chance(0.3) ? `obj-${rng.int(1, objectCount - 1)}` : undefined;
  if (type === "interface") {
    const x = rng.int(0, 8) / 10;
    const shape = rng.chance(0.5)
      ? { type: "rect" as const, x, y: 0.2, width: 0.1, height: 0.25 }
      : { type: "polygon" as const, points: [[x, 0.1], [x + 0.1, 0.1], [x, 0.3]] as [number, number][] };
    return { id, label: `The ${rng.pick(words)}`, shape, objectId, interactions };
  }
  if (type === "360") return { id, label: `The ${rng.pick(words)}`, yaw: rng.int(-180, 180), pitch: rng.int(-90, 90), objectId, interactions };
  return { id, kind: "text", text: `There is a ${rng.pick(words)} here.`, objectId, interactions };
}

function makeScene(type: GameType, id: string, roomId: string, targets: Target[]): Scene {
  if (type === "interface") return { id, roomId, kind: "interface", name: id, image: `/gen/${id}.webp`, zones: targets as never };
  if (type === "360") return { id, roomId, kind: "360", name: id, panorama: `/gen/${id}.jpg`, hotspots: targets as never };
  return { id, roomId, kind: "classic", name: id, blocks: targets as never, puzzleIds: [] };
}

// A game for several players holds at least two (the engine's multiNeedsTwo).
function playedBy(rng: Prng) {
  const multi = rng.chance(0.5);
  return { multi, minPlayers: 1, maxPlayers: rng.int(multi ? 2 : 1, 8) };
}
