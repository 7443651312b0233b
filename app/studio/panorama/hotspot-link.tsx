import type { Hotspot } from "~/engine";
import { useT } from "~/i18n/use-t";
import { FieldGroup, SelectField } from "../fields/fields";
import { useStudio } from "../studio-context";
import { linkInteraction } from "./factories";
import { findLink, hotspotPath, panoramas } from "./hotspot-edits";

/**
 * "Link to a panorama": the shortcut for the commonest hotspot of a 360 game, a door to another
 * panorama. A new link becomes the hotspot's one interaction; an existing one is changed in place,
 * so the conditions and other effects around it (built in the interactions editor) stay.
 */
export function HotspotLink({ sceneId, hotspot }: { sceneId: string; hotspot: Hotspot }) {
  const { t } = useT();
  const { draft, edit } = useStudio();
  const path = hotspotPath(sceneId, hotspot.id);
  const link = findLink(hotspot);
  const others = panoramas(draft).filter((scene) => scene.id !== sceneId);
  const interactions = hotspot.interactions ?? [];
  const target = link ? (draft.scenes ?? []).find((scene) => scene.id === link.sceneId) : undefined;

  const choose = (targetId: string) => {
    if (targetId === "") return unlink();
    if (!link) return edit.set([...path, "interactions"], [linkInteraction(edit.newId, targetId)]);
    const interaction = interactions.find((each) => each.id === link.interactionId);
    if (!interaction) return;
    const effects = interaction.effects.map((effect, index) => (index === link.effectIndex ? { type: "goToScene" as const, sceneId: targetId } : effect));
    edit.set([...path, "interactions", link.interactionId, "effects"], effects);
  };
  const unlink = () => {
    if (!link) return;
    const interaction = interactions.find((each) => each.id === link.interactionId);
    if (!interaction) return;
    const rest = interaction.effects.filter((_, index) => index !== link.effectIndex);
    // An interaction needs at least one effect: the link was all it did, so it goes with it.
    if (rest.length === 0) edit.remove([...path, "interactions"], link.interactionId);
    else edit.set([...path, "interactions", link.interactionId, "effects"], rest);
  };

  const replaced = !link && interactions.length > 0;
  return (
    <FieldGroup legend={t("studio-panorama.link.legend")}>
      {link ? (
        <p className="panorama-leads-to">
          {t("studio-panorama.link.leadsTo", { scene: target?.name || t("studio-panorama.link.missing") })}
        </p>
      ) : null}
      {others.length === 0 && !link ? (
        <p className="studio-hint">{t("studio-panorama.link.noOther")}</p>
      ) : (
        <SelectField
          label={link ? t("studio-panorama.link.change") : t("studio-panorama.link.choose")}
          hint={replaced ? t("studio-panorama.link.replaces", { count: interactions.length }) : undefined}
          value={link?.sceneId ?? ""}
          empty={t("studio-panorama.link.none")}
          options={others.map((scene) => ({ value: scene.id, label: scene.name || scene.id }))}
          onChange={choose}
        />
      )}
      {link ? (
        <button type="button" className="button button-ghost panorama-button" onClick={unlink}>
          {t("studio-panorama.link.remove")}
        </button>
      ) : null}
    </FieldGroup>
  );
}
