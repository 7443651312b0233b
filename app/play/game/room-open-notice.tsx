import { useEffect, useState } from "react";
import type { Action, ClientDefinition, GameState } from "~/engine";
import { useT } from "~/i18n/use-t";

/**
 * The room that opened during play and that the player has not gone into since: its name, and the
 * way in, under the scene and kept in sight while a long page is read. A Classic page has no door to click, so without this the toast that
 * went by was the only sign that there is somewhere new to go.
 */
export function useFreshRoom(state: GameState, view: ClientDefinition): { roomId: string | null; dismiss: () => void } {
  const [behind, setBehind] = useState<string[]>(() => [state.roomId]);
  const roomId = state.roomId;
  // Rooms the player has been in (or waved away) need no telling.
  useEffect(() => setBehind((list) => (list.includes(roomId) ? list : [...list, roomId])), [roomId]);
  const openedInPlay = state.unlockedRooms.filter((id) => view.rooms.find((room) => room.id === id)?.locked);
  const fresh = [...openedInPlay].reverse().find((id) => !behind.includes(id)) ?? null;
  return { roomId: fresh, dismiss: () => fresh && setBehind((list) => [...list, fresh]) };
}

type RoomOpenNoticeProps = {
  roomId: string;
  view: ClientDefinition;
  send: (action: Action) => void;
  onDismiss: () => void;
  lang: string | undefined;
};

export function RoomOpenNotice({ roomId, view, send, onDismiss, lang }: RoomOpenNoticeProps) {
  const { t } = useT();
  const name = view.rooms.find((room) => room.id === roomId)?.name ?? roomId;
  return (
    <div className="play-room-notice">
      <p>
        {t("play.rooms.opened")} <strong lang={lang}>{name}</strong>
      </p>
      <div className="play-room-notice-actions">
        <button type="button" className="button play-room-notice-enter" onClick={() => send({ type: "enterRoom", roomId })}>
          {t("play.rooms.enterNamed", { name })}
        </button>
        <button type="button" className="play-link-button" onClick={onDismiss}>
          {t("play.rooms.later")}
        </button>
      </div>
    </div>
  );
}
