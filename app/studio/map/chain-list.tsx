import { useT } from "~/i18n/use-t";
import { useStudio } from "../studio-context";
import type { MapNode, PuzzleMap } from "./graph";

/** How a node is named, in the map and in its list: its kind ("Page" in a Classic game) and its name. */
export function useNodeLabel() {
  const { t } = useT();
  const { type } = useStudio();
  const kind = (node: MapNode) => t(`studio.map.kinds.${node.kind === "scene" && type === "classic" ? "page" : node.kind}`);
  const name = (node: MapNode) => (node.kind === "win" ? t("studio.map.win") : node.name.trim() || t("studio.map.unnamed"));
  return { kind, name, full: (node: MapNode) => (node.kind === "win" ? name(node) : t("studio.map.named", { kind: kind(node), name: name(node) })) };
}

/**
 * The map's text alternative: each link of the chain as a sentence ("Énigme « Coffre » donne Objet
 * « Clé »"), and what no player can reach, by name.
 */
export function ChainList({ map }: { map: PuzzleMap }) {
  const { t } = useT();
  const label = useNodeLabel();
  const byKey = new Map(map.nodes.map((node) => [node.key, node]));
  const out = map.nodes.filter((node) => node.depth === null);
  return (
    <section className="studio-map-list" aria-labelledby="studio-map-list-title">
      <h3 id="studio-map-list-title">{t("studio.map.listTitle")}</h3>
      {map.edges.length === 0 ? (
        <p className="muted">{t("studio.map.noLinks")}</p>
      ) : (
        <ul>
          {map.edges.map((edge) => (
            <li key={`${edge.from}>${edge.to}`}>
              {t(`studio.map.edges.${edge.kind}`, { from: label.full(byKey.get(edge.from)!), to: label.full(byKey.get(edge.to)!) })}
            </li>
          ))}
        </ul>
      )}
      {out.length ? (
        <>
          <h3>{t("studio.map.outTitle")}</h3>
          <ul>
            {out.map((node) => (
              <li key={node.key}>{label.full(node)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
