import { useT } from "~/i18n/use-t";
import { SOCIAL_NETWORKS, type SocialLinks } from "~/lib/profiles/social-links";

/**
 * A profile's social links, labelled by network. rel="me" lets the person's other pages point back
 * here; nofollow and ugc because the address is theirs, not ours; noopener as for any link out.
 */
export function ProfileLinks({ name, links }: { name: string; links: SocialLinks }) {
  const { t } = useT();
  const shown = SOCIAL_NETWORKS.filter((network) => links[network]);
  if (!shown.length) return null;
  return (
    <ul className="profile-links" aria-label={t("profile.linksLabel", { name })}>
      {shown.map((network) => (
        <li key={network}>
          <a href={links[network]} rel="me nofollow noopener ugc">
            {t(`profile.networks.${network}`)}
          </a>
        </li>
      ))}
    </ul>
  );
}
