import { useT } from "~/i18n/use-t";

/**
 * The click that unlocks audio: browsers only let a page play sound after a gesture, and players
 * choose here whether they want it at all (a classroom, a library, a sleeping child).
 */
export function SoundConsent({ onChoose }: { onChoose: (withSound: boolean) => void }) {
  const { t } = useT();
  return (
    <section className="play-panel play-consent" aria-labelledby="play-consent-title">
      <span className="play-consent-icon" aria-hidden="true">
        ♪
      </span>
      <h1 id="play-consent-title">{t("play.consent.title")}</h1>
      <p>{t("play.consent.text")}</p>
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
