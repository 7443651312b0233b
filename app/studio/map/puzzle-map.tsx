import "./map.css";
import { useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useT } from "~/i18n/use-t";
import { FIRST_FIELD } from "../selection";
import { useStudio } from "../studio-context";
import { puzzleMap, type MapNode, type PuzzleMap } from "./graph";
import { ChainList, useNodeLabel } from "./chain-list";
import { edgePath, layout, NODE_H, NODE_W } from "./layout";

/**
 * The map of the puzzle chain (issue 27): every room, scene, puzzle and object in columns by when a player
 * can first reach it, with arrows for what leads to what, and what no player can reach marked in words as
 * well as by its dashed outline. One tab stop (roving tabindex): arrows move between nodes, Enter or a click
 * opens the element in the tree and the inspector. The list below says the same for those who cannot see it.
 */
export function PuzzleMapView() {
  const { t } = useT();
  const { draft } = useStudio();
  // A draft half-way through an edit may not hold together yet; the map waits for one that does.
  const map = useMemo<PuzzleMap | null>(() => {
    try {
      return draft.scenes.length > 0 ? puzzleMap(draft) : null;
    } catch {
      return null;
    }
  }, [draft]);
  return (
    <div className="studio-map">
      <h2 id="studio-map-title">{t("studio.map.title")}</h2>
      <p className="muted" id="studio-map-help">{t("studio.map.help")}</p>
      {map ? (
        <>
          <MapGraph map={map} />
          <ChainList map={map} />
        </>
      ) : (
        <p className="notice">{t("studio.map.unavailable")}</p>
      )}
    </div>
  );
}

function MapGraph({ map }: { map: PuzzleMap }) {
  const { t } = useT();
  const { select } = useStudio();
  const label = useNodeLabel();
  const placed = useMemo(() => layout(map.columns), [map.columns]);
  const [current, setCurrent] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const active = current && placed.at.has(current) ? current : (map.columns[0]?.[0]?.key ?? null);

  const open = (node: MapNode) => {
    setCurrent(node.key);
    // The element's first field takes the focus, as after a problem is chosen: the creator lands on it.
    select({ path: node.path, field: node.kind === "win" ? "winWhen" : FIRST_FIELD });
  };
  const move = (key: string | undefined) => {
    if (!key) return;
    setCurrent(key);
    buttons.current.get(key)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!active) return;
    const { column, row } = placed.at.get(active)!;
    const near = (c: number) => map.columns[c]?.[Math.min(row, map.columns[c].length - 1)]?.key;
    const keys: Record<string, string | undefined> = {
      ArrowDown: map.columns[column][row + 1]?.key,
      ArrowUp: map.columns[column][row - 1]?.key,
      ArrowRight: near(column + 1),
      ArrowLeft: near(column - 1),
      Home: map.columns[0]?.[0]?.key,
      End: map.columns.at(-1)?.at(-1)?.key,
    };
    if (!(event.key in keys)) return;
    event.preventDefault();
    move(keys[event.key]);
  };

  return (
    <div className="studio-map-scroll">
      <div className="studio-map-canvas" style={{ width: placed.width, height: placed.height }} role="group" aria-labelledby="studio-map-title" aria-describedby="studio-map-help" onKeyDown={onKeyDown}>
        <svg className="studio-map-edges" width={placed.width} height={placed.height} aria-hidden="true">
          <defs>
            <marker id="studio-map-arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
              <path d="M 0 0 L 10 5 L 0 10 z" />
            </marker>
          </defs>
          {map.columns.map((_, c) => (
            <text key={c} x={placed.columnX(c) + NODE_W / 2} y={14} textAnchor="middle" className="studio-map-column">
              {c === map.columns.length - 1 && map.columns[c][0]?.depth === null ? t("studio.map.neverReached") : t("studio.map.step", { n: c + 1 })}
            </text>
          ))}
          {map.edges.map((edge) => {
            const from = placed.at.get(edge.from);
            const to = placed.at.get(edge.to);
            return from && to ? <path key={`${edge.from}>${edge.to}`} d={edgePath(from, to)} className={`studio-map-edge studio-map-edge-${edge.kind}`} markerEnd="url(#studio-map-arrow)" /> : null;
          })}
        </svg>
        {map.nodes.map((node) => {
          const at = placed.at.get(node.key)!;
          const out = node.depth === null;
          return (
            <button
              key={node.key}
              ref={(element) => {
                if (element) buttons.current.set(node.key, element);
                else buttons.current.delete(node.key);
              }}
              type="button"
              tabIndex={node.key === active ? 0 : -1}
              className={`studio-map-node studio-map-node-${node.kind}${out ? " studio-map-node-out" : ""}`}
              style={{ left: at.x, top: at.y, width: NODE_W, height: NODE_H }}
              data-key={node.key}
              onFocus={() => setCurrent(node.key)}
              onClick={() => open(node)}
            >
              {/* The spaces keep the accessible name "Objet Clé Hors de portée" in words apart; flex ignores them. */}
              <span className="studio-map-kind">{label.kind(node)}</span>{" "}
              <span className="studio-map-name">{label.name(node)}</span>
              {out ? <>{" "}<span className="studio-map-out">{t("studio.map.outOfReach")}</span></> : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
