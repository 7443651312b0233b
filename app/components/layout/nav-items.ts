/** The top bar's destinations, shared by the bar, the drawer and the idle prefetch. */
export const MAIN_LINKS = [
  { to: "/escape", label: "common.nav.play" },
  { to: "/creator", label: "common.nav.create" },
] as const;

export const YOU_ARE_LINKS = [
  { to: "/business", label: "common.nav.company" },
  { to: "/education", label: "common.nav.education" },
  { to: "/creator", label: "common.nav.designer" },
  { to: "/letsplay", label: "common.nav.player" },
] as const;

export const SECONDARY_LINKS = [
  { to: "/blog", label: "common.nav.blog" },
  { to: "/contact", label: "common.nav.contact" },
] as const;

export const PREFETCH_PATHS = ["/escape", "/creator", "/blog", "/plans", "/connect"];
