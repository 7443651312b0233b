/**
 * A post's body once parsed (app/lib/blog/markdown.server.ts): only the elements below exist, every string is text
 * that React escapes, and links and images were checked on the server. The page renders this tree with React,
 * never an HTML string, so nothing a post holds can become markup of its own.
 */
export type Inline =
  | { t: "text"; v: string }
  | { t: "strong" | "em"; c: Inline[] }
  | { t: "code"; v: string }
  | { t: "link"; href: string; external: boolean; c: Inline[] }
  | { t: "img"; src: string; alt: string }
  | { t: "br" };

export type Block =
  | { t: "p"; c: Inline[] }
  | { t: "h"; level: 2 | 3 | 4; c: Inline[] }
  | { t: "ul"; items: Block[][] }
  | { t: "ol"; start: number; items: Block[][] }
  | { t: "quote"; c: Block[] }
  | { t: "pre"; v: string }
  | { t: "hr" };
