/**
 * Where a multiplayer session lives: /{prefix}/{gameId}/{code}, and /…/{code}/join for the link
 * players share. The prefix is the route family the game is played under (/play, /private2D…).
 */

/** "/play2D/manoir/482913075/join" -> "/play2D/manoir": the game's own intro. */
export function gamePathOf(pathname: string): string {
  return pathname.split("/").slice(0, 3).join("/");
}

export function sessionPath(pathname: string, code: string): string {
  return `${gamePathOf(pathname)}/${code}`;
}

export function joinUrl(origin: string, pathname: string, code: string): string {
  return `${origin}${sessionPath(pathname, code)}/join`;
}

/** "482913075" -> "482 913 075": easier to read out loud and to copy by eye. */
export function groupedCode(code: string): string {
  return code.replace(/\B(?=(\d{3})+(?!\d))/g, " ");
}
