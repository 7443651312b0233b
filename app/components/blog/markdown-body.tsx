import type { ReactNode } from "react";
import type { Block, Inline } from "~/lib/blog/markdown-tree";

/** A post's body from its safe tree (app/lib/blog/markdown-tree.ts): React elements only, every string escaped. */
export function MarkdownBody({ blocks }: { blocks: Block[] }) {
  return <>{blocks.map(block)}</>;
}

function block(node: Block, key: number): ReactNode {
  switch (node.t) {
    case "p":
      return <p key={key}>{node.c.map(inline)}</p>;
    case "h": {
      const Heading = `h${node.level}` as const;
      return <Heading key={key}>{node.c.map(inline)}</Heading>;
    }
    case "ul":
      return <ul key={key}>{node.items.map((item, i) => <li key={i}>{item.map(block)}</li>)}</ul>;
    case "ol":
      return (
        <ol key={key} start={node.start === 1 ? undefined : node.start}>
          {node.items.map((item, i) => <li key={i}>{item.map(block)}</li>)}
        </ol>
      );
    case "quote":
      return <blockquote key={key}>{node.c.map(block)}</blockquote>;
    case "pre":
      return (
        <pre key={key}>
          <code>{node.v}</code>
        </pre>
      );
    case "hr":
      return <hr key={key} />;
  }
}

function inline(node: Inline, key: number): ReactNode {
  switch (node.t) {
    case "text":
      return node.v;
    case "strong":
      return <strong key={key}>{node.c.map(inline)}</strong>;
    case "em":
      return <em key={key}>{node.c.map(inline)}</em>;
    case "code":
      return <code key={key}>{node.v}</code>;
    case "br":
      return <br key={key} />;
    case "img":
      return <img key={key} src={node.src} alt={node.alt} loading="lazy" />;
    case "link":
      return (
        <a key={key} href={node.href} rel={node.external ? "noopener noreferrer nofollow" : undefined}>
          {node.c.map(inline)}
        </a>
      );
  }
}
