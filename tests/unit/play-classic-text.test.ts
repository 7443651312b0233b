import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichText } from "../../app/play/renderers/classic/rich-text";

const html = (text: string, font?: "Courier Prime" | "Georgia") => renderToStaticMarkup(createElement(RichText, { text, font }));
// The root that carries the text's own look (classic-text.css), in the player's page and the editor's preview alike.
const rich = (inner: string) => `<div class="classic-rich">${inner}</div>`;

describe("the player's Classic text", () => {
  it("renders a plain text as the single paragraph it always was", () => {
    expect(html("Dust everywhere. 5 * 3 = 15.")).toBe(rich('<p class="classic-text">Dust everywhere. 5 * 3 = 15.</p>'));
  });

  it("renders bold, italic, headings, lists and paragraphs as elements", () => {
    expect(html("# The diary\nDay **one**, *rain*.\n\n- a key\n- a map")).toBe(
      rich(
        '<h3 class="classic-heading">The diary</h3>' +
          '<p class="classic-text">Day <strong>one</strong>, <em>rain</em>.</p>' +
          '<ul class="classic-list"><li>a key</li><li>a map</li></ul>',
      ),
    );
  });

  it("shows the block in its named font", () => {
    expect(html("Typed.", "Courier Prime")).toBe(
      rich('<p class="classic-text" style="font-family:&quot;Courier Prime&quot;, &quot;Courier New&quot;, &quot;DejaVu Sans Mono&quot;, &quot;Liberation Mono&quot;, monospace">Typed.</p>'),
    );
  });

  it("never turns a creator's text into markup", () => {
    const out = html('**<img src=x onerror="alert(1)">** <script>alert(2)</script>');
    expect(out).not.toContain("<img");
    expect(out).not.toContain("<script");
    expect(out).toContain("<strong>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</strong>");
  });
});

// The three pages that show a Classic text, as text (tests run inside workerd: no file system).
const pages = import.meta.glob<string>("../../app/pages/{play-page,test-play-page,editor-page}.tsx", { query: "?raw", import: "default", eager: true });

describe("the look of a Classic text", () => {
  it("is one stylesheet, which the player's pages and the editor's preview all link", () => {
    expect(Object.keys(pages)).toHaveLength(3);
    for (const [path, source] of Object.entries(pages)) {
      expect(source, path).toMatch(/import classicText from "~\/styles\/classic-text\.css\?url";[\s\S]*href: classicText/);
    }
  });
});
