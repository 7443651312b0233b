import { Fragment, type CSSProperties } from "react";
import { fontStack, parseTextFormat, type FontName, type Span } from "~/engine";

/**
 * A Classic text block as players read it, in its font and with its light formatting (ADR 025). Built
 * from parsed parts as React elements, never as HTML. A plain one-paragraph text gives the same single
 * paragraph as before formatting existed (line breaks kept by the `classic-text` style). The player's
 * page and the editor's preview both draw it, inside its own `classic-rich` root: its look is
 * ~/styles/classic-text.css, which both routes link, and nothing of the screen around it.
 */
export function RichText({ text, font }: { text: string; font?: FontName }) {
  const style: CSSProperties | undefined = font ? { fontFamily: fontStack(font) } : undefined;
  return (
    <div className="classic-rich">
      {parseTextFormat(text).map((part, index) => {
        switch (part.type) {
          case "heading":
            return (
              <h3 key={index} className="classic-heading" style={style}>
                <Spans spans={part.spans} />
              </h3>
            );
          case "list":
            return (
              <ul key={index} className="classic-list" style={style}>
                {part.items.map((item, i) => (
                  <li key={i}>
                    <Spans spans={item} />
                  </li>
                ))}
              </ul>
            );
          case "paragraph":
            return (
              <p key={index} className="classic-text" style={style}>
                {part.lines.map((line, i) => (
                  <Fragment key={i}>
                    {i > 0 ? "\n" : null}
                    <Spans spans={line} />
                  </Fragment>
                ))}
              </p>
            );
        }
      })}
    </div>
  );
}

function Spans({ spans }: { spans: Span[] }) {
  return (
    <>
      {spans.map((span, i) => {
        const inner = span.italic ? <em>{span.text}</em> : span.text;
        return <Fragment key={i}>{span.bold ? <strong>{inner}</strong> : inner}</Fragment>;
      })}
    </>
  );
}
