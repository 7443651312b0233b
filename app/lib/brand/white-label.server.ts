import { data, type AppLoadContext } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { whiteLabelProjects } from "../../../db/schema";
import { ownProject } from "../projects/projects.server";
import type { CurrentUser } from "../session.server";
import { hasWhiteLabel, WHITE_LABEL_INTENT, type WhiteLabelOutcome, type WhiteLabelSection } from "./company";

export { WHITE_LABEL_INTENT };

type Db = AppLoadContext["db"];


export async function whiteLabelSection(db: Db, projectId: string, ownerGrade: number): Promise<WhiteLabelSection> {
  const [row] = await db.select({ listed: whiteLabelProjects.listed }).from(whiteLabelProjects).where(eq(whiteLabelProjects.projectId, projectId)).limit(1);
  return { allowed: hasWhiteLabel(ownerGrade), whiteLabel: Boolean(row), listed: row?.listed ?? false };
}

const checkbox = v.pipe(v.optional(v.string(), ""), v.transform((value) => value === "on" || value === "true"));
const WhiteLabelSchema = v.object({ id: v.pipe(v.string(), v.nonEmpty()), whiteLabel: checkbox, listed: checkbox });

/** The owner's choice, refused below the Company plan (the page hides the form; this is the check that counts). */
export async function whiteLabelAction(context: Pick<AppLoadContext, "db">, user: CurrentUser, form: Record<string, string>) {
  const parsed = v.safeParse(WhiteLabelSchema, { id: form.id ?? "", whiteLabel: form.whiteLabel, listed: form.listed });
  const project = parsed.success ? await ownProject(context.db, user.id, parsed.output.id) : null;
  if (!parsed.success || !project) return data<WhiteLabelOutcome>({ scope: "whiteLabel", ok: false, error: "notFound" }, { status: 404 });
  if (!hasWhiteLabel(user.ownGrade)) return data<WhiteLabelOutcome>({ scope: "whiteLabel", ok: false, error: "needsCompany" }, { status: 403 });
  const { whiteLabel, listed } = parsed.output;
  if (!whiteLabel) await context.db.delete(whiteLabelProjects).where(eq(whiteLabelProjects.projectId, project.id));
  else {
    const values = { listed, updatedAt: new Date() };
    await context.db.insert(whiteLabelProjects).values({ projectId: project.id, ...values }).onConflictDoUpdate({ target: whiteLabelProjects.projectId, set: values });
  }
  return data<WhiteLabelOutcome>({ scope: "whiteLabel", ok: true, whiteLabel, listed: whiteLabel && listed });
}
