import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createDb } from "../../app/lib/db.server";
import { listPosts } from "../../app/lib/blog.server";
import { staff } from "./admin-fixtures";
import { publicPage, submitPost, wellFormedXml } from "./blog-authoring-fixtures";

/**
 * What visitors get of the blog (ADR 051): only published posts whose time has come, in the site's language (French
 * where a language has none), bodies rendered without any markup of their own, and one RSS feed per site.
 */

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 16);

describe("drafts and scheduled posts", () => {
  it("keeps a draft off the blog, its page and its feed until it is published", async () => {
    const admin = await staff("admin");
    await submitPost(admin, { id: "brouillon-secret", title: "Brouillon secret", intent: "draft" });
    expect((await publicPage("/blog/brouillon-secret")).status).toBe(404);
    expect((await publicPage("/blog")).text).not.toContain("Brouillon secret");
    expect((await publicPage("/blog/rss.xml")).html).not.toContain("Brouillon secret");
    await submitPost(admin, { title: "Brouillon secret", intent: "publish" }, "/admin/blog/brouillon-secret");
    expect((await publicPage("/blog/brouillon-secret")).status).toBe(200);
    expect((await publicPage("/blog")).text).toContain("Brouillon secret");
    expect((await publicPage("/blog/rss.xml")).html).toContain("Brouillon secret");
  });

  it("shows a scheduled post only once its time has come, with no job to flip it", async () => {
    const admin = await staff("moderator");
    const saved = await submitPost(admin, { id: "programme", title: "Article programmé", intent: "schedule", publishAt: inAnHour() });
    expect(saved.location).toBe("/admin/blog/programme?done=schedule");
    expect((await publicPage("/blog/programme")).status).toBe(404);
    expect((await publicPage("/blog")).text).not.toContain("Article programmé");
    expect((await publicPage("/blog/rss.xml")).html).not.toContain("Article programmé");
    // The same query, asked an hour and a minute later, lists it.
    const later = new Date(Date.now() + 3_660_000);
    expect((await listPosts(createDb(env.DB), "fr", undefined, later)).map((p) => p.id)).toContain("programme");
    // And once the time has passed (moved back here rather than waiting), the page and the feed have it.
    await env.DB.prepare("UPDATE blog_posts SET published_at = ? WHERE id = 'programme'").bind(Date.now() - 1000).run();
    expect((await publicPage("/blog/programme")).status).toBe(200);
    expect((await publicPage("/blog")).text).toContain("Article programmé");
  });

  it("takes an unpublished post off at once", async () => {
    const admin = await staff("admin");
    await submitPost(admin, { id: "retire", title: "Bientôt retiré", intent: "publish" });
    expect((await publicPage("/blog/retire")).status).toBe(200);
    await submitPost(admin, { intent: "unpublish" }, "/admin/blog/retire");
    expect((await publicPage("/blog/retire")).status).toBe(404);
  });
});

describe("a published post's body", () => {
  it("reaches readers as text when it holds script payloads, with its markdown rendered", async () => {
    const admin = await staff("admin");
    const body = [
      "## Un intertitre",
      "<script>alert('bloc')</script>",
      "Un <img src=x onerror=alert(1)> dans le texte et un [lien piégé](javascript:alert(2)).",
      '<div onmouseover="alert(3)">bloc HTML</div>',
      "[Un vrai lien](https://example.com/a?b=1&c=2)",
    ].join("\n\n");
    await submitPost(admin, { id: "charges", title: "Charges <b>utiles</b>", body, intent: "publish" });
    const page = await publicPage("/blog/charges");
    expect(page.status).toBe(200);
    expect(page.html).toContain("<h2>Un intertitre</h2>");
    expect(page.html).not.toMatch(/<script>alert/);
    expect(page.html).not.toMatch(/<img[^>]*onerror/i);
    expect(page.html).not.toMatch(/<div[^>]*onmouseover/i);
    expect(page.html).not.toContain('href="javascript:');
    expect(page.html).toContain("&lt;script&gt;alert(&#x27;bloc&#x27;)&lt;/script&gt;");
    expect(page.text).toContain("lien piégé");
    expect(page.html).toContain('<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow">Un vrai lien</a>');
    expect(page.html).toContain("<h1>Charges &lt;b&gt;utiles&lt;/b&gt;</h1>");
  });
});

describe("the RSS feed of each site", () => {
  it("lists the site's own language posts, French where a site has none yet, and is linked from the blog pages", async () => {
    const de = await publicPage("/blog/rss.xml", "de");
    expect(de.status).toBe(200);
    expect(de.type).toBe("application/rss+xml; charset=utf-8");
    expect(wellFormedXml(de.html)).toEqual([]);
    expect(de.html).toContain("<language>de</language>");
    expect(de.html).toContain("<title>Willkommen bei Escaplay</title>");
    expect(de.html).toContain("<link>http://escaplay.de/blog/willkommen-bei-escaplay</link>");
    expect(de.html).not.toContain("Bienvenue sur Escaplay");
    const it = await publicPage("/blog/rss.xml", "it");
    expect(it.html).toContain("<language>it</language>");
    expect(it.html).toContain("Benvenuti su Escaplay");
    const ch = await publicPage("/blog/rss.xml", "ch");
    expect(ch.html).toContain("<language>fr-CH</language>");
    expect(ch.html).toContain("Bienvenue sur Escaplay");
    for (const path of ["/blog", "/blog/bienvenue-sur-escaplay"]) {
      expect((await publicPage(path)).html).toMatch(/<link rel="alternate" type="application\/rss\+xml" href="\/blog\/rss.xml" title="[^"]+"\/>/);
    }
  });

  it("escapes what a post says, so the feed stays valid XML", async () => {
    const admin = await staff("admin");
    await submitPost(admin, { id: "esperluette", language: "en", title: "Tom & Jerry <b>escape</b> \"quoted\"", excerpt: "A < B && C > D ]]> <![CDATA[ x", intent: "publish" });
    const feed = await publicPage("/blog/rss.xml", "en");
    expect(wellFormedXml(feed.html)).toEqual([]);
    expect(feed.html).toContain("<title>Tom &amp; Jerry &lt;b&gt;escape&lt;/b&gt; &quot;quoted&quot;</title>");
    expect(feed.html).toContain("<description>A &lt; B &amp;&amp; C &gt; D ]]&gt; &lt;![CDATA[ x</description>");
    expect(feed.html).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
  });
});
