import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ProfileParties } from "~/components/profile-parties";
import { ProfilePager } from "~/components/profile-pager";
import { useT } from "~/i18n/use-t";
import { profileForViewer } from "~/lib/profile.server";
import { PUBLIC_PROFILE_ANCHOR } from "~/lib/profiles/social-links";
import { pageOf } from "~/lib/profiles/paging";
import { partiesOf } from "~/lib/profiles/parties.server";

/** The sessions a person played and created: for everyone if they allow it, always for themselves. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { profile, owner, partiesVisible } = await profileForViewer(context, params.id ?? "");
  const parties = partiesVisible ? await partiesOf(context.db, profile.id, pageOf(new URL(request.url)), owner) : null;
  return { username: profile.username, owner, isPublic: profile.partiesPublic, parties };
}

export default function ProfilePartiesPage() {
  const { username, owner, isPublic, parties } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <section aria-labelledby="parties-title">
      <h2 id="parties-title">{t("profile.partiesTitle")}</h2>
      {owner ? (
        <p className="notice">
          {t(isPublic ? "profile.partiesOwnerPublic" : "profile.partiesOwnerPrivate")}{" "}
          <Link to={`/account#${PUBLIC_PROFILE_ANCHOR}`}>{t("profile.partiesChange")}</Link>
        </p>
      ) : null}
      {parties ? (
        <>
          {parties.items.length ? (
            <ProfileParties parties={parties.items} />
          ) : (
            <p>{t(parties.page > 1 ? "profile.pageEmpty" : "profile.noParties", { name: username })}</p>
          )}
          <ProfilePager page={parties.page} hasNext={parties.hasNext} path={`/c/${encodeURIComponent(username)}/parties`} label={t("profile.pager.parties")} />
        </>
      ) : (
        <p className="notice">{t("profile.partiesPrivate", { name: username })}</p>
      )}
    </section>
  );
}
