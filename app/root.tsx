import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";
import type { ReactNode } from "react";
import { messagesFor } from "./i18n/catalog.server";
import { LOCALES, siteHosts } from "./i18n/locales";
import { CONSENT_COOKIE } from "./lib/cookies";
import { pageMeta } from "./lib/meta";
import { useRootData, type RootData } from "./lib/root-data";
import { GenericError } from "./components/layout/error-pages";
import { Analytics } from "./components/layout/analytics";
import { CookieBar } from "./components/layout/cookie-bar";
import styles from "./styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta = pageMeta;

export async function loader({ context }: LoaderFunctionArgs): Promise<RootData> {
  const { env, locale, cookies } = context;
  const site = LOCALES[locale];
  const consent = cookies[CONSENT_COOKIE] === "1" ? "accepted" : "undecided";
  const analytics =
    consent === "accepted" && env.ANALYTICS_SCRIPT_URL
      ? { src: env.ANALYTICS_SCRIPT_URL, domain: env.ANALYTICS_DOMAIN || site.host }
      : null;
  return {
    locale,
    lang: site.lang,
    siteName: site.siteName,
    hosts: siteHosts(env.SITE_HOSTS),
    languageSwitch: env.LANGUAGE_SWITCH === "host" ? "host" : "cookie",
    consent,
    analytics,
    gameSocketHost: env.GAME_SOCKET_HOST,
    supportEmail: env.SUPPORT_EMAIL || "support@escaplay.fr",
    messages: messagesFor(locale, ["common"]) as RootData["messages"],
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  return (
    <html lang={root?.lang ?? "fr"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e1b4b" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
        {root?.analytics ? <Analytics {...root.analytics} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Outlet />
      <CookieBar />
    </>
  );
}

export function ErrorBoundary() {
  return (
    <main id="main">
      <GenericError />
    </main>
  );
}
