import { useRouteLoaderData } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import type { loader as profileLoader } from "./_site.c.$id";

/** Hosted multiplayer sessions are recorded once multiplayer lands; until then the honest empty state. */
export default function ProfileParties() {
  const data = useRouteLoaderData<typeof profileLoader>("routes/_site.c.$id");
  const { t } = useT();
  if (!data) return null;
  return (
    <section aria-labelledby="parties-title">
      <h2 id="parties-title">{t("profile.partiesTitle")}</h2>
      <p>{t("profile.noParties", { name: data.profile.username })}</p>
    </section>
  );
}
