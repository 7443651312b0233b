import { useId, useRef, useState } from "react";
import { useT } from "~/i18n/use-t";
import { maxHostMessageLength } from "../../rooms/event-protocol";

export type Told = { team: number | null; kind: "message" | "hint"; text: string; at: number };

type TellFormProps = {
  teams: { team: number; name: string }[];
  told: Told[];
  disabled: boolean;
  onTell: (team: number | null, kind: "message" | "hint", text: string) => void;
};

/** A message or a hint to one team or to all; what was sent stays listed (from any of the host's devices). */
export function TellForm({ teams, told, disabled, onTell }: TellFormProps) {
  const { t } = useT();
  const ids = { to: useId(), text: useId(), hint: useId(), error: useId() };
  const [to, setTo] = useState("all");
  const [kind, setKind] = useState<"message" | "hint">("message");
  const [text, setText] = useState("");
  const [empty, setEmpty] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const nameOf = (team: number | null) => (team === null ? t("event-host.tell.all") : (teams.find((one) => one.team === team)?.name ?? String(team)));
  return (
    <section className="event-tell" aria-labelledby="event-tell-title">
      <h2 id="event-tell-title">{t("event-host.tell.title")}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = text.trim();
          if (!trimmed) {
            setEmpty(true);
            textarea.current?.focus();
            return;
          }
          onTell(to === "all" ? null : Number(to), kind, trimmed);
          setText("");
          setEmpty(false);
        }}
      >
        <div className="event-field">
          <label htmlFor={ids.to}>{t("event-host.tell.to")}</label>
          <select id={ids.to} value={to} onChange={(event) => setTo(event.target.value)}>
            <option value="all">{t("event-host.tell.all")}</option>
            {teams.map((team) => (
              <option key={team.team} value={team.team}>
                {team.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="event-field event-kind">
          <legend>{t("event-host.tell.kind")}</legend>
          {(["message", "hint"] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} /> {t(`event-host.tell.${value}`)}
            </label>
          ))}
        </fieldset>
        <div className="event-field">
          <label htmlFor={ids.text}>{t("event-host.tell.text")}</label>
          <textarea
            id={ids.text}
            ref={textarea}
            rows={3}
            maxLength={maxHostMessageLength}
            value={text}
            aria-describedby={empty ? `${ids.hint} ${ids.error}` : ids.hint}
            aria-invalid={empty || undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <p id={ids.hint} className="muted">
            {t("event-host.tell.textHint")}
          </p>
          {empty ? (
            <p id={ids.error} className="event-error">
              {t("event-host.tell.empty")}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button" disabled={disabled}>
          {t("event-host.tell.send")}
        </button>
      </form>
      {told.length > 0 ? (
        <>
          <h3>{t("event-host.tell.log")}</h3>
          <ul className="event-told">
            {told.map((line) => (
              <li key={`${line.at}-${line.team}-${line.kind}`}>
                {t("event-host.tell.logLine", { kind: t(`event-host.tell.${line.kind}`), to: nameOf(line.team), text: line.text })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
