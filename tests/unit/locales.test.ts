import { describe, expect, it } from "vitest";
import { hostName, localeFromHost, LOCALES, resolveLocale, siteHosts } from "../../app/i18n/locales";
import { namespaces } from "../../app/i18n/messages";

describe("the site a host name picks (spec section 1)", () => {
  it.each([
    ["escaplay.de", "de"],
    ["www.example.de", "de"],
    ["escaplay.ch", "ch"],
    ["jeux.example.ch:8443", "ch"],
    ["escaplay.be", "be"],
    ["escaplay.es", "es"],
    ["escaplay.it", "it"],
    ["WWW.ESCAPLAY.IT", "it"],
    ["escaplay.eu", "en"],
    ["escaplay.co.uk", "en"],
    ["escape.example.us", "en"],
    ["en.escaplay.com", "en"],
    ["escaplay.de.", "de"],
  ])("%s gives %s", (host, locale) => {
    expect(localeFromHost(host)).toBe(locale);
  });

  it.each(["escaplay.fr", "www.example.com", "example.org", "localhost", "127.0.0.1", "127.0.0.1:8787", "[::1]:8787", "", "dev.local"])(
    "%s gives the default fr",
    (host) => {
      expect(localeFromHost(host)).toBe("fr");
    },
  );

  it("looks only at the suffix, not at a locale word elsewhere in the name", () => {
    expect(localeFromHost("de.escaplay.fr")).toBe("fr");
    expect(localeFromHost("escaplay.de.example.com")).toBe("fr");
  });

  it("keeps the visitor's remembered choice only on hosts that name no locale", () => {
    expect(resolveLocale("127.0.0.1:8787", "it")).toBe("it");
    expect(resolveLocale("escaplay.fr", "es")).toBe("es");
    expect(resolveLocale("escaplay.de", "it")).toBe("de");
    expect(resolveLocale("localhost", "xx")).toBe("fr");
    expect(resolveLocale("localhost", undefined)).toBe("fr");
  });

  it("strips ports and brackets from host headers", () => {
    expect(hostName("Example.DE:443")).toBe("example.de");
    expect(hostName("[::1]:8787")).toBe("[::1]");
  });

  it("gives every site a language, a locale, a host and a site name", () => {
    for (const site of Object.values(LOCALES)) {
      expect(site.lang).toMatch(/^[a-z]{2}(-[A-Z]{2})?$/);
      expect(site.locale).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
      expect(localeFromHost(site.host)).toBe(site.code);
      expect(site.siteName).toContain("Escaplay");
    }
  });

  it("lets a deployment override the hosts, ignoring unknown locales", () => {
    const hosts = siteHosts("de=spiele.example.de, xx=nope.example, en=");
    expect(hosts.de).toBe("spiele.example.de");
    expect(hosts.en).toBe(LOCALES.en.host);
    expect(Object.keys(hosts)).toHaveLength(7);
  });
});

describe("the catalogue of texts", () => {
  it("registers every folder of app/i18n/messages, so no bundle misses a namespace", () => {
    // Vite's glob is fine here: it only lists the folders the registry must name.
    const folders = Object.keys(import.meta.glob("../../app/i18n/messages/*/index.ts")).map((path) => path.split("/").at(-2));
    expect(Object.keys(namespaces).sort()).toEqual(folders.sort());
  });
});
