import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { register } from "../../app/lib/accounts/register.server";
import { browserRequest, context, newAccount, registrationForm } from "./accounts-fixtures";
import { open, send, signedIn, visibleText } from "./account-area-fixtures";
import { get } from "./http";
import { text } from "./profiles-fixtures";

const stored = (id: string) =>
  env.DB.prepare("SELECT bio, social_links AS links, parties_public AS partiesPublic FROM users WHERE id = ?")
    .bind(id)
    .first<{ bio: string; links: string; partiesPublic: number }>();

const form = (fields: Record<string, string>) => ({ intent: "public-profile", ...fields });

/** The value an input or textarea of the returned page holds, by id. */
function fieldValue(html: string, id: string): string | undefined {
  const input = html.match(new RegExp(`<input[^>]*id="${id}"[^>]*>`))?.[0];
  if (input) return input.match(/value="([^"]*)"/)?.[1]?.replace(/&amp;/g, "&") ?? "";
  return html.match(new RegExp(`<textarea[^>]*id="${id}"[^>]*>([\\s\\S]*?)</textarea>`))?.[1];
}

describe("editing the public profile from the account", () => {
  it("saves a bio with its line breaks, the social links and the parties choice, then shows them on /c/{name}", async () => {
    const account = await signedIn();
    const res = await send(
      "/account",
      form({
        bio: "  Créatrice d'énigmes.\r\nJe joue le soir.  ",
        link_website: "https://example.org/moi",
        link_youtube: "https://www.youtube.com/@enigmes",
        link_x: "https://x.com/enigmes",
        link_discord: "",
        partiesPublic: "on",
      }),
      account.cookie,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/account?saved=publicProfile");
    const row = await stored(account.id);
    expect(row?.bio).toBe("Créatrice d'énigmes.\nJe joue le soir.");
    expect(JSON.parse(row!.links)).toEqual({ website: "https://example.org/moi", youtube: "https://www.youtube.com/@enigmes", x: "https://x.com/enigmes" });
    expect(row?.partiesPublic).toBe(1);

    const saved = visibleText(await (await open("/account?saved=publicProfile", account.cookie)).text());
    expect(saved).toContain(text("fr", "account.saved.publicProfile"));

    const profile = await (await get(`/c/${account.username}`)).text();
    expect(profile).toContain("Créatrice d&#x27;énigmes.\nJe joue le soir.");
    expect(profile).toMatch(/<a href="https:\/\/www\.youtube\.com\/@enigmes" rel="me nofollow noopener ugc">YouTube<\/a>/);
    expect(profile).toMatch(/<a href="https:\/\/example\.org\/moi" rel="me nofollow noopener ugc">Site web<\/a>/);
    expect(profile).not.toContain(">Discord<");
  });

  it("refuses each wrong field with its own message and keeps everything that was typed", async () => {
    const account = await signedIn();
    const typed = {
      bio: "é".repeat(501),
      link_website: "pas une adresse",
      link_instagram: "http://www.instagram.com/moi",
      link_youtube: "https://www.youtube.com.evil.example/@moi",
      link_twitch: "https://www.twitch.tv/moi",
      partiesPublic: "on",
    };
    const res = await send("/account", form(typed), account.cookie);
    expect(res.status).toBe(400);
    const html = await res.text();
    const page = visibleText(html);
    expect(page).toContain(text("fr", "profile.edit.errors.bioLong", { max: 500 }));
    expect(page).toContain(text("fr", "profile.edit.errors.linkFormat"));
    expect(page).toContain(text("fr", "profile.edit.errors.linkHttps"));
    expect(page).toContain(text("fr", "profile.edit.errors.linkHost", { network: "YouTube" }));
    expect(fieldValue(html, "profile-bio")).toBe(typed.bio);
    expect(fieldValue(html, "profile-link_website")).toBe(typed.link_website);
    expect(fieldValue(html, "profile-link_youtube")).toBe(typed.link_youtube);
    expect(fieldValue(html, "profile-link_twitch")).toBe(typed.link_twitch);
    expect(html).toMatch(/<input[^>]*id="profile-parties-public"[^>]*checked/);
    expect(html).toMatch(/<input[^>]*id="profile-link_youtube"[^>]*aria-invalid="true"/);
    // Nothing was saved: a refused form changes nothing.
    expect(await stored(account.id)).toEqual({ bio: "", links: "{}", partiesPublic: 0 });
  });

  it("checks each network's links against that network's hosts, subdomains included", async () => {
    const account = await signedIn();
    const cases: [string, string, boolean][] = [
      ["link_youtube", "https://youtu.be/abc", true],
      ["link_youtube", "https://m.youtube.com/@abc", true],
      ["link_youtube", "https://notyoutube.com/@abc", false],
      ["link_instagram", "https://www.instagram.com/abc", true],
      ["link_instagram", "https://instagram.com.example.org/abc", false],
      ["link_tiktok", "https://www.tiktok.com/@abc", true],
      ["link_x", "https://twitter.com/abc", true],
      ["link_x", "https://x.co/abc", false],
      ["link_facebook", "https://www.facebook.com/abc", true],
      ["link_linkedin", "https://www.linkedin.com/in/abc", true],
      ["link_linkedin", "https://www.facebook.com/abc", false],
      ["link_twitch", "https://www.twitch.tv/abc", true],
      ["link_discord", "https://discord.gg/abc", true],
      ["link_discord", "https://discord.example.org/abc", false],
      ["link_website", "https://n-importe-ou.example/page", true],
      ["link_website", "javascript:alert(1)", false],
    ];
    for (const [field, url, ok] of cases) {
      const res = await send("/account", form({ [field]: url }), account.cookie);
      expect(res.status, `${field} ${url}`).toBe(ok ? 302 : 400);
    }
  });

  it("shows the form's texts and errors in the site's language", async () => {
    const account = await signedIn();
    const html = await (await send("/account", form({ link_tiktok: "https://www.youtube.com/@moi" }), account.cookie, "en")).text();
    expect(visibleText(html)).toContain(text("en", "profile.edit.errors.linkHost", { network: "TikTok" }));
    expect(visibleText(html)).toContain(text("en", "profile.edit.title"));
  });

  it("needs a signed-in account to change a profile", async () => {
    const res = await send("/account", form({ bio: "intrus" }), "_sr=nothing");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/connect?r=%2Faccount");
  });

  it("points the welcome page's first step to the account's public-profile form", async () => {
    const account = await signedIn();
    const html = await (await open("/welcome", account.cookie)).text();
    expect(html).toContain('href="/account#public-profile-title"');
    expect(await (await open("/account", account.cookie)).text()).toContain('id="public-profile-title"');
  });
});

describe("user names", () => {
  it("cannot carry markup, so a name never needs escaping to stay text", async () => {
    for (const username of ["<script>x</script>", "<img src=x onerror=alert(1)>", "a>b", "a<b"]) {
      const result = await register(context(), browserRequest("/join"), await registrationForm(newAccount(), { username }));
      expect(result.ok, username).toBe(false);
      expect(result.ok ? null : result.errors.username, username).toBe("usernameChars");
    }
  });
});
