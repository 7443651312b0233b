import { Link } from "@remix-run/react";
import { useId, useState, type FormEvent } from "react";
import * as v from "valibot";
import { useT } from "~/i18n/use-t";
import { NICKNAME_MAX, NicknameSchema, type MultiPageData, type PlayGameInfo } from "~/lib/play/types";
import { TextField } from "../ui/text-field";
import { groupedCode } from "./session-paths";

type SessionInfo = NonNullable<MultiPageData["session"]>;

type JoinScreenProps = {
  game: PlayGameInfo;
  session: SessionInfo;
  // A refusal of the last try that this form can fix: the nickname or the key, with the server's words.
  refusal: { field: "name" | "key"; message: string } | null;
  // What the player typed before a refusal, so they correct it rather than type it all again.
  initial: { name?: string; key?: string };
  gamePageHref: string | null;
  onJoin: (given: { name?: string; key?: string }) => void;
};

/**
 * The door of a remote session (/…/{code} and /…/{code}/join): what it is, the code, and what the
 * player must give before joining (a nickname without an account, the game's key).
 */
export function JoinScreen({ game, session, refusal, initial, gamePageHref, onJoin }: JoinScreenProps) {
  const { t } = useT();
  const nameId = useId();
  const keyId = useId();
  const [name, setName] = useState(initial.name ?? "");
  const [key, setKey] = useState(initial.key ?? "");
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const [keyProblem, setKeyProblem] = useState<string | null>(null);
  const nameMessage = nameProblem ?? (refusal?.field === "name" ? refusal.message : null);
  const keyMessage = keyProblem ?? (refusal?.field === "key" ? refusal.message : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nickname = session.needsNickname ? v.safeParse(NicknameSchema, name) : null;
    const badName = nickname !== null && !nickname.success;
    const badKey = session.needsKey && key.trim() === "";
    setNameProblem(badName ? (name.trim() === "" ? t("play.multi.join.nameMissing") : t("play.multi.join.nameInvalid", { n: NICKNAME_MAX })) : null);
    setKeyProblem(badKey ? t("play.intro.keyMissing") : null);
    if (badName) return document.getElementById(nameId)?.focus();
    if (badKey) return document.getElementById(keyId)?.focus();
    onJoin({ name: nickname?.success ? nickname.output : undefined, key: session.needsKey ? key.trim() : undefined });
  };

  const returning = session.joined;
  return (
    <section className="play-panel multi-join" aria-labelledby="multi-join-title">
      <p className="play-end-game">{game.title}</p>
      <h1 id="multi-join-title">{t("play.multi.join.title")}</h1>
      <p className="multi-code multi-code-small">
        <span className="visually-hidden">{t("play.multi.share.codeLabel")} </span>
        {groupedCode(session.code)}
      </p>
      <p>{t("play.multi.join.what", { min: session.minPlayers, max: session.maxPlayers })}</p>
      <p className="multi-beta">{t("play.multi.beta")}</p>
      {returning ? <p className="play-resume-note">{t("play.multi.join.returning")}</p> : null}
      <form className="multi-join-form" onSubmit={submit} noValidate>
        {session.needsNickname ? (
          <TextField
            id={nameId}
            name="name"
            label={t("play.multi.join.nameLabel")}
            autoComplete="nickname"
            autoFocus={refusal?.field !== "key"}
            maxLength={NICKNAME_MAX}
            value={name}
            onChange={(value) => {
              setName(value);
              setNameProblem(null);
            }}
            help={t("play.multi.join.nameHelp", { n: NICKNAME_MAX })}
            error={nameMessage}
          />
        ) : null}
        {session.needsKey ? (
          <TextField
            id={keyId}
            name="key"
            label={t("play.intro.keyLabel")}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            autoFocus={!session.needsNickname || refusal?.field === "key"}
            value={key}
            onChange={(value) => {
              setKey(value);
              setKeyProblem(null);
            }}
            help={t("play.intro.keyHelp")}
            error={keyMessage}
          />
        ) : null}
        <button type="submit" className="button play-big" autoFocus={!session.needsNickname && !session.needsKey}>
          {returning ? t("play.multi.join.back") : t("play.multi.join.submit")}
        </button>
      </form>
      {gamePageHref ? (
        <p>
          <Link to={gamePageHref}>{t("play.intro.details")}</Link>
        </p>
      ) : null}
    </section>
  );
}
