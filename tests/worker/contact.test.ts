import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { get, post } from "./http";

const good = { name: "Camille Martin", email: "camille@example.fr", topic: "education", message: "Bonjour, je voudrais utiliser Escaplay avec ma classe de CM2." };
const stored = async () => (await env.DB.prepare("SELECT * FROM contact_messages ORDER BY created_at").all()).results;

describe("the contact form", () => {
  it("stores a valid message and sends the visitor to the thank-you notice", async () => {
    const res = await post("/contact", good, "escaplay.it", { Cookie: "_pos=abc1234" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/contact?sent=1");
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...good, locale: "it", visitor_id: "abc1234", status: "sent" });
    const mail = await env.DB.prepare("SELECT * FROM dev_mailbox WHERE subject LIKE '%Camille Martin%'").first<{ to: string; text: string }>();
    expect(mail?.to).toBe("support@escaplay.fr");
    expect(mail?.text).toContain("ma classe de CM2");
  });

  it("refuses bad input with 400 and localized messages, keeping what was typed", async () => {
    const res = await post("/contact", { name: "", email: "not-an-email", topic: "space", message: "Court" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Indiquez votre nom.");
    expect(html).toContain("Cette adresse e-mail ne semble pas valide");
    expect(html).toContain("Choisissez un sujet dans la liste.");
    expect(html).toContain("not-an-email");
    expect(html).toContain("Court");
    expect((await stored()).filter((r) => r.email === "not-an-email")).toHaveLength(0);
  });

  it("answers in the site's language", async () => {
    const html = await (await post("/contact", { ...good, email: "x" }, "escaplay.eu")).text();
    expect(html).toMatch(/lang="en"/);
    expect(html).not.toContain("Cette adresse e-mail ne semble pas valide");
  });

  it("pretends to accept what a bot fills in the hidden field, and stores nothing", async () => {
    const before = (await stored()).length;
    const res = await post("/contact", { ...good, website: "http://spam.example" });
    expect(res.status).toBe(302);
    expect(await stored()).toHaveLength(before);
  });

  it("asks a visitor who sends too many messages to wait", async () => {
    for (let i = 0; i < 5; i++) expect((await post("/contact", good, "escaplay.fr", { Cookie: "_pos=zzz9999" })).status).toBe(302);
    const res = await post("/contact", good, "escaplay.fr", { Cookie: "_pos=zzz9999" });
    expect(res.status).toBe(429);
    expect(await res.text()).toContain("Patientez un peu");
  });

  it("prefills the topic from the link that led here", async () => {
    const html = await (await get("/contact?topic=company")).text();
    expect(html).toMatch(/<option value="company" selected=""/);
  });
});
