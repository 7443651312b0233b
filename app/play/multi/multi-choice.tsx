import { Link, useLocation, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import { CREATE_SESSION_PARAM } from "~/lib/play-paths";
import type { MultiPageData, PlayGameInfo, PlayRouteKind } from "~/lib/play/types";
import { useRootData } from "~/lib/root-data";
import { CreateSessionDialog } from "./create-session";

type MultiChoiceProps = {
  game: PlayGameInfo;
  multi: MultiPageData;
  routeKind: PlayRouteKind;
};

/**
 * The intro's "play remotely together" choice, shown only where the game allows it. What stands in
 * the way is said plainly: no account (creating one needs it, spec section 5) or one not yet verified.
 * The game page's "Play together" adds CREATE_SESSION_PARAM, which opens the creation at once; logging
 * in from here comes back the same way.
 */
export function MultiChoice({ game, multi, routeKind }: MultiChoiceProps) {
  const { t } = useT();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const customHost = useRootData()?.customHost ?? false;
  const createButton = useRef<HTMLButtonElement>(null);
  const asked = multi.account === "ok" && params.get(CREATE_SESSION_PARAM.name) === CREATE_SESSION_PARAM.value;
  useEffect(() => {
    if (!asked) return;
    // From the button, so that closing the dialog puts the focus back on it, as after a click.
    createButton.current?.focus();
    setOpen(true);
  }, [asked]);
  const creation = `${pathname}?${CREATE_SESSION_PARAM.name}=${CREATE_SESSION_PARAM.value}`;
  if (!multi.canCreate || routeKind === "demo") return null;
  return (
    <section className="play-multi" aria-labelledby="play-multi-title">
      <h2 id="play-multi-title">{t("play.intro.multiTitle")}</h2>
      <p>{t("play.multi.choice.text", { min: game.minPlayers, max: game.maxPlayers })}</p>
      <p className="multi-beta">{t("play.multi.beta")}</p>
      {multi.account === "login" && customHost ? (
        // Accounts sign in on the platform's host, which a company's custom host never links to (ADR 044).
        <p>{t("play.multi.choice.askOrganiser")}</p>
      ) : multi.account === "login" ? (
        <>
          <p>{t("play.multi.choice.needAccount")}</p>
          <Link className="button button-secondary" to={`/connect?r=${encodeURIComponent(creation)}`}>
            {t("play.multi.choice.login")}
          </Link>
        </>
      ) : multi.account === "verify" ? (
        <p className="play-resume-note">{t("play.multi.choice.verify")}</p>
      ) : (
        <>
          <button ref={createButton} type="button" className="button button-secondary" onClick={() => setOpen(true)}>
            {t("play.multi.choice.create")}
          </button>
          <CreateSessionDialog open={open} onClose={() => setOpen(false)} game={game} routeKind={routeKind} canInviteGuests={multi.canInviteGuests} />
        </>
      )}
    </section>
  );
}
