import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownBody } from "../../app/components/blog/markdown-body";
import { renderMarkdown } from "../../app/lib/blog/markdown.server";

/** A post's body as a reader's browser receives it (ADR 051): markdown becomes markup, nothing else does. */
const html = (markdown: string) => renderToStaticMarkup(createElement(MarkdownBody, { blocks: renderMarkdown(markdown) }));

describe("a post's markdown", () => {
  it("renders CommonMark: headings below the page title, emphasis, lists, quotes, code", () => {
    const out = html("# Nouveautés\n\n### Détail\n\n##### Trop profond\n\nDu **gras**, de l'*italique* et du `code`.\n\n1. un\n2. deux\n\n- a\n- b\n\n> cité\n\n```\nx < y\n```");
    expect(out).toContain("<h2>Nouveautés</h2>");
    expect(out).toContain("<h3>Détail</h3>");
    expect(out).toContain("<h4>Trop profond</h4>");
    expect(out).toContain("<strong>gras</strong>");
    expect(out).toContain("<em>italique</em>");
    expect(out).toContain("<code>code</code>");
    expect(out).toContain("<ol><li><p>un</p></li><li><p>deux</p></li></ol>");
    expect(out).toContain("<ul><li><p>a</p></li><li><p>b</p></li></ul>");
    expect(out).toContain("<blockquote><p>cité</p></blockquote>");
    expect(out).toContain("<pre><code>x &lt; y</code></pre>");
  });

  it("shows raw HTML as the text that was typed: no script, no event handler, no iframe", () => {
    const payloads = [
      "<script>alert('block')</script>",
      "Texte <script>alert('inline')</script> suite",
      '<img src="x" onerror="alert(1)">',
      'Une <img src=x onerror=alert(2)> image',
      "<iframe src=\"https://evil.example\"></iframe>",
      "<div onclick=\"alert(3)\">bloc HTML</div>",
      "<svg onload=alert(4)>",
      "<a href=\"javascript:alert(5)\">lien</a>",
    ];
    const out = html(payloads.join("\n\n"));
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/<(img|div|svg|iframe|a)\b[^>]*\son\w+=/i);
    expect(out).not.toMatch(/<iframe|<svg|<div/i);
    expect(out).not.toMatch(/href="javascript:/i);
    // The typed text is still there, escaped, for the reader to see.
    expect(out).toContain("&lt;script&gt;alert(&#x27;block&#x27;)&lt;/script&gt;");
    expect(out).toContain("Texte &lt;script&gt;alert(&#x27;inline&#x27;)&lt;/script&gt; suite");
    expect(out).toContain("&lt;img src=&quot;x&quot; onerror=&quot;alert(1)&quot;&gt;");
  });

  it("drops links to javascript:, data: and other schemes, keeping their text", () => {
    const out = html("[un](javascript:alert(1)) [deux](JaVaScRiPt:alert(2)) [trois](data:text/html,<script>x</script>) [quatre](vbscript:x) [cinq]( javascript:alert(3))\n\n[ref][r]\n\n[r]: javascript:alert(4)");
    expect(out).not.toContain("<a");
    for (const word of ["un", "deux", "trois", "quatre", "cinq", "ref"]) expect(out).toContain(word);
  });

  it("gives links that leave the site rel attributes, and keeps the site's own paths and mail", () => {
    const out = html("[ailleurs](https://example.com/page?a=1&b=2) [ici](/escape) [écrire](mailto:contact@escaplay.fr) [autre hôte](//evil.example/x)");
    expect(out).toContain('<a href="https://example.com/page?a=1&amp;b=2" rel="noopener noreferrer nofollow">ailleurs</a>');
    expect(out).toContain('<a href="/escape">ici</a>');
    expect(out).toContain('<a href="mailto:contact@escaplay.fr">écrire</a>');
    // A scheme-relative address is another site in disguise: it is not a link.
    expect(out).not.toContain("evil.example");
  });

  it("shows images from the blog's own paths only; any other source leaves its description as text", () => {
    const out = html("![Une salle](/blog/images/AbCdEfGh12345678.png)\n\n![pisteur](https://tracker.example/p.gif) ![remonte](/blog/images/../../v1/x.png) ![donnée](data:image/png;base64,AAAA) ![logo](/images/covers/manoir.svg)");
    expect(out).toContain('<img src="/blog/images/AbCdEfGh12345678.png" alt="Une salle"');
    expect(out).toContain('<img src="/images/covers/manoir.svg" alt="logo"');
    expect(out).not.toContain("tracker.example");
    expect(out).not.toContain("../");
    expect(out).not.toContain("data:image");
    expect(out).toContain("pisteur");
    expect(out).toContain("remonte");
  });
});
