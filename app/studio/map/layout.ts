import type { MapNode } from "./graph";

/**
 * Where each node of the map sits: a fixed grid (columns by reach round, rows in the definition's
 * order), so the picture is the same on every screen and needs no measuring of the page.
 */

export const NODE_W = 152;
export const NODE_H = 60;
const COLUMN_GAP = 56;
const ROW_GAP = 16;
// Room for the column titles above the first row.
const TOP = 28;

export type Placed = { x: number; y: number; column: number; row: number };

export function layout(columns: MapNode[][]) {
  const columnX = (c: number) => c * (NODE_W + COLUMN_GAP);
  const at = new Map<string, Placed>();
  columns.forEach((column, c) =>
    column.forEach((node, r) => at.set(node.key, { x: columnX(c), y: TOP + r * (NODE_H + ROW_GAP), column: c, row: r })),
  );
  const rows = Math.max(1, ...columns.map((column) => column.length));
  return { at, columnX, width: Math.max(NODE_W, columnX(columns.length) - COLUMN_GAP), height: TOP + rows * (NODE_H + ROW_GAP) };
}

/**
 * An arrow from one node to another: forwards from the right edge to the left edge; within a column or
 * backwards (a later step that leads back) it bows out to the right so it does not cross the nodes.
 */
export function edgePath(from: Placed, to: Placed): string {
  const fy = from.y + NODE_H / 2;
  const ty = to.y + NODE_H / 2;
  if (to.column > from.column) {
    const fx = from.x + NODE_W;
    const mid = (fx + to.x) / 2;
    return `M ${fx} ${fy} C ${mid} ${fy}, ${mid} ${ty}, ${to.x} ${ty}`;
  }
  const fx = from.x + NODE_W;
  const tx = to.x + NODE_W;
  const bow = Math.max(fx, tx) + 28;
  return `M ${fx} ${fy} C ${bow} ${fy}, ${bow} ${ty}, ${tx} ${ty}`;
}
