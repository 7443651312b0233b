import { useT } from "~/i18n/use-t";

/** The spec's tips, with this game's own numbers: shown on the intro and in the instructions. */
export function GameTips({ hintSeconds, penaltySeconds }: { hintSeconds: number; penaltySeconds: number }) {
  const { t } = useT();
  return (
    <ul className="play-tip-list">
      <li>{t("play.tips.pen")}</li>
      <li>{hintSeconds > 0 ? t("play.tips.hints", { time: waitText(t, hintSeconds) }) : t("play.tips.hintsNoWait")}</li>
      <li>{penaltySeconds > 0 ? t("play.tips.penalty", { n: penaltySeconds }) : t("play.tips.noPenalty")}</li>
      <li>{t("play.tips.objects")}</li>
    </ul>
  );
}

function waitText(t: (key: string, params?: Record<string, unknown>) => string, seconds: number) {
  if (seconds % 60 === 0) return t("play.tips.minutes", { n: seconds / 60 });
  return t("play.tips.seconds", { n: seconds });
}
