import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { ProfileLinks } from "~/components/profile-links";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import { badgeFor } from "~/lib/grades";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import { profileForViewer } from "~/lib/profile.server";
import { PUBLIC_PROFILE_ANCHOR } from "~/lib/profiles/social-links";
import { dateFormat } from "~/lib/intl-formats";

export const meta = pageMeta;

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { profile, owner } = await profileForViewer(context, params.id ?? "");
  const name = { name: profile.username };
  const texts = pageTexts(context, ["profile", "catalogue", "achievements"], { title: "profile.title", description: "profile.description", params: name });
  return { ...texts, profile, owner };
}

export default function ProfileLayout() {
  const { profile, owner } = useLoaderData<typeof loader>();
  const { t, locale } = useT();
  const badge = badgeFor(profile.grade);
  const base = `/c/${encodeURIComponent(profile.username)}`;
  const since = dateFormat(LOCALES[locale].locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(profile.createdAt);
  return (
    <>
      <header className="profile-header">
        <img
          src={profile.avatarKey ? `/files/${profile.avatarKey}` : "/images/avatar.svg"}
          alt={t("profile.avatarAlt", { name: profile.username })}
          width={96}
          height={96}
          className="avatar"
        />
        <div>
          <h1>{profile.username}</h1>
          <ul className="tags">
            <li className="badge">{t(profile.accountType === "creator" ? "profile.creator" : "profile.player")}</li>
            {badge ? <li className="badge badge-grade">{t(`profile.badges.${badge}`)}</li> : null}
          </ul>
          <p className="muted">{t("profile.memberSince", { date: since })}</p>
          <ProfileLinks name={profile.username} links={profile.links} />
          {owner ? (
            <p>
              <Link to={`/account#${PUBLIC_PROFILE_ANCHOR}`}>{t("profile.editLink")}</Link>
            </p>
          ) : null}
        </div>
      </header>
      <nav aria-label={t("profile.tabs")} className="tabs">
        <NavLink to={base} end>
          {t("profile.overview")}
        </NavLink>
        <NavLink to={`${base}/games`}>{t("profile.games")}</NavLink>
        <NavLink to={`${base}/parties`}>{t("profile.parties")}</NavLink>
      </nav>
      <Outlet />
    </>
  );
}
