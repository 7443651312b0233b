import { describe, expect, it } from "vitest";
import { namespaces } from "../../app/i18n/messages";
import { blogPosts } from "../../db/seed/blog.mjs";
import { formalAddress, germanTexts } from "./german-address";

/**
 * The German sites speak to people informally (issue 11): "du" for one person, "ihr" for a group, never
 * the formal "Sie". Every German dictionary of the registry and the seeded German blog posts are read.
 */

const dictionaries = Object.entries(namespaces).flatMap(([name, namespace]) => germanTexts(namespace.de, name));
const posts = blogPosts
  .filter((post) => post.language === "de")
  .flatMap((post) => germanTexts({ title: post.title, excerpt: post.excerpt, body: post.body }, `blog post ${post.id}`));

describe("the German texts address the reader with du", () => {
  it("reads every namespace of the registry", () => {
    const read = new Set(dictionaries.map(({ key }) => key.split(".")[0]));
    expect([...read].sort()).toEqual(Object.keys(namespaces).sort());
  });

  it("no dictionary text uses Sie, Ihnen or a formal Ihr", () => {
    const formal = dictionaries.flatMap(({ key, text }) => formalAddress(text).map((found) => `${key}: ${found}`));
    expect(formal, "formal address in German texts").toEqual([]);
  });

  it("no seeded German blog post uses the formal address", () => {
    expect(posts.length).toBeGreaterThan(0);
    const formal = posts.flatMap(({ key, text }) => formalAddress(text).map((found) => `${key}: ${found}`));
    expect(formal, "formal address in German blog posts").toEqual([]);
  });
});

describe("the guard itself", () => {
  it.each([
    ["Geben Sie den Code ein.", "imperative"],
    ["Bitte melden Sie sich an.", "Sie"],
    ["Wir schicken Ihnen einen Link.", "Ihnen"],
    ["Das ist Ihr Konto.", "Ihr"],
    ["Ihre Projekte bleiben erhalten.", "Ihre"],
    ["Versuch es erneut oder prüfen Sie Ihre Eingabe.", "Sie"],
    ["Schreib uns, wenn Du Fragen hast.", "Du"],
  ])("flags %j", (text, word) => {
    expect(formalAddress(text).join(" ")).toContain(word);
  });

  it.each([
    "Gib den Code ein, den du erhalten hast.",
    "Die Funktionen sind noch nicht verfügbar: Sie kommen mit den nächsten Versionen.",
    "Diese Partie ist vorbei. Sie beginnt neu, wenn ihr Ersteller sie startet.",
    "Ein Ziel: „Ihr habt 45 Minuten, um die Formel zu finden.“",
    "Ihr habt alle Rätsel gelöst.",
    "Dein Code ist nicht gültig",
    "Du bist in der Partie.",
  ])("lets %j pass", (text) => {
    expect(formalAddress(text)).toEqual([]);
  });
});
