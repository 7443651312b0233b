import { data, type AppLoadContext, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "@remix-run/react";
import type { ReactNode } from "react";
import { messagesFor, namespaceFor } from "./i18n/catalog.server";
import { LOCALES, siteHosts } from "./i18n/locales";
import { CONSENT_ACCEPTED, CONSENT_COOKIE, CONSENT_REFUSED, SESSION_COOKIE } from "./lib/cookies";
import { badgeFor } from "./lib/grades";
import { pageMeta } from "./lib/meta";
import { useNonce } from "./lib/nonce";
import { useRootData, type RootData, type RootUser } from "./lib/root-data";
import { useBrand } from "./lib/brand/use-brand";
import { avatarUrl, clearedSessionCookie, isSecure, readSessionCookie, sessionCookie, userForToken } from "./lib/session.server";
import { GenericError } from "./components/layout/error-pages";
import { Analytics } from "./components/layout/analytics";
import { CookieBar } from "./components/layout/cookie-bar";
import appStyles from "./styles/app.css?inline";
import authStyles from "./styles/auth.css?inline";

// The styles every page needs (the layouts, the account menu and validation screen) are inlined in the
// head rather than linked: a linked stylesheet costs a round trip before the first paint, the page's
// slowest step on a mobile connection. Route styles (play, account, marketing) stay linked.
const globalStyles = appStyles + authStyles;

export const meta = pageMeta;

/** Spec section 4: every route change while signed in re-checks the account, so the root loader always runs. */
export const shouldRevalidate = () => true;

/** Remix passes a loader's cookies on by itself, but any other header only through this export. */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const clear = loaderHeaders.get("Clear-Site-Data");
  return clear ? { "Clear-Site-Data": clear } : new Headers();
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env, locale, cookies } = context;
  const site = LOCALES[locale];
  const answer = cookies[CONSENT_COOKIE];
  const consent = answer === CONSENT_ACCEPTED ? "accepted" : answer === CONSENT_REFUSED ? "refused" : "undecided";
  const analytics =
    consent === "accepted" && env.ANALYTICS_SCRIPT_URL
      ? { src: env.ANALYTICS_SCRIPT_URL, domain: env.ANALYTICS_DOMAIN || site.host }
      : null;
  const { user, headers } = await checkAccount(context, request);
  const messages: RootData["messages"] = { common: messagesFor(locale, ["common"]).common };
  if (user) messages.auth = accountTexts(context, user);
  const value: RootData = {
    locale,
    lang: site.lang,
    siteName: site.siteName,
    hosts: siteHosts(env.SITE_HOSTS),
    languageSwitch: env.LANGUAGE_SWITCH === "host" ? "host" : "cookie",
    consent,
    analytics,
    gameSocketHost: env.GAME_SOCKET_HOST,
    supportEmail: env.SUPPORT_EMAIL || "support@escaplay.fr",
    customHost: false,
    user,
    messages,
  };
  return data(context.customHost ? onCustomHost(value, context.customHost.host) : value, { headers });
}

/**
 * A company's custom host (ADR 044) serves its white-label games only: its pages carry nothing of the platform,
 * not even in the data they hydrate from (the site's name and hosts, our support address, our analytics).
 */
function onCustomHost(value: RootData, host: string): RootData {
  const hosts = Object.fromEntries(Object.keys(value.hosts).map((code) => [code, host])) as RootData["hosts"];
  return { ...value, siteName: "", hosts, languageSwitch: "cookie", analytics: null, supportEmail: "", customHost: true };
}

/**
 * Start-up and route change (spec sections 4 and 8): the cookie's token must still name a live session
 * of an account that is neither banned nor removed. A changed grade rewrites the cookie; a failed check
 * logs out: the cookie goes and Clear-Site-Data empties local storage.
 */
async function checkAccount(context: AppLoadContext, request: Request): Promise<{ user: RootUser | null; headers: Headers }> {
  const headers = new Headers();
  if (!context.cookies[SESSION_COOKIE]) return { user: null, headers };
  const session = await readSessionCookie(context);
  const account = session ? await userForToken(context.db, session.tk) : null;
  if (!session || !account) {
    headers.append("Set-Cookie", clearedSessionCookie(isSecure(request)));
    headers.set("Clear-Site-Data", '"storage"');
    return { user: null, headers };
  }
  if (account.grade !== session.gr) headers.append("Set-Cookie", await sessionCookie(context, account, session.tk, isSecure(request)));
  const user = { username: account.username, grade: account.grade, avatar: avatarUrl(account), badge: badgeFor(account.grade), staff: account.staffRole };
  return { user, headers };
}

/** Only what every page needs for a signed-in account: its menu, and the validation screen at grade 0. */
function accountTexts(context: AppLoadContext, user: RootUser): Record<string, unknown> {
  const { menu, badges, validation, errors, notices } = namespaceFor(context.locale, "auth");
  return user.grade === 0 ? { menu, badges, validation, errors, notices } : { menu, badges };
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  // A white-label game's page shows the company's logo and colour, not the platform's icon (ADR 041).
  const brand = useBrand();
  return (
    <html lang={root?.lang ?? "fr"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={brand?.primary ?? "#1e1b4b"} />
        <Meta />
        {brand ? brand.logoUrl ? <link rel="icon" href={brand.logoUrl} /> : null : <link rel="icon" href="/favicon.svg" type="image/svg+xml" />}
        <style dangerouslySetInnerHTML={{ __html: globalStyles }} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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
