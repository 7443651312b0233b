import { useRouteLoaderData } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { loader as profileLoader } from "./_site.c.$id";

export default function ProfileOverview() {
  const data = useRouteLoaderData<typeof profileLoader>("routes/_site.c.$id");
  const { t } = useT();
  if (!data) return null;
  const { profile } = data;
  return (
    <section aria-labelledby="bio-title" className="prose">
      <h2 id="bio-title">{t("profile.bio")}</h2>
      <p>{profile.bio || t("profile.noBio", { name: profile.username })}</p>
    </section>
  );
}
