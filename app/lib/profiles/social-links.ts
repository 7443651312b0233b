import * as v from "valibot";

/**
 * A profile's editable part (bio, social links, parties privacy), shared by the account form and the
 * server. Messages are keys of the `profile.edit.errors` texts.
 */
export const BIO_MAX = 500;
export const PUBLIC_PROFILE_INTENT = "public-profile";
/** Where the account page's profile card starts: the parties page and the welcome page link to it. */
export const PUBLIC_PROFILE_ANCHOR = "public-profile-title";
export const LINK_MAX = 300;

export const SOCIAL_NETWORKS = ["website", "youtube", "instagram", "tiktok", "x", "facebook", "linkedin", "twitch", "discord"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/** The hosts each network's links live on (subdomains included); a website may be anywhere. */
export const NETWORK_HOSTS: Record<SocialNetwork, readonly string[] | null> = {
  website: null,
  youtube: ["youtube.com", "youtu.be"],
  instagram: ["instagram.com"],
  tiktok: ["tiktok.com"],
  x: ["x.com", "twitter.com"],
  facebook: ["facebook.com", "fb.com"],
  linkedin: ["linkedin.com"],
  twitch: ["twitch.tv"],
  discord: ["discord.gg", "discord.com"],
};

export const linkField = (network: SocialNetwork) => `link_${network}` as const;

function parsedUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

// A host needs a dot: "https://localhost" or "https://intranet" is no address anyone else can open.
const isWebAddress = (text: string) => {
  const url = parsedUrl(text);
  return Boolean(url && /^[a-z]+:$/.test(url.protocol) && url.hostname.includes(".") && !url.username && !url.password);
};

export function onNetworkHost(network: SocialNetwork, text: string): boolean {
  const hosts = NETWORK_HOSTS[network];
  const host = parsedUrl(text)?.hostname.toLowerCase();
  if (!hosts) return true;
  return Boolean(host && hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`)));
}

const empty = (text: string) => text === "";

function linkSchema(network: SocialNetwork) {
  return v.optional(
    v.pipe(
      v.string("linkFormat"),
      v.trim(),
      v.maxLength(LINK_MAX, "linkLong"),
      v.check((text) => empty(text) || isWebAddress(text), "linkFormat"),
      v.check((text) => empty(text) || !isWebAddress(text) || text.toLowerCase().startsWith("https://"), "linkHttps"),
      v.check((text) => empty(text) || !isWebAddress(text) || onNetworkHost(network, text), "linkHost"),
    ),
    "",
  );
}

/** Line breaks are kept (as \n); other control characters, which no one types on purpose, are not. */
const bioSchema = v.optional(
  v.pipe(
    v.string("bioLong"),
    v.transform((text) => text.replace(/\r\n?/g, "\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")),
    v.trim(),
    v.maxLength(BIO_MAX, "bioLong"),
  ),
  "",
);

export const publicProfileSchema = v.object({
  bio: bioSchema,
  ...(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [linkField(network), linkSchema(network)])) as Record<
    `link_${SocialNetwork}`,
    ReturnType<typeof linkSchema>
  >),
  partiesPublic: v.optional(v.string(), ""),
});

/** The stored JSON, read defensively: only known networks with an https address survive. */
export function readSocialLinks(json: string): SocialLinks {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return {};
  }
  if (!raw || typeof raw !== "object") return {};
  const links: SocialLinks = {};
  for (const network of SOCIAL_NETWORKS) {
    const value = (raw as Record<string, unknown>)[network];
    if (typeof value === "string" && value.startsWith("https://") && onNetworkHost(network, value)) links[network] = value;
  }
  return links;
}
