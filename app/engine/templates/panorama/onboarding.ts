import type { Action } from "../../actions";
import type { GameDefinition } from "../../definition";
import type { Template } from "../types";
import { assetOf, door, lock, look, lying, panoramaMeta, say, way } from "./parts";
import { ONBOARDING_TEXTS } from "./onboarding.texts";

/**
 * An onboarding game for a new team member's first day: the open-plan office teaches who does what (the
 * organisation chart gives the badge cabinet's code), the badge opens the meeting room, the company's
 * values open the welcome box, and knowing whom to call for a password ends the game. A company swaps in
 * its own people, extensions and values.
 */
const asset = assetOf("onboarding");

export const onboardingTemplate: Template = {
  id: "360-onboarding",
  type: "360",
  use: "onboarding",
  build(language) {
    const t = ONBOARDING_TEXTS[language];
    const definition: GameDefinition = {
      version: 1,
      meta: panoramaMeta(language, {
        title: t.title,
        summary: t.summary,
        theme: "investigation",
        difficulty: "easy",
        recommendedAge: 16,
        playMinutes: 20,
        skills: { search: 4, manipulation: 2, reflection: 3 },
      }),
      rooms: [
        { id: "office", name: t.office, locked: false },
        { id: "meeting", name: t.meeting, locked: true },
      ],
      scenes: [
        {
          id: "office-view",
          roomId: "office",
          kind: "360",
          name: t.office,
          panorama: asset("office.png"),
          description: t.officeDescription,
          initialYaw: 0,
          hotspots: [
            lying({ id: "reception", label: t.receptionLabel, yaw: 0, pitch: -24 }, "welcome-letter"),
            look({ id: "org-chart", label: t.orgChartLabel, yaw: -90, pitch: 10 }, t.orgChartText),
            lock({ id: "badge-cabinet", label: t.cabinetLabel, yaw: -40, pitch: -4 }, "badge-code"),
            door({ id: "meeting-door", label: t.meetingDoorLabel, yaw: 90, pitch: -2 }, { roomId: "meeting", sceneId: "meeting-view" }, t.meetingDoorClosed),
            look({ id: "coffee", label: t.coffeeLabel, yaw: 160, pitch: -12 }, t.coffeeText),
          ],
        },
        {
          id: "meeting-view",
          roomId: "meeting",
          kind: "360",
          name: t.meeting,
          panorama: asset("meeting.png"),
          description: t.meetingDescription,
          initialYaw: 0,
          hotspots: [
            look({ id: "values-wall", label: t.valuesLabel, yaw: 0, pitch: 12 }, t.valuesText),
            lock({ id: "welcome-box", label: t.boxLabel, yaw: 45, pitch: -26 }, "values-lock"),
            {
              id: "your-desk",
              label: t.deskLabel,
              yaw: -50,
              pitch: -22,
              interactions: [
                { id: "desk-empty", when: [{ type: "flagSet", flag: "laptop-ready", not: true }], effects: [say(t.deskEmpty)] },
                { id: "desk-ready", effects: [say(t.deskReady)] },
              ],
            },
            {
              id: "phone",
              label: t.phoneLabel,
              yaw: -95,
              pitch: -18,
              puzzleId: "who-to-call",
              visibleWhen: [{ type: "flagSet", flag: "laptop-ready" }],
              interactions: [],
            },
            way({ id: "back-to-office", label: t.backLabel, yaw: 180, pitch: -2 }, "office-view"),
          ],
        },
      ],
      objects: [
        {
          id: "welcome-letter",
          name: t.letterName,
          description: t.letterDescription,
          image: asset("letter.svg"),
          detail: { text: t.letterDetail },
        },
        { id: "badge", name: t.badgeName, description: t.badgeDescription, image: asset("badge.svg") },
        { id: "laptop", name: t.laptopName, description: t.laptopDescription, image: asset("laptop.svg") },
      ],
      mainObjectId: "badge",
      recipes: [],
      puzzles: [
        {
          id: "badge-code",
          kind: "code",
          name: t.badgeCodeName,
          prompt: t.badgeCodePrompt,
          code: "214",
          effects: [{ type: "giveObject", objectId: "badge" }, say(t.badgeCodeSolved)],
        },
        {
          id: "open-meeting",
          kind: "use",
          name: t.openMeetingName,
          targetId: "meeting-door",
          objectId: "badge",
          consume: false,
          effects: [{ type: "unlockRoom", roomId: "meeting" }, say(t.openMeetingSolved), { type: "goToScene", sceneId: "meeting-view" }],
        },
        {
          id: "values-lock",
          kind: "shapes",
          name: t.valuesLockName,
          prompt: t.valuesLockPrompt,
          sequence: ["heart", "star", "circle"],
          effects: [{ type: "giveObject", objectId: "laptop" }, say(t.valuesLockSolved)],
        },
        {
          id: "set-up-laptop",
          kind: "use",
          name: t.setUpName,
          targetId: "your-desk",
          objectId: "laptop",
          effects: [{ type: "setFlag", flag: "laptop-ready" }, say(t.setUpSolved)],
        },
        {
          id: "who-to-call",
          kind: "text",
          name: t.callName,
          prompt: t.callPrompt,
          answers: ["Karim"],
          effects: [say(t.callSolved), { type: "win" }],
        },
      ],
      hints: [
        { id: "h1", puzzleId: "badge-code", text: t.hintBadge1 },
        { id: "h2", puzzleId: "badge-code", text: t.hintBadge2 },
        { id: "h3", puzzleId: "open-meeting", text: t.hintOpenMeeting },
        { id: "h4", puzzleId: "values-lock", text: t.hintValues1 },
        { id: "h5", puzzleId: "values-lock", text: t.hintValues2 },
        { id: "h6", puzzleId: "set-up-laptop", text: t.hintSetUp },
        { id: "h7", puzzleId: "who-to-call", text: t.hintCall1 },
        { id: "h8", puzzleId: "who-to-call", text: t.hintCall2 },
        { id: "h9", text: t.hintLookAround },
      ],
      rules: {
        startSceneId: "office-view",
        penaltySeconds: 0,
        winWhen: [],
        loseWhen: [],
        endings: { won: { text: t.won } },
      },
      achievements: [
        { id: "a1", name: t.achievementWon, description: t.achievementWonText, hidden: false, when: [{ type: "won" }] },
        { id: "a2", name: t.achievementFast, description: t.achievementFastText, hidden: false, when: [{ type: "wonWithin", seconds: 600 }] },
      ],
    };
    const walkthrough: Action[] = [
      { type: "start" },
      { type: "pickObject", objectId: "welcome-letter" },
      { type: "clickTarget", targetId: "org-chart" },
      { type: "answer", puzzleId: "badge-code", value: "214" },
      { type: "useObject", objectId: "badge", targetId: "meeting-door" },
      { type: "clickTarget", targetId: "values-wall" },
      { type: "answer", puzzleId: "values-lock", value: "heart star circle" },
      { type: "useObject", objectId: "laptop", targetId: "your-desk" },
      { type: "answer", puzzleId: "who-to-call", value: "Karim" },
    ];
    return { definition, walkthrough };
  },
};
