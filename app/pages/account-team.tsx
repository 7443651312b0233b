import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { teamPageAction, teamPageData } from "~/lib/company/team-page.server";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import styles from "~/styles/account.css?url";
import { AccountHeader, ErrorSummary, Field, SavedNotice } from "./account-ui";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

/**
 * /account/team (ADR 043): a Company account invites people by e-mail, sees its members and pending invitations,
 * removes and cancels; a member sees the companies they belong to and may leave; anyone else sees what seats bring.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return {
    ...pageTexts(context, ["account", "team"], { title: "team.title", description: "team.description" }),
    ...(await teamPageData(context, request)),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return teamPageAction(context, request);
}

type Page = Awaited<ReturnType<typeof teamPageData>>;

export default function AccountTeam() {
  const page = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useT();
  return (
    <section className="account" aria-labelledby="account-title">
      <AccountHeader title={t("team.title")} current="team">
        {page.done && !failed ? <SavedNotice text={t(`team.done.${page.done}`, { who: page.who })} /> : null}
      </AccountHeader>
      {page.memberships.length ? <Memberships memberships={page.memberships} /> : null}
      {page.team ? (
        <Team team={page.team} seats={page.seats} />
      ) : page.memberships.length ? null : (
        <div className="account-card account-upgrade">
          <h2>{t("team.upgradeTitle")}</h2>
          <p>{t("team.upgradeText")}</p>
          <p>
            <Link to="/business" className="button">
              {t("team.upgradeCta")}
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}

function Memberships({ memberships }: { memberships: Page["memberships"] }) {
  const { t } = useT();
  const busy = useNavigation().state !== "idle";
  return (
    <section className="account-card" aria-labelledby="team-memberships-title">
      <h2 id="team-memberships-title">{t("team.memberships.title")}</h2>
      <ul className="team-list">
        {memberships.map((row) => (
          <li key={row.companyId}>
            <p>{t("team.memberships.item", { company: row.name, since: row.since })}</p>
            <p className="muted">{t(row.active ? "team.memberships.active" : "team.memberships.lapsed", { company: row.name })}</p>
            <Form method="post" action="/account/team">
              <input type="hidden" name="intent" value="leave" />
              <input type="hidden" name="companyId" value={row.companyId} />
              <button type="submit" className="button button-ghost" disabled={busy}>
                {t("team.memberships.leave", { company: row.name })}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Team({ team, seats }: { team: NonNullable<Page["team"]>; seats: number }) {
  const { t } = useT();
  const failed = useActionData<typeof action>();
  const location = useLocation();
  const busy = useNavigation().state !== "idle";
  const used = team.members.length + team.invitations.length;
  const refusal = failed && !failed.ok ? t(`team.errors.${failed.refusal}`, { seats }) : null;
  return (
    <>
      <p>{t("team.intro")}</p>
      <section className="account-card form-card" aria-labelledby="team-invite-title">
        <h2 id="team-invite-title">{t("team.invite.title")}</h2>
        <p className="muted">{t("team.seats", { used, seats })}</p>
        {/* Keyed by the submission, so each refusal is announced and focused anew. */}
        {refusal ? <ErrorSummary key={`errors-${location.key}`} messages={[{ field: "team-email", text: refusal }]} /> : null}
        <Form method="post" action="/account/team" key={`form-${location.key}`} noValidate>
          <input type="hidden" name="intent" value="invite" />
          <Field
            id="team-email"
            name="email"
            type="email"
            label={t("team.invite.label")}
            hint={t("team.invite.hint")}
            error={refusal ?? undefined}
            defaultValue={failed && !failed.ok ? failed.value : ""}
            autoComplete="off"
            spellCheck={false}
            required
          />
          <div className="form-actions">
            <button type="submit" className="button" disabled={busy}>
              {t("team.invite.submit")}
            </button>
          </div>
        </Form>
      </section>
      <section className="account-card" aria-labelledby="team-members-title">
        <h2 id="team-members-title">{t("team.members.title")}</h2>
        {team.members.length === 0 ? <p className="muted">{t("team.members.none")}</p> : null}
        <ul className="team-list">
          {team.members.map((member) => (
            <li key={member.userId}>
              <p>
                <strong>{member.name}</strong> · {member.email}
              </p>
              <p className="muted">{t("team.members.since", { date: member.since })}</p>
              <Form method="post" action="/account/team">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="userId" value={member.userId} />
                <button type="submit" className="button button-ghost" disabled={busy}>
                  {t("team.members.remove", { name: member.name })}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>
      {team.invitations.length ? (
        <section className="account-card" aria-labelledby="team-invitations-title">
          <h2 id="team-invitations-title">{t("team.invitations.title")}</h2>
          <ul className="team-list">
            {team.invitations.map((invitation) => (
              <li key={invitation.id}>
                <p>{invitation.email}</p>
                <p className="muted">{t("team.invitations.expires", { date: invitation.expires })}</p>
                <Form method="post" action="/account/team">
                  <input type="hidden" name="intent" value="cancel" />
                  <input type="hidden" name="id" value={invitation.id} />
                  <button type="submit" className="button button-ghost" disabled={busy}>
                    {t("team.invitations.cancel", { email: invitation.email })}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
