import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import * as v from "valibot";
import { useT } from "~/i18n/use-t";
import { EventsUpgrade } from "~/components/events/events-upgrade";
import { createEvent, EventFormSchema, type EventField } from "~/lib/events/create.server";
import { hostableGames, type HostableGame } from "~/lib/events/host-lists.server";
import { canHostEvents, canInviteGuests, EVENT_LIMITS } from "~/lib/events/hosting";
import { readFormFields } from "~/lib/form-request.server";
import { requireUser } from "~/lib/guards.server";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import { checkAccess, findGame } from "~/lib/play/access.server";
import { routeOfGame } from "~/lib/play/multi-access.server";
import { PROGRESS_KEPT_HOURS } from "~/lib/play/types";
import styles from "~/styles/account.css?url";
import { ErrorSummary, Field } from "~/pages/account-ui";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

/** /events/new?game={id}: a host sets up a live event of a multiplayer game (ADR 054). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const texts = pageTexts(context, ["events"], { title: "events.new.title", description: "events.new.description" });
  if (!canHostEvents(user.grade)) return { ...texts, allowed: false as const, games: [] as HostableGame[], chosen: "", guestsAllowed: false };
  const games = await hostableGames(context.db, user.id);
  const wanted = new URL(request.url).searchParams.get("game") ?? "";
  // A game outside the list (someone else's private game, by its link) is offered when its rules allow it.
  if (wanted && !games.some((game) => game.id === wanted)) {
    const game = await findGame(context.db, wanted.slice(0, 64));
    if (game && (await checkAccess(game, { route: routeOfGame(game), mode: "multi", loggedIn: true })).ok) {
      games.unshift({ id: game.id, title: game.title, maxPlayers: game.maxPlayers, keyed: game.access === "key" });
    }
  }
  const chosen = games.some((game) => game.id === wanted) ? wanted : "";
  return { ...texts, allowed: true as const, games, chosen, guestsAllowed: canInviteGuests(user.grade) };
}

type Failure = { errors: Partial<Record<EventField, string>>; values: Record<string, string> };

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  const form = v.safeParse(EventFormSchema, await readFormFields(request));
  if (!form.success) throw data({ error: "unreadable", reason: "unreadable" }, { status: 400 });
  const outcome = await createEvent(context, request, user, form.output);
  if (outcome.ok) return redirect(`/events/${outcome.id}`);
  // The key is never sent back into the page.
  const { key: _key, ...values } = form.output;
  return data({ errors: outcome.errors, values } satisfies Failure, { status: outcome.status });
}

const FIELD_ORDER: EventField[] = ["game", "key", "title", "teams", "teamNames", "teamChoice", "teamSize", "timeLimit", "hints", "guests"];

export default function NewEventPage() {
  const page = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <section className="account" aria-labelledby="events-new-title">
      <p className="account-back">
        <Link to="/events">{t("events.new.back")}</Link>
      </p>
      <h1 id="events-new-title">{t("events.new.title")}</h1>
      <p>{t("events.new.intro")}</p>
      {page.allowed ? <EventForm /> : <EventsUpgrade />}
    </section>
  );
}

function EventForm() {
  const { games, chosen, guestsAllowed } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as Failure | undefined;
  const location = useLocation();
  const busy = useNavigation().state !== "idle";
  const { t } = useT();
  const values = failed?.values ?? {};
  const errors = failed?.errors ?? {};
  const [gameId, setGameId] = useState(values.game ?? chosen);
  const game = games.find((row) => row.id === gameId);
  const messages = FIELD_ORDER.flatMap((field) => (errors[field] ? [{ field: `event-${field}`, text: errors[field]! }] : []));
  const described = (id: string, hint: boolean) => [hint ? `${id}-hint` : null, errors[id.replace("event-", "") as EventField] ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: EventField) =>
    errors[field] ? (
      <p id={`event-${field}-error`} className="field-error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <div className="account-card form-card">
      {messages.length ? <ErrorSummary key={`errors-${location.key}`} messages={messages} /> : null}
      <Form method="post" noValidate key={`form-${location.key}`}>
        <div className="account-field">
          <label htmlFor="event-game">{t("events.form.game")}</label>
          <select id="event-game" name="game" value={gameId} onChange={(e) => setGameId(e.target.value)} required aria-invalid={errors.game ? true : undefined} aria-describedby={described("event-game", false)}>
            <option value="">{t("events.form.gameChoose")}</option>
            {games.map((row) => (
              <option key={row.id} value={row.id}>
                {row.title}
              </option>
            ))}
          </select>
          {fieldError("game")}
        </div>
        {game?.keyed || errors.key ? (
          <Field id="event-key" name="key" label={t("events.form.key")} hint={t("events.form.keyHint")} error={errors.key} autoComplete="off" spellCheck={false} maxLength={100} />
        ) : null}
        <Field id="event-title" name="title" label={t("events.form.title")} hint={t("events.form.titleHint")} error={errors.title} defaultValue={values.title ?? ""} maxLength={EVENT_LIMITS.titleMax} />
        <Field
          id="event-teams"
          name="teams"
          type="number"
          inputMode="numeric"
          min={EVENT_LIMITS.teamsMin}
          max={EVENT_LIMITS.teamsMax}
          label={t("events.form.teams")}
          hint={t("events.form.teamsHint", { min: EVENT_LIMITS.teamsMin, max: EVENT_LIMITS.teamsMax })}
          error={errors.teams}
          defaultValue={values.teams ?? String(EVENT_LIMITS.teamsDefault)}
        />
        <div className="account-field">
          <label htmlFor="event-teamNames">{t("events.form.teamNames")}</label>
          <textarea id="event-teamNames" name="teamNames" rows={4} defaultValue={values.teamNames ?? ""} aria-invalid={errors.teamNames ? true : undefined} aria-describedby={described("event-teamNames", true)} />
          <p id="event-teamNames-hint" className="muted account-hint">
            {t("events.form.teamNamesHint", { n: EVENT_LIMITS.teamNameMax })}
          </p>
          {fieldError("teamNames")}
        </div>
        <Choice field="teamChoice" options={["assigned", "choose"]} value={values.teamChoice || "assigned"} error={errors.teamChoice} />
        <Field
          id="event-teamSize"
          name="teamSize"
          type="number"
          inputMode="numeric"
          min={1}
          max={game?.maxPlayers}
          label={t("events.form.teamSize")}
          hint={game ? t("events.form.teamSizeHintGame", { max: game.maxPlayers }) : t("events.form.teamSizeHint")}
          error={errors.teamSize}
          defaultValue={values.teamSize ?? ""}
        />
        <Field
          id="event-timeLimit"
          name="timeLimit"
          type="number"
          inputMode="numeric"
          min={1}
          max={EVENT_LIMITS.timeLimitMinutesMax}
          label={t("events.form.timeLimit")}
          hint={t("events.form.timeLimitHint", { max: EVENT_LIMITS.timeLimitMinutesMax })}
          error={errors.timeLimit}
          defaultValue={values.timeLimit ?? ""}
        />
        <Choice field="hints" options={["game", "host"]} value={values.hints || "game"} error={errors.hints} />
        {guestsAllowed || errors.guests ? (
          <div className="account-check">
            <input id="event-guests" name="guests" type="checkbox" defaultChecked={values.guests === "on"} aria-describedby={described("event-guests", true)} aria-invalid={errors.guests ? true : undefined} />
            <label htmlFor="event-guests">{t("events.form.guests")}</label>
            <p id="event-guests-hint" className="muted account-hint">
              {t("events.form.guestsHint")}
            </p>
            {fieldError("guests")}
          </div>
        ) : null}
        <p className="notice" role="note">
          {t("events.new.codeHours", { hours: PROGRESS_KEPT_HOURS })}
        </p>
        <div className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            {t("events.form.submit")}
          </button>
        </div>
      </Form>
    </div>
  );
}

/** A question answered by one of a few options: radio buttons in a fieldset, its legend the question. */
function Choice({ field, options, value, error }: { field: "teamChoice" | "hints"; options: string[]; value: string; error?: string }) {
  const { t } = useT();
  return (
    <fieldset className="account-checks" id={`event-${field}`} aria-describedby={error ? `event-${field}-error` : undefined}>
      <legend>{t(`events.form.${field}.label`)}</legend>
      {options.map((option) => (
        <div className="account-check" key={option}>
          <input type="radio" id={`event-${field}-${option}`} name={field} value={option} defaultChecked={value === option} aria-describedby={`event-${field}-${option}-hint`} />
          <label htmlFor={`event-${field}-${option}`}>{t(`events.form.${field}.${option}`)}</label>
          <p id={`event-${field}-${option}-hint`} className="muted account-hint">
            {t(`events.form.${field}.${option}Hint`)}
          </p>
        </div>
      ))}
      {error ? (
        <p id={`event-${field}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
