import { useContext } from "react";
import { useT } from "~/i18n/use-t";
import { StudioContext } from "../studio-context";

// The texts a Classic game words with "page" where the others say "scene" (`studio-forms.classic.*`).
const CLASSIC_KEYS = new Set(["effects.types.goToScene", "effects.scene", "settings.startScene", "room.scenes", "room.noScenes", "sound.ambient.here"]);

/** The `studio-forms` texts, without repeating the namespace at every call; a Classic game's scenes are pages. */
export function useFormsT() {
  const { t } = useT();
  const classic = useContext(StudioContext)?.type === "classic";
  return (key: string, params?: Record<string, unknown>) => t(`studio-forms.${classic && CLASSIC_KEYS.has(key) ? `classic.${key}` : key}`, params);
}
