import { useT } from "~/i18n/use-t";
import type { SessionPlayer } from "../../../rooms/protocol";
import { assetUrl } from "../format";

type PlayersListProps = {
  players: readonly SessionPlayer[];
  you: string | null;
  // The creator may remove the others (never themselves); absent for everyone else.
  onRemove?: (player: SessionPlayer) => void;
};

/**
 * The session's players as everyone sees them: avatar or initial, name, whether they have an account,
 * steer the session, are connected right now, and which one is you. Online state is said in words,
 * not only by the dot's colour.
 */
export function PlayersList({ players, you, onRemove }: PlayersListProps) {
  const { t } = useT();
  return (
    <ul className="multi-players">
      {players.map((player) => {
        const yours = player.id === you;
        return (
          <li key={player.id} className={`multi-player ${player.online ? "" : "multi-player-away"}`}>
            <Avatar player={player} />
            <span className="multi-player-body">
              <span className="multi-player-name">
                {player.name}
                {yours ? <span className="play-tag">{t("play.multi.players.you")}</span> : null}
              </span>
              <span className="multi-player-facts">
                {player.kind !== "user" ? <span className="play-tag play-tag-muted">{t(`play.multi.players.kind.${player.kind}`)}</span> : null}
                <span className="multi-online">
                  <span className="multi-online-dot" aria-hidden="true" />
                  {player.online ? t("play.multi.players.online") : t("play.multi.players.offline")}
                </span>
              </span>
            </span>
            {onRemove && !yours && player.kind !== "creator" ? (
              <button type="button" className="play-chip" onClick={() => onRemove(player)}>
                {t("play.multi.players.remove")}
                <span className="visually-hidden"> {player.name}</span>
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function Avatar({ player }: { player: SessionPlayer }) {
  // The name is read right next to it: the picture itself says nothing more.
  if (player.img) return <img className="multi-avatar" src={assetUrl(player.img)} alt="" width={40} height={40} />;
  return (
    <span className="multi-avatar multi-avatar-initial" aria-hidden="true">
      {Array.from(player.name.trim())[0]?.toUpperCase() ?? "?"}
    </span>
  );
}
