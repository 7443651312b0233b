import type { Content, Definition, Root } from "mdast";
import { fromMarkdown } from "mdast-util-from-markdown";
import { BODY_MAX_CHARS } from "./limits";
import type { Block, Inline } from "./markdown-tree";
import { ownImagePath, safeLink } from "./safe-urls";

/**
 * A post's markdown as the safe tree the pages render (ADR 051). `mdast-util-from-markdown` (micromark, CommonMark,
 * no DOM: it runs in the worker) parses; this walk keeps only the elements of markdown-tree.ts. Raw HTML in the
 * markdown is not interpreted at all: a `<script>` or an `<img onerror>` comes out as the text that was typed.
 */

export function renderMarkdown(markdown: string): Block[] {
  const root: Root = fromMarkdown(markdown.slice(0, BODY_MAX_CHARS));
  const definitions = new Map<string, Definition>();
  for (const node of root.children) if (node.type === "definition") definitions.set(node.identifier, node);
  return blocks(root.children, definitions);
}

type Definitions = Map<string, Definition>;

function blocks(nodes: Content[], defs: Definitions): Block[] {
  const out: Block[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case "paragraph":
        out.push({ t: "p", c: inlines(node.children, defs) });
        break;
      case "heading":
        // The post's title is the page's only h1: "#" and "##" are its sections (h2), deeper levels stop at h4.
        out.push({ t: "h", level: Math.min(Math.max(node.depth, 2), 4) as 2 | 3 | 4, c: inlines(node.children, defs) });
        break;
      case "list": {
        const items = node.children.map((item) => blocks(item.children, defs));
        out.push(node.ordered ? { t: "ol", start: node.start ?? 1, items } : { t: "ul", items });
        break;
      }
      case "blockquote":
        out.push({ t: "quote", c: blocks(node.children, defs) });
        break;
      case "code":
        out.push({ t: "pre", v: node.value });
        break;
      case "thematicBreak":
        out.push({ t: "hr" });
        break;
      case "html":
        // Shown as typed, never as markup.
        out.push({ t: "p", c: [{ t: "text", v: node.value }] });
        break;
      default:
        // Definitions are read above; nothing else of CommonMark's block level remains.
        break;
    }
  }
  return out;
}

function inlines(nodes: Content[], defs: Definitions): Inline[] {
  const out: Inline[] = [];
  const text = (v: string) => {
    const last = out[out.length - 1];
    if (last?.t === "text") last.v += v;
    else out.push({ t: "text", v });
  };
  for (const node of nodes) {
    switch (node.type) {
      case "text":
      case "html":
        text(node.value);
        break;
      case "inlineCode":
        out.push({ t: "code", v: node.value });
        break;
      case "strong":
      case "emphasis":
        out.push({ t: node.type === "strong" ? "strong" : "em", c: inlines(node.children, defs) });
        break;
      case "break":
        out.push({ t: "br" });
        break;
      case "link":
      case "linkReference": {
        const url = node.type === "link" ? node.url : defs.get(node.identifier)?.url;
        const link = url === undefined ? null : safeLink(url);
        const children = inlines(node.children, defs);
        if (link) out.push({ t: "link", href: link.href, external: link.external, c: children });
        else for (const child of children) child.t === "text" ? text(child.v) : out.push(child);
        break;
      }
      case "image":
      case "imageReference": {
        const src = node.type === "image" ? node.url : defs.get(node.identifier)?.url;
        const alt = node.alt ?? "";
        if (src !== undefined && ownImagePath(src)) out.push({ t: "img", src, alt });
        else if (alt) text(alt);
        break;
      }
      default:
        break;
    }
  }
  return out;
}
