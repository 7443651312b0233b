import { useEffect, useId, useRef, useState } from "react";
import type { Action } from "~/engine";
import { useT } from "~/i18n/use-t";
import type { SessionPlayer } from "../../../rooms/protocol";
import type { RoomErrorMessage, SessionChannel } from "../driver/types";
import type { SessionEvent } from "../use-play-session";
import { ChatPanel } from "./chat-panel";
import { HostMessages } from "./host-messages";
import { PlayersList } from "./players-list";
import { SharePanel } from "./share-panel";
import { EndForAllDialog, LeaveSessionDialog, RemovePlayerDialog } from "./team-dialogs";
import { onlineCount, type Team } from "./use-team";

type LobbyProps = {
  title: string;
  code: string;
  team: Team;
  you: string | null;
  isCreator: boolean;
  channel: SessionChannel | null;
  send: (action: Action) => void;
  roomError: RoomErrorMessage | null;
  onLeft: () => void;
  // A live event's team: the host starts every team at once, and the team's own code is not shared.
  event?: SessionEvent | null;
};

/**
 * Before the game: the code and link to share, who has joined, and the creator's Start once enough
 * players are online. A multiplayer game never starts by itself: the creator decides when the team is there.
 */
export function Lobby({ title, code, team, you, isCreator, channel, send, roomError, onLeft, event = null }: LobbyProps) {
  const { t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const reasonId = useId();
  const [confirm, setConfirm] = useState<"leave" | null>(null);
  const [removing, setRemoving] = useState<SessionPlayer | null>(null);
  // The loading screen the focus was on is gone: reading goes on from the lobby's title.
  useEffect(() => heading.current?.focus(), []);

  const online = onlineCount(team.players);
  const missing = Math.max(0, team.minPlayers - online);
  const refusal = roomError && (roomError.code === "not_enough_players" || roomError.code === "not_allowed") ? roomError : null;

  return (
    <section className="multi-lobby" aria-labelledby="multi-lobby-title">
      <header className="multi-lobby-head">
        <p className="play-end-game">{title}</p>
        <h1 id="multi-lobby-title" tabIndex={-1} ref={heading}>
          {t("play.multi.lobby.title")}
        </h1>
        {event ? (
          <>
            <p className="multi-event-team">{t("play.multi.event.teamOf", { team: event.teamName, event: event.title })}</p>
            <p>{t("play.multi.event.waitHost")}</p>
          </>
        ) : (
          <p>{isCreator ? t("play.multi.lobby.creatorText") : t("play.multi.lobby.playerText")}</p>
        )}
      </header>
      <div className="multi-lobby-grid">
        {event ? <HostMessages lines={team.host} /> : <SharePanel code={code} />}
        <section className="multi-team" aria-labelledby="multi-team-title">
          <h2 id="multi-team-title">
            {t("play.multi.players.title")}{" "}
            <span className="play-count">{t("play.multi.players.count", { n: team.players.length, max: team.maxPlayers })}</span>
          </h2>
          <PlayersList players={team.players} you={you} onRemove={isCreator ? setRemoving : undefined} />
          {event ? null : (
            <p className="multi-waiting" role="status">
              {missing > 0 ? t("play.multi.lobby.waiting", { n: missing }) : t("play.multi.lobby.enough")}
            </p>
          )}
          {event ? null : isCreator ? (
            <>
              <button
                type="button"
                className="button play-big multi-start"
                disabled={missing > 0}
                aria-describedby={missing > 0 ? reasonId : undefined}
                onClick={() => send({ type: "start" })}
              >
                {t("play.multi.lobby.start")}
              </button>
              {missing > 0 ? (
                <p id={reasonId} className="play-muted">
                  {t("play.multi.lobby.startNeeds", { n: team.minPlayers })}
                </p>
              ) : null}
            </>
          ) : (
            <p className="play-muted">{t("play.multi.lobby.creatorStarts")}</p>
          )}
          {refusal ? (
            <p className="multi-error" role="alert">
              {t(`play.roomErrors.${refusal.code}`)}
            </p>
          ) : null}
          <button type="button" className="button button-secondary" onClick={() => setConfirm("leave")}>
            {isCreator ? t("play.multi.lobby.cancel") : t("play.multi.lobby.leave")}
          </button>
        </section>
        <ChatPanel chat={team.chat} you={you} channel={channel} />
      </div>
      {isCreator ? (
        <EndForAllDialog
          open={confirm === "leave"}
          onCancel={() => setConfirm(null)}
          onEnd={() => {
            setConfirm(null);
            send({ type: "leave" });
          }}
        />
      ) : (
        <LeaveSessionDialog
          open={confirm === "leave"}
          onCancel={() => setConfirm(null)}
          onLeave={() => {
            setConfirm(null);
            onLeft();
          }}
        />
      )}
      <RemovePlayerDialog
        player={removing}
        onCancel={() => setRemoving(null)}
        onRemove={(player) => {
          setRemoving(null);
          channel?.kick(player.id);
        }}
      />
    </section>
  );
}
