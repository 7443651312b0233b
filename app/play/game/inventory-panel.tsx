import { useEffect, useLayoutEffect, useRef, type FocusEvent, type RefObject } from "react";
import type { ClientDefinition, GameObject, GameState } from "~/engine";
import { useT } from "~/i18n/use-t";
import { assetUrl } from "../format";

// Layout effects only mean something in a browser; React 18 warns when one meets server rendering.
const useClientLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

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
  dockRef?: RefObject<HTMLElement>;
};

/**
 * What the player carries. Each object can be selected to use on something in the scene, inspected
 * closely, or combined with another (pick one, then the second).
 */
export function InventoryPanel(props: InventoryPanelProps) {
  const { state, view, combineFirst, onCombineStart, onCombineWith } = props;
  const { t } = useT();
  const objects = state.inventory
    .map((id) => view.objects.find((object) => object.id === id))
    .filter((object): object is GameObject => object !== undefined);
  const firstName = combineFirst ? view.objects.find((object) => object.id === combineFirst)?.name : null;
  const { panelRef, headingRef, onFocus, onBlur, combining } = useInventoryFocus(objects, props.dockRef);

  return (
    <section className="play-side-section play-inventory-section" aria-labelledby="play-inventory-title" ref={panelRef} onFocus={onFocus} onBlur={onBlur}>
      <h2 id="play-inventory-title" tabIndex={-1} ref={headingRef}>
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
            <InventoryItem
              key={object.id}
              object={object}
              {...props}
              firstName={firstName ?? null}
              onCombineWith={(objectId) => {
                combining();
                onCombineWith(objectId);
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Where the focus goes when the control holding it leaves the inventory. Combining removes the button
 * just pressed (and then both objects): the focus goes to the heading at once, then to the object the
 * combination made once the room has answered, rather than being dropped on the page.
 */
// The shell measures the same section to dock it on phones, so its ref is used when given.
function useInventoryFocus(objects: GameObject[], dockRef?: RefObject<HTMLElement>) {
  const ownRef = useRef<HTMLElement>(null);
  const panelRef = dockRef ?? ownRef;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const holdsFocus = useRef(false);
  const awaitingCombination = useRef(false);
  const shown = useRef(objects.map((object) => object.id));

  useClientLayoutEffect(() => {
    const before = shown.current;
    shown.current = objects.map((object) => object.id);
    const added = shown.current.find((id) => !before.includes(id));
    const changed = added !== undefined || before.length !== shown.current.length;
    if (!holdsFocus.current) return;
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    if (added && awaitingCombination.current && (lost || active === headingRef.current)) {
      panelRef.current?.querySelector<HTMLElement>(`[data-object-id="${CSS.escape(added)}"] button`)?.focus();
    } else if (lost) {
      headingRef.current?.focus();
    }
    if (changed) awaitingCombination.current = false;
  });

  const onFocus = () => {
    holdsFocus.current = true;
  };
  const onBlur = (event: FocusEvent) => {
    // Focus going nowhere (the focused button was removed) still belongs here; elsewhere it does not.
    const next = event.relatedTarget as Node | null;
    if (next && !panelRef.current?.contains(next)) {
      holdsFocus.current = false;
      awaitingCombination.current = false;
    }
  };
  const combining = () => {
    awaitingCombination.current = true;
  };
  return { panelRef, headingRef, onFocus, onBlur, combining };
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
    <li className={`play-item ${selected ? "play-item-selected" : ""} ${isFirst ? "play-item-first" : ""}`} data-object-id={object.id}>
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
