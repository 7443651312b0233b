/**
 * Spec section 2 has families of routes that share one page: the play routes (7 prefixes, 3 shapes),
 * test-play, the editors and the account area. Flat files would be 30 copies of the same module, so
 * they are declared here and mapped onto one module each (ids stay unique).
 */
type Route = { id: string; path: string; file: string; parent: string };

const PLAY_PREFIXES = ["play", "private", "play2D", "private2D", "play360", "private360"];

export const ROUTE_FAMILIES: Route[] = [
  ...PLAY_PREFIXES.flatMap((prefix) => [
    { id: `play/${prefix}`, path: `${prefix}/:id`, file: "pages/play-page.tsx", parent: "routes/_game" },
    { id: `play/${prefix}/session`, path: `${prefix}/:id/:session`, file: "pages/play-page.tsx", parent: "routes/_game" },
    { id: `play/${prefix}/join`, path: `${prefix}/:id/:session/join`, file: "pages/play-page.tsx", parent: "routes/_game" },
  ]),
  { id: "play/demoprivate2D", path: "demoprivate2D/:id", file: "pages/play-page.tsx", parent: "routes/_game" },
  // Test-play runs the player's screens on the owner's draft, in the game layout.
  ...["playTest", "playTest2D", "playTest360"].map((prefix) => ({
    id: `studio/${prefix}`,
    path: `${prefix}/:id?`,
    file: "pages/test-play-page.tsx",
    parent: "routes/_game",
  })),
  // The workspace (a creator's projects) and the editors are separate modules: the list never loads an editor.
  ...["project", "project2D", "project360"].flatMap((prefix) => [
    { id: `studio/${prefix}`, path: prefix, file: "pages/studio-page.tsx", parent: "routes/_site" },
    { id: `studio/${prefix}/editor`, path: `${prefix}/:id`, file: "pages/editor-page.tsx", parent: "routes/_site" },
  ]),
  // The account area: mail and newsletter share one preferences page, the three results routes another.
  ...[
    ["account", "account", "account-page"],
    ["account/invoices", "invoices", "account-invoices"],
    ["account/mail", "mail", "account-mail"],
    ["account/newsletter", "newsletter", "account-mail"],
    ["account/pro/success", "proSuccess", "account-pro-success"],
    ["account/referral", "referral", "account-referral"],
    ["account/brand", "brand", "account-brand"],
    ["account/domain", "domain", "account-domain"],
    ["account/team", "team", "account-team"],
    ["account/r/:id", "results", "account-results"],
    ["account/r/:id/progress", "progress", "account-results"],
    ["account/r/:id/progress/:session", "session", "account-results"],
  ].map(([path, name, page]) => ({ id: `account/${name}`, path, file: `pages/${page}.tsx`, parent: "routes/_site" })),
];
