import { useT } from "~/i18n/use-t";
import type { EditPath } from "../types";
import { listNames } from "./names";
import { peerStyle } from "./palette";
import { editorsAt, othersOf } from "./presence";
import { usePresence } from "./use-presence";

/**
 * Inside a tree entry: who else has this item selected, a dot in their colour and their name, and for
 * screen readers the same said as part of the entry's name ("selected by Alice").
 */
export function PeersTag({ path }: { path: EditPath }) {
  const { t, locale } = useT();
  const here = editorsAt(othersOf(usePresence()), path);
  if (!here.length) return null;
  const names = [...new Set(here.map((editor) => editor.name))];
  return (
    <span className="coedit-tags" data-testid="peer-selection" data-peer-names={names.join(",")}>
      {here.map((editor) => (
        <span key={editor.conn} className="coedit-tag" style={peerStyle(editor.colour)} aria-hidden="true">
          {editor.name}
        </span>
      ))}
      <span className="visually-hidden">, {t("studio-coedit.tree.selectedBy", { names: listNames(names, locale) })}</span>
    </span>
  );
}
