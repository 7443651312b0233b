import type { Action } from "../../actions";
import type { GameDefinition } from "../../definition";
import type { Template } from "../types";
import { assetOf, door, lock, look, lying, panoramaMeta, say, way } from "./parts";
import { BIRTHDAY_TEXTS } from "./birthday.texts";

/**
 * A birthday treasure hunt for 6–10 year-olds: the balloons' colours open the present that holds the
 * garden key; in the garden a gnome wants the magic word, the candles on the cake give the treasure
 * chest's number, and the stick inside breaks the piñata. Parents swap in the child's name, age (the
 * dial code is the number of candles) and the balloons they really hung.
 */
const asset = assetOf("birthday");

export const birthdayTemplate: Template = {
  id: "360-birthday",
  type: "360",
  use: "birthday",
  build(language) {
    const t = BIRTHDAY_TEXTS[language];
    const definition: GameDefinition = {
      version: 1,
      meta: panoramaMeta(language, {
        title: t.title,
        summary: t.summary,
        theme: "fantastic",
        difficulty: "easy",
        recommendedAge: 6,
        playMinutes: 15,
        skills: { search: 4, manipulation: 3, reflection: 1 },
      }),
      rooms: [
        { id: "party-room", name: t.partyRoom, locked: false },
        { id: "garden", name: t.garden, locked: true },
      ],
      scenes: [
        {
          id: "party-view",
          roomId: "party-room",
          kind: "360",
          name: t.partyRoom,
          panorama: asset("party-room.png"),
          description: t.partyDescription,
          initialYaw: 0,
          hotspots: [
            look({ id: "balloons", label: t.balloonsLabel, yaw: 0, pitch: 32 }, t.balloonsText),
            lying({ id: "party-table", label: t.tableLabel, yaw: -45, pitch: -30 }, "invitation"),
            lock({ id: "present", label: t.presentLabel, yaw: 40, pitch: -28 }, "balloon-lock"),
            look({ id: "cake", label: t.cakeLabel, yaw: -110, pitch: -20 }, t.cakeText),
            door({ id: "garden-door", label: t.gardenDoorLabel, yaw: 90, pitch: -2 }, { roomId: "garden", sceneId: "garden-view" }, t.gardenDoorClosed),
          ],
        },
        {
          id: "garden-view",
          roomId: "garden",
          kind: "360",
          name: t.garden,
          panorama: asset("garden.png"),
          description: t.gardenDescription,
          initialYaw: 0,
          hotspots: [
            lock({ id: "gnome", label: t.gnomeLabel, yaw: -40, pitch: -22 }, "magic-word"),
            {
              id: "treasure-chest",
              label: t.chestLabel,
              yaw: 35,
              pitch: -26,
              puzzleId: "candle-dial",
              visibleWhen: [{ type: "puzzleSolved", puzzleId: "magic-word" }],
              interactions: [],
            },
            {
              id: "pinata",
              label: t.pinataLabel,
              yaw: 0,
              pitch: 18,
              interactions: [
                { id: "pinata-full", when: [{ type: "flagSet", flag: "pinata-broken", not: true }], effects: [say(t.pinataFull)] },
                { id: "pinata-empty", effects: [say(t.pinataEmpty)] },
              ],
            },
            way({ id: "back-inside", label: t.backLabel, yaw: 180, pitch: -2 }, "party-view"),
          ],
        },
      ],
      objects: [
        {
          id: "invitation",
          name: t.invitationName,
          description: t.invitationDescription,
          image: asset("invitation.svg"),
          detail: { text: t.invitationDetail },
        },
        { id: "garden-key", name: t.keyName, description: t.keyDescription, image: asset("key.svg") },
        { id: "stick", name: t.stickName, description: t.stickDescription, image: asset("stick.svg") },
      ],
      mainObjectId: "invitation",
      recipes: [],
      puzzles: [
        {
          id: "balloon-lock",
          kind: "colours",
          name: t.balloonLockName,
          prompt: t.balloonLockPrompt,
          sequence: ["red", "yellow", "blue", "green"],
          effects: [{ type: "giveObject", objectId: "garden-key" }, say(t.balloonLockSolved)],
        },
        {
          id: "open-garden",
          kind: "use",
          name: t.openGardenName,
          targetId: "garden-door",
          objectId: "garden-key",
          consume: false,
          effects: [{ type: "unlockRoom", roomId: "garden" }, say(t.openGardenSolved), { type: "goToScene", sceneId: "garden-view" }],
        },
        {
          id: "magic-word",
          kind: "text",
          name: t.magicWordName,
          prompt: t.magicWordPrompt,
          answers: t.magicWordAnswers,
          effects: [say(t.magicWordSolved)],
        },
        {
          id: "candle-dial",
          kind: "dial",
          name: t.dialName,
          prompt: t.dialPrompt,
          code: "8",
          effects: [{ type: "giveObject", objectId: "stick" }, say(t.dialSolved)],
        },
        {
          id: "break-pinata",
          kind: "use",
          name: t.pinataName,
          targetId: "pinata",
          objectId: "stick",
          effects: [{ type: "setFlag", flag: "pinata-broken" }, say(t.pinataSolved), { type: "win" }],
        },
      ],
      hints: [
        { id: "h1", puzzleId: "balloon-lock", text: t.hintBalloons1 },
        { id: "h2", puzzleId: "balloon-lock", text: t.hintBalloons2 },
        { id: "h3", puzzleId: "open-garden", text: t.hintOpenGarden },
        { id: "h4", puzzleId: "magic-word", text: t.hintMagic1 },
        { id: "h5", puzzleId: "magic-word", text: t.hintMagic2 },
        { id: "h6", puzzleId: "candle-dial", text: t.hintDial1 },
        { id: "h7", puzzleId: "candle-dial", text: t.hintDial2 },
        { id: "h8", puzzleId: "break-pinata", text: t.hintPinata },
        { id: "h9", text: t.hintLookAround },
      ],
      rules: {
        startSceneId: "party-view",
        penaltySeconds: 0,
        winWhen: [],
        loseWhen: [],
        endings: { won: { text: t.won } },
      },
      achievements: [
        { id: "a1", name: t.achievementWon, description: t.achievementWonText, hidden: false, when: [{ type: "won" }] },
        { id: "a2", name: t.achievementNoHints, description: t.achievementNoHintsText, hidden: false, when: [{ type: "noHints" }] },
      ],
    };
    const walkthrough: Action[] = [
      { type: "start" },
      { type: "pickObject", objectId: "invitation" },
      { type: "clickTarget", targetId: "balloons" },
      { type: "answer", puzzleId: "balloon-lock", value: "red yellow blue green" },
      { type: "clickTarget", targetId: "cake" },
      { type: "useObject", objectId: "garden-key", targetId: "garden-door" },
      { type: "answer", puzzleId: "magic-word", value: t.magicWordAnswers[0] },
      { type: "answer", puzzleId: "candle-dial", value: "8" },
      { type: "useObject", objectId: "stick", targetId: "pinata" },
    ];
    return { definition, walkthrough };
  },
};
