/** The page families of spec section 2, as the suite against the shipped worker visits them. */

export const PUBLIC_PAGES = [
  "/", "/about", "/affiliation", "/blog", "/blog/bienvenue-sur-escaplay", "/business", "/c/AtelierEnigma",
  "/c/AtelierEnigma/games", "/c/AtelierEnigma/parties", "/cgu", "/cgv", "/code", "/connect", "/connect?r=/escape",
  "/contact", "/creator", "/education", "/escape", "/escape/search", "/escape/search?q=manoir", "/escape/search?q=horreur%20difficile",
  "/escape?language=fr&type=interface", "/escape/manoir-horloger",
  "/join", "/joinMulti", "/learn", "/letsplay", "/mentions-legales", "/multi", "/plans", "/qrcode", "/releases", "/reset",
  "/un-an", "/sh", "/error", "/error/404",
  // The play family: each kind of game at its own route, a private route and a session's join page.
  "/play/labo-volta", "/play2D/manoir-horloger", "/play360/phare-englouti", "/play/mission-seminaire",
];

export const ACCOUNT_PAGES = ["/account", "/account?tab=subscription", "/account/invoices", "/account/mail", "/account/newsletter", "/account/pro/success", "/account/referral"];
export const STUDIO_PAGES = ["/project", "/project2D", "/project360", "/playTest", "/playTest2D", "/playTest360"];
// Pages that exist as routes but answer a reasoned refusal for what they name (404, 403): never a 5xx.
export const REFUSING_PAGES = [
  "/escape/no-such-game", "/blog/no-such-post", "/c/NoSuchCreator", "/sh/no-such-share",
  "/private/labo-volta", "/private2D/manoir-horloger", "/private360/phare-englouti", "/demoprivate2D/manoir-horloger",
  "/play/labo-volta/123456789", "/play2D/manoir-horloger/123456789/join", "/play/labo-volta/not-a-code",
  "/account/r/no-such-project", "/account/r/no-such-project/progress", "/account/r/no-such-project/progress/123456789",
  "/project/no-such-project", "/playTest2D/no-such-project",
];
