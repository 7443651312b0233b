import { useEffect, useState } from "react";
import { useT } from "~/i18n/use-t";
import type { ConnectionStatus, RoomErrorMessage } from "../driver/types";
import type { SoundControls } from "../use-sound";

/** What stands between the player and the game right now: a lost connection, a room problem, blocked sound. */
type StatusBannersProps = {
  connection: ConnectionStatus;
  roomError: RoomErrorMessage | null;
  sound: SoundControls;
  // What the session is waiting for that this player cannot change (a remote session's pause).
  notices?: string[];
};

export function StatusBanners({ connection, roomError, sound, notices = [] }: StatusBannersProps) {
  const { t } = useT();
  // A blip that heals within a moment is not worth alarming anyone about.
  const lost = useLasting(connection === "reconnecting", 1500);
  return (
    <div className="play-banners">
      {notices.map((notice) => (
        <p key={notice} className="play-banner" role="status">
          {notice}
        </p>
      ))}
      {lost ? (
        <p className="play-banner" role="status">
          {t("play.connection.reconnecting")}
        </p>
      ) : null}
      {roomError && !lost ? (
        <p className="play-banner" role="status">
          {t(`play.roomErrors.${roomError.code}`, { n: Math.ceil(roomError.retryInSeconds ?? 1) })}
        </p>
      ) : null}
      {sound.enabled && sound.blocked ? (
        <p className="play-banner play-banner-sound">
          {t("play.sound.blocked")}{" "}
          <button type="button" className="button button-secondary" onClick={sound.enable}>
            {t("play.sound.turnOn")}
          </button>
        </p>
      ) : null}
    </div>
  );
}

/** True once `value` has stayed true for `ms`. */
function useLasting(value: boolean, ms: number): boolean {
  const [lasting, setLasting] = useState(false);
  useEffect(() => {
    if (!value) {
      setLasting(false);
      return;
    }
    const timer = setTimeout(() => setLasting(true), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return lasting;
}
