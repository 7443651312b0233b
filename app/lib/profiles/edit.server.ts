import { eq } from "drizzle-orm";
import * as v from "valibot";
import { users } from "../../../db/schema";
import type { ProfileResult } from "../account/profile.server";
import { fieldErrors } from "../accounts/schemas";
import type { Database } from "../db.server";
import { linkField, publicProfileSchema, readSocialLinks, SOCIAL_NETWORKS, type SocialLinks } from "./social-links";

export type EditableProfile = { bio: string; links: SocialLinks; partiesPublic: boolean };

export async function editableProfile(db: Database, userId: string): Promise<EditableProfile> {
  const [row] = await db
    .select({ bio: users.bio, socialLinks: users.socialLinks, partiesPublic: users.partiesPublic })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return { bio: row?.bio ?? "", links: readSocialLinks(row?.socialLinks ?? "{}"), partiesPublic: Boolean(row?.partiesPublic) };
}

/** What was typed, as typed, so a refused form comes back with every field still filled in. */
function typedValues(form: Record<string, unknown>): Record<string, string> {
  const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string) : "");
  const values: Record<string, string> = { bio: text("bio"), partiesPublic: text("partiesPublic") ? "on" : "" };
  for (const network of SOCIAL_NETWORKS) values[linkField(network)] = text(linkField(network));
  return values;
}

/** The account's "public profile" form: bio, social links and who may see the parties. */
export async function savePublicProfile(db: Database, userId: string, form: Record<string, unknown>): Promise<ProfileResult> {
  const values = typedValues(form);
  const parsed = v.safeParse(publicProfileSchema, values);
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.issues), values };
  const links: SocialLinks = {};
  for (const network of SOCIAL_NETWORKS) {
    const link = parsed.output[linkField(network)];
    if (link) links[network] = link;
  }
  await db
    .update(users)
    .set({ bio: parsed.output.bio, socialLinks: JSON.stringify(links), partiesPublic: parsed.output.partiesPublic === "on" })
    .where(eq(users.id, userId));
  return { ok: true };
}
