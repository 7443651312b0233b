import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import * as v from "valibot";
import { useT } from "~/i18n/use-t";
import { eventJoinView, joinEvent, JoinFormSchema, openEvent } from "~/lib/events/join.server";
import { readFormFields } from "~/lib/form-request.server";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import { NICKNAME_MAX } from "~/lib/play/types";
import { currentUser } from "~/lib/session.server";
import styles from "~/styles/account.css?url";
import { ErrorSummary, Field } from "~/pages/account-ui";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

/**
 * /event/{code}: a player joins a live event (ADR 054). The event gives them a team (or lets them pick
 * one) and sends them to that team's game, where they get their place as any session's player does.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const open = await openEvent(context, params.code ?? "");
  if (!open) {
    return data({ ...pageTexts(context, ["events"], { title: "events.join.goneTitle" }), view: null }, { status: 404 });
  }
  const view = await eventJoinView(context, open, await currentUser(context));
  return { ...pageTexts(context, ["events"], { title: "events.join.title", params: { title: open.event.title } }), view };
}

type Failure = { field: "team" | "name" | null; message: string; name: string };

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = v.safeParse(JoinFormSchema, await readFormFields(request));
  if (!form.success) throw data({ error: "unreadable", reason: "unreadable" }, { status: 400 });
  const open = await openEvent(context, params.code ?? "");
  if (!open) throw data({ error: "not-found", reason: "not-found" }, { status: 404 });
  const outcome = await joinEvent(context, request, open, await currentUser(context), form.output);
  if (outcome.ok) return redirect(outcome.path);
  return data({ field: outcome.field, message: outcome.message, name: form.output.name } satisfies Failure, { status: outcome.status });
}

export default function EventJoinPage() {
  const { view } = useLoaderData<typeof loader>();
  const { t } = useT();
  if (!view) {
    return (
      <section className="form-card" aria-labelledby="event-title">
        <h1 id="event-title">{t("events.join.goneTitle")}</h1>
        <p>{t("events.join.goneText")}</p>
        <p>
          <Link to="/code">{t("events.join.otherCode")}</Link>
        </p>
      </section>
    );
  }
  return (
    <section className="form-card" aria-labelledby="event-title">
      <p className="muted">{t("events.join.eyebrow")}</p>
      <h1 id="event-title">{view.title}</h1>
      <p>{t("events.join.game", { game: view.gameTitle })}</p>
      {view.yours ? (
        <>
          <p>{t("events.join.yourTeam", { team: view.yours.name })}</p>
          <p>
            <Link to={view.yours.path} className="button">
              {t("events.join.continue")}
            </Link>
          </p>
        </>
      ) : view.needsLogin ? (
        <>
          <p>{t("events.join.loginNeeded")}</p>
          <p className="account-links">
            <Link to={`/connect?r=${encodeURIComponent(`/event/${view.code}`)}`} className="button">
              {t("events.join.login")}
            </Link>
            <Link to={`/join?r=${encodeURIComponent(`/event/${view.code}`)}`}>{t("events.join.register")}</Link>
          </p>
        </>
      ) : (
        <JoinForm />
      )}
    </section>
  );
}

function JoinForm() {
  const { view } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as Failure | undefined;
  const location = useLocation();
  const busy = useNavigation().state !== "idle";
  const { t } = useT();
  if (!view) return null;
  const fieldId = failed?.field === "team" ? `event-team-${view.teams.find((team) => !team.full)?.team ?? 1}` : failed?.field === "name" ? "event-name" : undefined;
  return (
    <>
      {failed ? <ErrorSummary key={`errors-${location.key}`} messages={[{ field: fieldId, text: failed.message }]} /> : null}
      <Form method="post" noValidate key={`form-${location.key}`}>
        {view.needsNickname ? (
          <Field
            id="event-name"
            name="name"
            label={t("events.join.nameLabel")}
            hint={t("events.join.nameHint", { n: NICKNAME_MAX })}
            error={failed?.field === "name" ? failed.message : undefined}
            defaultValue={failed?.name ?? ""}
            autoComplete="nickname"
            maxLength={NICKNAME_MAX}
            required
          />
        ) : null}
        {view.teamChoice === "choose" ? (
          <fieldset className="account-checks" aria-describedby={failed?.field === "team" ? "event-team-error" : undefined}>
            <legend>{t("events.join.chooseTeam")}</legend>
            {view.teams.map((team) => (
              <div className="account-check" key={team.team}>
                <input type="radio" id={`event-team-${team.team}`} name="team" value={String(team.team)} disabled={team.full} required />
                <label htmlFor={`event-team-${team.team}`}>
                  {team.name} — {team.full ? t("events.join.teamFullShort") : t("events.join.players", { n: team.players })}
                </label>
              </div>
            ))}
            {failed?.field === "team" ? (
              <p id="event-team-error" className="field-error">
                {failed.message}
              </p>
            ) : null}
          </fieldset>
        ) : (
          <p className="muted">{t("events.join.assigned")}</p>
        )}
        <div className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            {t("events.join.submit")}
          </button>
        </div>
      </Form>
    </>
  );
}
