import { useT } from "~/i18n/use-t";
import { Field } from "./field";

/**
 * The registration's anti-robot check: the server's text, shown large for the eye and spelled out
 * character by character for screen readers; the hidden id names the challenge, never its answer.
 */
export function RobotCheck({ challenge, error }: { challenge: { id: string; text: string }; error?: string }) {
  const { t } = useT();
  return (
    <fieldset className="auth-robot">
      <legend>{t("auth.join.robotLegend")}</legend>
      <p id="join-robot-text">
        {t("auth.join.robotIntro")}{" "}
        <span className="robot-text" aria-hidden="true" translate="no">
          {challenge.text}
        </span>
        <span className="visually-hidden">{t("auth.join.robotSpoken", { chars: challenge.text.split("").join(" ") })}</span>
      </p>
      <input type="hidden" name="robotId" value={challenge.id} />
      <Field id="join-robotAnswer" name="robotAnswer" label={t("auth.join.robotAnswer")} hint={t("auth.join.robotHint")} error={error}
        describedBy="join-robot-text" autoComplete="off" autoCapitalize="characters" spellCheck={false} required maxLength={20} />
    </fieldset>
  );
}
