import { useEffect, useState } from "react";
import * as v from "valibot";
import { ZoneSchema, type Zone } from "~/engine";
import { useT } from "~/i18n/use-t";
import { copyItem, readClipboard, withFreshIds } from "../clipboard";
import { useStudio } from "../studio-context";
import { moveShape } from "./geometry";

/**
 * Copy a zone, paste one into this scene: across scenes, tabs and projects of this browser. What is
 * pasted gets fresh ids and must be a zone the definition accepts; references to objects or puzzles
 * of another project stay as they are, and the problems list points at them.
 */
export function ZoneClipboard({ sceneId, zone }: { sceneId: string; zone?: Zone }) {
  const { t } = useT();
  const { draft, edit, select } = useStudio();
  const [canPaste, setCanPaste] = useState(false);
  const [message, setMessage] = useState("");

  useEffect(() => {
    const check = () => setCanPaste(readClipboard()?.type === "zone");
    check();
    window.addEventListener("studio:clipboard", check);
    // Another tab copying writes localStorage, which this tab hears as a storage event.
    window.addEventListener("storage", check);
    return () => {
      window.removeEventListener("studio:clipboard", check);
      window.removeEventListener("storage", check);
    };
  }, []);

  const copy = (zone: Zone) => {
    copyItem("zone", zone);
    setMessage(t("studio-interface.zone.copied", { label: zone.label ?? "" }));
  };

  const paste = () => {
    const copied = readClipboard();
    if (copied?.type !== "zone") return setMessage(t("studio-interface.zone.nothingToPaste"));
    const pasted = withFreshIds(copied.item, edit.newId, "zone");
    const parsed = v.safeParse(ZoneSchema, pasted);
    if (!parsed.success) return setMessage(t("studio-interface.zone.cannotPaste"));
    const scene = draft.scenes.find((candidate) => candidate.id === sceneId);
    const zones = scene?.kind === "interface" && Array.isArray(scene.zones) ? scene.zones : [];
    // Pasted where its original lies, the copy would hide it: set it a little aside.
    const shape = JSON.stringify(parsed.output.shape);
    if (zones.some((other) => JSON.stringify(other.shape) === shape)) parsed.output.shape = moveShape(parsed.output.shape, 0.02, 0.02);
    edit.insert(["scenes", sceneId, "zones"], parsed.output);
    select({ path: ["scenes", sceneId, "zones", parsed.output.id] });
    setMessage(t("studio-interface.zone.pasted", { label: parsed.output.label }));
  };

  return (
    <>
      {zone ? (
        <button type="button" className="button button-ghost" onClick={() => copy(zone)}>
          {t("studio-interface.zone.copy")}
        </button>
      ) : null}
      <button type="button" className="button button-ghost" onClick={paste} disabled={!canPaste}>
        {t("studio-interface.zone.paste")}
      </button>
      <p className="si-clipboard-status" role="status">
        {message}
      </p>
    </>
  );
}
