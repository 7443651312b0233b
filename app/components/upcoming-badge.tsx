import { useT } from "~/i18n/use-t";
import { isUpcoming, type OfferItem } from "~/lib/plans";

/**
 * The marker an offer line carries while its feature is not available yet: visible text ("Bientôt"),
 * not only a colour, so every reader gets it. Renders nothing once the feature has shipped. The space
 * before it keeps the line and the marker two words for screen readers and copied text.
 */
export function UpcomingBadge({ item }: { item: OfferItem }) {
  const { t } = useT();
  if (!isUpcoming(item)) return null;
  return (
    <>
      {" "}
      <span className="badge badge-upcoming">{t("common.comingSoon")}</span>
    </>
  );
}
