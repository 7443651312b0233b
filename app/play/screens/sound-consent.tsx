import { useEffect, useRef } from "react";
import type { ClientDefinition } from "~/engine";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { soundsOf } from "../game-sounds";

/**
 * The click that unlocks audio: browsers only let a page play sound after a gesture, and players
 * choose here whether they want it at all (a classroom, a library, a sleeping child). It says what
 * this game plays; a game with nothing to hear would not ask.
 */
export function SoundConsent({ view, onChoose }: { view: ClientDefinition; onChoose: (withSound: boolean) => void }) {
  const { t, locale } = useT();
  const sounds = soundsOf(view);
  const silent = sounds.length === 0;
  const skipped = useRef(false);
  useEffect(() => {
    if (!silent || skipped.current) return;
    skipped.current = true;
    onChoose(false);
  }, [silent, onChoose]);
  if (silent) return null;
  const list = new Intl.ListFormat(LOCALES[locale].locale, { type: "conjunction" }).format(sounds.map((sound) => t(`play.consent.parts.${sound}`)));
  return (
    <section className="play-panel play-consent" aria-labelledby="play-consent-title">
      <span className="play-consent-icon" aria-hidden="true">
        ♪
      </span>
      <h1 id="play-consent-title">{t("play.consent.title")}</h1>
      <p>
        {t("play.consent.has", { list })} {t("play.consent.volumes")}
      </p>
      <div className="play-actions">
        <button type="button" className="button play-big" autoFocus onClick={() => onChoose(true)}>
          {t("play.consent.withSound")}
        </button>
        <button type="button" className="button button-secondary play-big" onClick={() => onChoose(false)}>
          {t("play.consent.withoutSound")}
        </button>
      </div>
    </section>
  );
}
