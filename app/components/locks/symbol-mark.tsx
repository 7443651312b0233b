import type { Colour } from "~/engine";
import { COLOUR_VALUES, glyphOf, type SymbolKind } from "./lock-symbols";

/** A symbol's picture: a patterned swatch for a colour, a glyph otherwise. Decorative: its name is said in words beside it. */
export function SymbolMark({ kind, symbol }: { kind: SymbolKind; symbol: string }) {
  if (kind === "colours") {
    return <span className={`lock-swatch lock-swatch-${symbol}`} style={{ backgroundColor: COLOUR_VALUES[symbol as Colour] }} aria-hidden="true" />;
  }
  return (
    <span className="lock-glyph" aria-hidden="true">
      {glyphOf(kind, symbol)}
    </span>
  );
}
