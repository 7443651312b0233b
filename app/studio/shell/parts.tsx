import { useT } from "~/i18n/use-t";
import { useStudio } from "../studio-context";

/**
 * What each list's "Add" button makes (ADR 021): a new item with a fresh id and a default name in the
 * creator's language, selected at once so the inspector shows what to fill in. Items that need a file
 * (a scene's picture) start without it; the problems list and the inspector say what is missing.
 */
export function useAddActions() {
  const { t } = useT();
  const { draft, edit, select, type } = useStudio();
  const added = (list: string, item: { id: string; [field: string]: unknown }) => {
    edit.insert([list], item);
    select({ path: [list, item.id] });
  };
  const firstRoom = () => {
    if (draft.rooms[0]) return draft.rooms[0].id;
    const room = { id: edit.newId("room"), name: t("studio.defaults.room", { n: 1 }), locked: false };
    edit.insert(["rooms"], room);
    return room.id;
  };
  return {
    room: () => added("rooms", { id: edit.newId("room"), name: t("studio.defaults.room", { n: draft.rooms.length + 1 }), locked: false }),
    scene: (roomId?: string) =>
      edit.batch(() => {
        const id = edit.newId(type === "classic" ? "page" : "scene");
        const base = { id, roomId: roomId ?? firstRoom(), name: t(`studio.defaults.scene.${type}`, { n: draft.scenes.length + 1 }) };
        const scene =
          type === "interface" ? { ...base, kind: "interface", image: "", zones: [] }
          : type === "360" ? { ...base, kind: "360", panorama: "", hotspots: [] }
          : { ...base, kind: "classic", blocks: [], puzzleIds: [] };
        edit.insert(["scenes"], scene);
        if (!draft.rules.startSceneId) edit.set(["rules", "startSceneId"], id);
        select({ path: ["scenes", id] });
      }),
    object: () => added("objects", { id: edit.newId("object"), name: t("studio.defaults.object", { n: draft.objects.length + 1 }), description: t("studio.defaults.objectDescription"), image: "" }),
    puzzle: () =>
      added("puzzles", { id: edit.newId("puzzle"), kind: "code", name: t("studio.defaults.puzzle", { n: draft.puzzles.length + 1 }), code: "1234", effects: [{ type: "showMessage", text: t("studio.defaults.solved") }] }),
    hint: () => added("hints", { id: edit.newId("hint"), text: t("studio.defaults.hint") }),
    recipe: () => {
      const [a, b, c] = draft.objects;
      added("recipes", { id: edit.newId("recipe"), kind: "assemble", inputs: [a?.id ?? "", b?.id ?? ""], result: c?.id ?? "" });
    },
    achievement: () =>
      added("achievements", { id: edit.newId("achievement"), name: t("studio.defaults.achievement", { n: draft.achievements.length + 1 }), description: t("studio.defaults.achievementDescription"), hidden: false, when: [{ type: "won" }] }),
  };
}
