import type { Action, ClientDefinition, GameState } from "~/engine";
import { useT } from "~/i18n/use-t";

type RoomsPanelProps = {
  state: GameState;
  view: ClientDefinition;
  send: (action: Action) => void;
  // A room opened during play and not entered yet: its way in stands out.
  freshRoomId?: string | null;
};

/**
 * The rooms of the game, which are open, and the places of the room the player is in. Rooms open
 * during play; a locked one is listed so the player knows there is more to find.
 */
export function RoomsPanel({ state, view, send, freshRoomId = null }: RoomsPanelProps) {
  const { t } = useT();
  const places = view.scenes.filter((scene) => scene.roomId === state.roomId);
  return (
    <section className="play-side-section" aria-labelledby="play-rooms-title">
      <h2 id="play-rooms-title">{t("play.rooms.title")}</h2>
      <ul className="play-rooms">
        {view.rooms.map((room) => {
          const open = state.unlockedRooms.includes(room.id);
          const here = state.roomId === room.id;
          return (
            <li key={room.id} className={`play-room ${here ? "play-room-here" : ""} ${open ? "" : "play-room-locked"}`}>
              <span className="play-room-name">
                <span className="play-room-dot" aria-hidden="true" />
                {room.name}
                {room.id === freshRoomId ? <span className="play-tag">{t("play.rooms.new")}</span> : null}
              </span>
              {here ? (
                <span className="play-tag">{t("play.rooms.here")}</span>
              ) : open ? (
                <button
                  type="button"
                  className={`play-chip ${room.id === freshRoomId ? "play-chip-strong" : ""}`}
                  onClick={() => send({ type: "enterRoom", roomId: room.id })}
                >
                  {t("play.rooms.enter")}
                  <span className="visually-hidden"> {room.name}</span>
                </button>
              ) : (
                <span className="play-tag play-tag-muted">{t("play.rooms.locked")}</span>
              )}
            </li>
          );
        })}
      </ul>
      {places.length > 1 ? (
        <>
          <h3 className="play-places-title">{t("play.rooms.places")}</h3>
          <ul className="play-places">
            {places.map((scene) => (
              <li key={scene.id}>
                {scene.id === state.sceneId ? (
                  <span aria-current="location" className="play-place-here">
                    {scene.name}
                  </span>
                ) : (
                  <button type="button" className="play-chip" onClick={() => send({ type: "goToScene", sceneId: scene.id })}>
                    {t("play.rooms.goTo", { name: scene.name })}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
