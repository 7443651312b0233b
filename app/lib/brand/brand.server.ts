import type { AppLoadContext } from "@remix-run/cloudflare";
import { and, desc, eq, isNull } from "drizzle-orm";
import { companyBrands, projectFiles, projects, users, whiteLabelProjects } from "../../../db/schema";
import { fileUrl } from "../projects/files/view";
import type { CurrentUser } from "../session.server";
import { parseBrand, type BrandError, type BrandField } from "./brand-form";
import { hasWhiteLabel, NEUTRAL_BRAND, type BrandView } from "./company";
import { textOn } from "./contrast";

type Db = AppLoadContext["db"];

export type BrandRow = typeof companyBrands.$inferSelect;
export type LogoChoice = { key: string; name: string; url: string };

export const readBrand = async (db: Db, userId: string): Promise<BrandRow | null> =>
  (await db.select().from(companyBrands).where(eq(companyBrands.userId, userId)).limit(1))[0] ?? null;

/** The images the logo can be chosen from: the account's own project files, in projects not deleted. */
export async function logoChoices(db: Db, userId: string): Promise<LogoChoice[]> {
  const rows = await db
    .select({ key: projectFiles.key, name: projectFiles.name, project: projects.title })
    .from(projectFiles)
    .innerJoin(projects, eq(projects.id, projectFiles.projectId))
    .where(and(eq(projectFiles.ownerId, userId), eq(projectFiles.kind, "image"), isNull(projects.deletedAt)))
    .orderBy(desc(projectFiles.createdAt))
    .limit(200);
  return rows.map((row) => ({ key: row.key, name: `${row.project} · ${row.name}`, url: fileUrl(row.key) }));
}

export type SaveBrandResult =
  | { ok: true }
  | { ok: false; status: 400 | 403; fields: Partial<Record<BrandField, BrandError>>; ratios: Partial<Record<BrandField, string>> };

/** Saves the brand of a Company account; any other plan is refused here, whatever the page showed. */
export async function saveBrand(db: Db, user: CurrentUser, form: Record<string, string>): Promise<SaveBrandResult> {
  if (!hasWhiteLabel(user.ownGrade)) return { ok: false, status: 403, fields: {}, ratios: {} };
  const parsed = parseBrand(form);
  if (!parsed.ok) return { ok: false, status: 400, fields: parsed.fields, ratios: parsed.ratios };
  const { brand } = parsed;
  if (brand.logoKey && !(await logoChoices(db, user.id)).some((choice) => choice.key === brand.logoKey)) {
    return { ok: false, status: 400, fields: { logoKey: "logo" }, ratios: {} };
  }
  const values = {
    name: brand.name,
    logoKey: brand.logoKey || null,
    primaryColor: brand.primaryColor,
    accentColor: brand.accentColor,
    supportEmail: brand.supportEmail || null,
    updatedAt: new Date(),
  };
  await db.insert(companyBrands).values({ userId: user.id, ...values }).onConflictDoUpdate({ target: companyBrands.userId, set: values });
  return { ok: true };
}

export function brandView(row: BrandRow | null): BrandView {
  if (!row) return NEUTRAL_BRAND;
  return {
    name: row.name,
    logoUrl: row.logoKey ? fileUrl(row.logoKey) : null,
    primary: row.primaryColor,
    onPrimary: textOn(row.primaryColor),
    accent: row.accentColor,
    supportEmail: row.supportEmail,
  };
}

/**
 * The brand a project's pages show: null unless the project is white-label and its owner is on the Company plan
 * now (a lapsed plan gives the platform's pages back; the flag is kept for when it is renewed).
 */
export async function brandOfProject(db: Db, projectId: string | null): Promise<BrandView | null> {
  if (!projectId) return null;
  const [row] = await db
    .select({ grade: users.grade, brand: companyBrands })
    .from(whiteLabelProjects)
    .innerJoin(projects, eq(projects.id, whiteLabelProjects.projectId))
    .innerJoin(users, eq(users.id, projects.ownerId))
    .leftJoin(companyBrands, eq(companyBrands.userId, projects.ownerId))
    .where(eq(whiteLabelProjects.projectId, projectId))
    .limit(1);
  if (!row || !hasWhiteLabel(row.grade)) return null;
  return brandView(row.brand);
}
