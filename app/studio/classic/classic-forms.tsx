import type { ReactElement } from "react";
import type { Draft, EditPath } from "../types";
import { BlockForm } from "./block-form";
import { findPage } from "./classic-draft";
import { ClassicPageForm } from "./classic-page-form";

/**
 * The inspector's Classic form for a selected path: a Classic page, or one of its blocks; null for
 * anything else, which keeps the shell's own form.
 */
export function classicFormFor(draft: Draft, path: EditPath): ReactElement | null {
  if (path[0] !== "scenes" || !path[1] || !findPage(draft, path[1])) return null;
  if (path.length === 2) return <ClassicPageForm sceneId={path[1]} />;
  if (path[2] === "blocks" && path[3] && path.length === 4) return <BlockForm key={path[3]} sceneId={path[1]} blockId={path[3]} />;
  return null;
}
