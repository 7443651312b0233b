import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { formatDuration } from "~/lib/durations";

/** The spec's tips, with this game's own numbers: shown on the intro and in the instructions. */
export function GameTips({ hintSeconds, penaltySeconds }: { hintSeconds: number; penaltySeconds: number }) {
  const { t, locale } = useT();
  return (
    <ul className="play-tip-list">
      <li>{t("play.tips.pen")}</li>
      <li>{hintSeconds > 0 ? t("play.tips.hints", { time: formatDuration(hintSeconds, LOCALES[locale].locale) }) : t("play.tips.hintsNoWait")}</li>
      <li>{penaltySeconds > 0 ? t("play.tips.penalty", { n: penaltySeconds }) : t("play.tips.noPenalty")}</li>
      <li>{t("play.tips.objects")}</li>
    </ul>
  );
}
