import { useId, useState, type FormEvent } from "react";
import type { ClientDefinition, GameState } from "~/engine";
import { useT } from "~/i18n/use-t";
import type { SessionPlayer } from "../../../rooms/protocol";
import type { SessionChannel } from "../driver/types";
import { ChatPanel } from "./chat-panel";
import { HostMessages } from "./host-messages";
import { PlayersList } from "./players-list";
import { pointableTargets } from "./pointing";
import { RemovePlayerDialog } from "./team-dialogs";
import type { Team } from "./use-team";

type TeamPanelsProps = {
  team: Team;
  you: string | null;
  isCreator: boolean;
  channel: SessionChannel | null;
  view: ClientDefinition;
  state: GameState;
  hostSteers?: boolean;
};

/** The side panels of a remote session in game: who plays, where to look, and the conversation. */
export function TeamPanels({ team, you, isCreator, channel, view, state, hostSteers = false }: TeamPanelsProps) {
  const { t } = useT();
  const [removing, setRemoving] = useState<SessionPlayer | null>(null);
  return (
    <>
      <HostMessages lines={team.host} />
      <section className="play-side-section" aria-labelledby="multi-players-title">
        <h2 id="multi-players-title">
          {t("play.multi.players.title")} <span className="play-count">{t("play.multi.players.count", { n: team.players.length, max: team.maxPlayers })}</span>
        </h2>
        <PlayersList players={team.players} you={you} onRemove={isCreator ? setRemoving : undefined} />
        {isCreator ? null : <p className="play-muted">{t(hostSteers ? "play.multi.event.steers" : "play.multi.game.creatorSteers")}</p>}
      </section>
      <PointForm view={view} state={state} channel={channel} />
      <ChatPanel chat={team.chat} you={you} channel={channel} />
      <RemovePlayerDialog
        player={removing}
        onCancel={() => setRemoving(null)}
        onRemove={(player) => {
          setRemoving(null);
          channel?.kick(player.id);
        }}
      />
    </>
  );
}

/** Shows the others something of the scene: a keyboard-friendly stand-in for pointing a finger. */
function PointForm({ view, state, channel }: { view: ClientDefinition; state: GameState; channel: SessionChannel | null }) {
  const { t } = useT();
  const selectId = useId();
  const targets = pointableTargets(view, state);
  const [chosen, setChosen] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const value = targets.some((target) => target.id === chosen) ? chosen : (targets[0]?.id ?? "");
  if (targets.length === 0) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value || !channel) return;
    channel.point(value);
    setSent(targets.find((target) => target.id === value)?.name ?? null);
  };
  return (
    <form className="play-side-section multi-point" onSubmit={submit}>
      <label htmlFor={selectId}>{t("play.multi.point.label")}</label>
      <div className="multi-chat-row">
        <select id={selectId} value={value} onChange={(event) => setChosen(event.target.value)}>
          {targets.map((target) => (
            <option key={target.id} value={target.id}>
              {target.name}
            </option>
          ))}
        </select>
        <button type="submit" className="button button-secondary" disabled={!channel}>
          {t("play.multi.point.submit")}
        </button>
      </div>
      <p className="play-muted" role="status">
        {sent ? t("play.multi.point.sent", { name: sent }) : ""}
      </p>
    </form>
  );
}
