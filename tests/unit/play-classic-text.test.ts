import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichText } from "../../app/play/renderers/classic/rich-text";
import { playLinks } from "../../app/play/play-links";
import classicText from "../../app/styles/classic-text.css?url";

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

// The editor's page, as text (tests run inside workerd: no file system).
const editorPage = import.meta.glob<string>("../../app/pages/editor-page.tsx", { query: "?raw", import: "default", eager: true });

describe("the look of a Classic text", () => {
  it("is one stylesheet, which the player's pages and the editor's preview all link", () => {
    // Every play and test-play route declares the player's links (app/play/play-links.ts).
    const hrefs = playLinks().map((link) => ("href" in link ? link.href : ""));
    expect(hrefs).toContain(classicText);
    for (const source of Object.values(editorPage)) {
      expect(source).toMatch(/import classicText from "~\/styles\/classic-text\.css\?url";[\s\S]*href: classicText/);
    }
    expect(Object.keys(editorPage)).toHaveLength(1);
  });
});
