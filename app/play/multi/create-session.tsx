import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useId, useState, type FormEvent } from "react";
import * as v from "valibot";
import { useT } from "~/i18n/use-t";
import { useBrand } from "~/lib/brand/use-brand";
import type { PlayGameInfo } from "~/lib/play/types";
import { requestSession } from "../driver/session-client";
import { TextField } from "../ui/text-field";
import { Dialog } from "../ui/dialog";
import { sessionPath } from "./session-paths";

type CreateSessionDialogProps = {
  open: boolean;
  onClose: () => void;
  game: PlayGameInfo;
  routeKind: "public" | "private";
  canInviteGuests: boolean;
};

type Field = "minPlayers" | "maxPlayers" | "key";

/** The numbers a creator may pick: whole numbers within the game's own minimum and maximum. */
function optionsSchema(game: PlayGameInfo) {
  const count = v.pipe(v.number(), v.safeInteger(), v.minValue(game.minPlayers), v.maxValue(game.maxPlayers));
  return v.object({ minPlayers: count, maxPlayers: count });
}

/** Sent to the creator's session page after a session is made, so it opens without the join step. */
export type CreatedState = { created: true };

/**
 * Creating a remote session (an account is needed): how many players must be online to start, how
 * many may join, whether visitors without an account may (Pro creators), and the game's key.
 */
export function CreateSessionDialog({ open, onClose, game, routeKind, canInviteGuests }: CreateSessionDialogProps) {
  const { t } = useT();
  // No upsell on a white-label game (ADR 041).
  const brand = useBrand();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const ids = { min: useId(), max: useId(), guests: useId(), key: useId(), error: useId() };
  const [minPlayers, setMinPlayers] = useState(String(Math.max(game.minPlayers, Math.min(2, game.maxPlayers))));
  const [maxPlayers, setMaxPlayers] = useState(String(game.maxPlayers));
  const [guests, setGuests] = useState(false);
  const [key, setKey] = useState("");
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const askKey = game.access === "key";

  const check = (): { minPlayers: number; maxPlayers: number } | null => {
    const range = t("play.multi.create.range", { min: game.minPlayers, max: game.maxPlayers });
    const parsed = v.safeParse(optionsSchema(game), { minPlayers: Number(minPlayers), maxPlayers: Number(maxPlayers) });
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.issues) {
        const field = v.getDotPath(issue) as Field | null;
        if (field) found[field] = range;
      }
    } else if (parsed.output.minPlayers > parsed.output.maxPlayers) {
      found.maxPlayers = t("play.multi.create.maxBelowMin");
    }
    if (askKey && key.trim() === "") found.key = t("play.intro.keyMissing");
    setProblems(found);
    const first = (["minPlayers", "maxPlayers", "key"] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(first === "minPlayers" ? ids.min : first === "maxPlayers" ? ids.max : ids.key)?.focus();
      return null;
    }
    return parsed.success ? parsed.output : null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const counts = check();
    if (!counts) return;
    setPending(true);
    setRefusal(null);
    const answer = await requestSession({
      intent: "create",
      mode: "multi",
      gameId: game.id,
      routeKind,
      ...counts,
      guests: canInviteGuests && guests,
      ...(askKey ? { key: key.trim() } : {}),
    });
    setPending(false);
    if (!answer.ok) {
      const text = answer.message ?? (answer.error === "connection" ? t("play.errors.connection.text") : t(`access.errors.${answer.error}.text`));
      setRefusal(text);
      return;
    }
    const code = answer.grant.multi?.code ?? answer.grant.sessionId;
    const state: CreatedState = { created: true };
    navigate(sessionPath(pathname, code), { state });
  };

  const field = (id: string, name: Field, label: string, value: string, set: (value: string) => void) => (
    <TextField
      id={id}
      name={name}
      label={label}
      className="multi-field"
      type="number"
      inputMode="numeric"
      min={game.minPlayers}
      max={game.maxPlayers}
      step={1}
      required
      value={value}
      onChange={set}
      data-autofocus={name === "minPlayers" ? "" : undefined}
      help={t("play.multi.create.range", { min: game.minPlayers, max: game.maxPlayers })}
      error={problems[name] ?? null}
      announceError={false}
    />
  );

  return (
    <Dialog open={open} onClose={onClose} title={t("play.multi.create.title")} className="multi-create">
      <form onSubmit={submit} noValidate aria-describedby={ids.error}>
        <p>{t("play.multi.create.text")}</p>
        {field(ids.min, "minPlayers", t("play.multi.create.minPlayers"), minPlayers, setMinPlayers)}
        {field(ids.max, "maxPlayers", t("play.multi.create.maxPlayers"), maxPlayers, setMaxPlayers)}
        <div className="multi-check">
          <input
            id={ids.guests}
            type="checkbox"
            name="guests"
            checked={canInviteGuests && guests}
            disabled={!canInviteGuests}
            aria-describedby={`${ids.guests}-help`}
            onChange={(event) => setGuests(event.target.checked)}
          />
          <label htmlFor={ids.guests}>{t("play.multi.create.guests")}</label>
          <p id={`${ids.guests}-help`} className="play-muted">
            {canInviteGuests ? t("play.multi.create.guestsHelp") : t("play.multi.create.guestsPro")}{" "}
            {canInviteGuests || brand ? null : <Link to="/plans">{t("play.multi.create.plans")}</Link>}
          </p>
        </div>
        {askKey ? (
          <TextField
            id={ids.key}
            name="key"
            label={t("play.intro.keyLabel")}
            className="multi-field"
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            value={key}
            onChange={setKey}
            help={t("play.intro.keyHelp")}
            error={problems.key ?? null}
            announceError={false}
          />
        ) : null}
        <p id={ids.error} className="multi-error" role="alert">
          {refusal ?? ""}
        </p>
        <div className="play-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t("play.common.cancel")}
          </button>
          <button type="submit" className="button" aria-disabled={pending || undefined}>
            {pending ? t("play.multi.create.pending") : t("play.multi.create.submit")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
