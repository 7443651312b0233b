import { translate } from "../../i18n/catalog.server";
import { LOCALES } from "../../i18n/locales";
import { brandView, readBrand } from "../brand/brand.server";
import { BRAND_BACKGROUND } from "../brand/contrast";
import { createDb } from "../db.server";
import type { CustomHost } from "./custom-host.server";

/**
 * The 404 of a company's custom host (ADR 044): any page of the platform asked there, a game that is not one of the
 * company's white-label games. It is the company's page, not ours: its name, logo and colours, its language, and
 * nothing that names or links to the platform. Small and built here, so no platform layout can slip into it.
 */

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Nothing runs, nothing is framed; the page's own inline style and the company's logo from this host's /files. */
const POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export async function hostNotFound(d1: D1Database, customHost: CustomHost, wantsPage: boolean): Promise<Response> {
  const { locale } = customHost;
  const title = translate(locale, "domains.hostNotFound.title");
  const text = translate(locale, "domains.hostNotFound.text");
  const headers = new Headers({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff", "Referrer-Policy": "strict-origin-when-cross-origin" });
  if (!wantsPage) {
    headers.set("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
    return Response.json({ error: "not-found", message: text }, { status: 404, headers });
  }
  const brand = brandView(await readBrand(createDb(d1), customHost.userId));
  const name = escape(brand.name);
  const logo = brand.logoUrl
    ? `<img src="${escape(brand.logoUrl)}" alt="${escape(brand.name ? translate(locale, "play.brand.logoAlt", { name: brand.name }) : "")}">`
    : "";
  const support = brand.supportEmail
    ? `<a href="mailto:${escape(brand.supportEmail)}">${escape(translate(locale, "play.brand.support", { email: brand.supportEmail }))}</a>`
    : "";
  const header = name || logo ? `<header>${logo}${name ? `<span>${name}</span>` : ""}${support}</header>` : "";
  const html = `<!DOCTYPE html>
<html lang="${LOCALES[locale].lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${brand.primary}">
<meta name="robots" content="noindex">
<title>${escape(name ? `${title} · ${brand.name}` : title)}</title>
<style>
body { margin: 0; font-family: system-ui, sans-serif; background: ${BRAND_BACKGROUND}; color: #f5f3ff; }
header { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; padding: 0.5rem 1rem; background: ${brand.primary}; color: ${brand.onPrimary}; }
header img { max-height: 2.5rem; max-width: 10rem; object-fit: contain; }
header span { font-weight: 700; font-size: 1.15rem; }
header a { color: ${brand.onPrimary}; margin-inline-start: auto; }
main { max-width: 40rem; margin: 4rem auto; padding: 0 1rem; }
</style>
</head>
<body>
${header}
<main id="main">
<h1>${escape(title)}</h1>
<p>${escape(text)}</p>
</main>
</body>
</html>`;
  headers.set("Content-Type", "text/html; charset=utf-8");
  headers.set("Content-Security-Policy", POLICY);
  headers.set("X-Frame-Options", "DENY");
  return new Response(html, { status: 404, headers });
}
