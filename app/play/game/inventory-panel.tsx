import type { Ref } from "react";
import type { ClientDefinition, GameObject, GameState } from "~/engine";
import { useT } from "~/i18n/use-t";
import { assetUrl } from "../format";

type InventoryPanelProps = {
  state: GameState;
  view: ClientDefinition;
  selectedObjectId: string | null;
  combineFirst: string | null;
  onSelect: (objectId: string | null) => void;
  onInspect: (objectId: string) => void;
  onCombineStart: (objectId: string | null) => void;
  onCombineWith: (objectId: string) => void;
  // On phones the panel is docked at the bottom of the screen; the shell keeps room for it.
  dockRef?: Ref<HTMLElement>;
};

/**
 * What the player carries. Each object can be selected to use on something in the scene, inspected
 * closely, or combined with another (pick one, then the second).
 */
export function InventoryPanel(props: InventoryPanelProps) {
  const { state, view, combineFirst, onCombineStart } = props;
  const { t } = useT();
  const objects = state.inventory
    .map((id) => view.objects.find((object) => object.id === id))
    .filter((object): object is GameObject => object !== undefined);
  const firstName = combineFirst ? view.objects.find((object) => object.id === combineFirst)?.name : null;

  return (
    <section className="play-side-section play-inventory-section" aria-labelledby="play-inventory-title" ref={props.dockRef}>
      <h2 id="play-inventory-title">
        {t("play.inventory.title")} <span className="play-count">({objects.length})</span>
      </h2>
      {firstName ? (
        <p className="play-mode-note" role="status">
          {t("play.inventory.combinePick", { name: firstName })}{" "}
          <button type="button" className="play-link-button" onClick={() => onCombineStart(null)}>
            {t("play.common.cancel")}
          </button>
        </p>
      ) : null}
      {objects.length === 0 ? (
        <p className="play-muted">{t("play.inventory.empty")}</p>
      ) : (
        <ul className="play-inventory">
          {objects.map((object) => (
            <InventoryItem key={object.id} object={object} {...props} firstName={firstName ?? null} />
          ))}
        </ul>
      )}
    </section>
  );
}

function InventoryItem({
  object,
  view,
  selectedObjectId,
  combineFirst,
  firstName,
  onSelect,
  onInspect,
  onCombineStart,
  onCombineWith,
}: InventoryPanelProps & { object: GameObject; firstName: string | null }) {
  const { t } = useT();
  const selected = selectedObjectId === object.id;
  const isFirst = combineFirst === object.id;
  return (
    <li className={`play-item ${selected ? "play-item-selected" : ""} ${isFirst ? "play-item-first" : ""}`}>
      <img src={assetUrl(object.image)} alt="" width={64} height={64} />
      <div className="play-item-body">
        <p className="play-item-name">
          {object.name}
          {view.mainObjectId === object.id ? <span className="play-tag">{t("play.inventory.main")}</span> : null}
        </p>
        <div className="play-item-actions">
          {combineFirst && !isFirst ? (
            <button type="button" className="play-chip play-chip-strong" onClick={() => onCombineWith(object.id)}>
              {t("play.inventory.combineWith", { first: firstName ?? "", name: object.name })}
            </button>
          ) : (
            <>
              <button type="button" className="play-chip" aria-pressed={selected} onClick={() => onSelect(selected ? null : object.id)}>
                {t("play.inventory.use")}
                <span className="visually-hidden"> {object.name}</span>
              </button>
              <button type="button" className="play-chip" onClick={() => onInspect(object.id)}>
                {t("play.inventory.inspect")}
                <span className="visually-hidden"> {object.name}</span>
              </button>
              <button type="button" className="play-chip" aria-pressed={isFirst} onClick={() => onCombineStart(isFirst ? null : object.id)}>
                {t("play.inventory.combine")}
                <span className="visually-hidden"> {object.name}</span>
              </button>
            </>
          )}
        </div>
      </div>
    </li>
  );
}
