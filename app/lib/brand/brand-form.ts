import * as v from "valibot";
import { contrastProblems, HEX_COLOR } from "./contrast";

/**
 * The brand form of /account/brand (ADR 041), parsed with valibot; each problem is a code on its field so the
 * page words it in the site's language. Pure: the page and the tests share it.
 */

export const BRAND_FIELDS = ["name", "logoKey", "primaryColor", "accentColor", "supportEmail"] as const;
export type BrandField = (typeof BRAND_FIELDS)[number];
export type BrandError = "nameRequired" | "nameLength" | "logo" | "color" | "primaryContrast" | "accentContrast" | "email";

export const BRAND_NAME_MAX = 60;

const color = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(HEX_COLOR, "color"));

const BrandSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty("nameRequired"), v.maxLength(BRAND_NAME_MAX, "nameLength")),
  logoKey: v.pipe(v.string(), v.trim(), v.maxLength(300, "logo")),
  primaryColor: color,
  accentColor: color,
  supportEmail: v.union([v.literal(""), v.pipe(v.string(), v.trim(), v.maxLength(254, "email"), v.email("email"))], "email"),
});

export type BrandInput = v.InferOutput<typeof BrandSchema>;

export type ParsedBrand =
  | { ok: true; brand: BrandInput }
  | { ok: false; fields: Partial<Record<BrandField, BrandError>>; ratios: Partial<Record<BrandField, string>> };

export function parseBrand(form: Record<string, string>): ParsedBrand {
  const input = Object.fromEntries(BRAND_FIELDS.map((name) => [name, (form[name] ?? "").trim()]));
  const parsed = v.safeParse(BrandSchema, input, { abortPipeEarly: true });
  const fields: Partial<Record<BrandField, BrandError>> = {};
  const ratios: Partial<Record<BrandField, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const name = issue.path?.[0]?.key as BrandField | undefined;
      if (name && !fields[name]) fields[name] = issue.message as BrandError;
    }
    return { ok: false, fields, ratios };
  }
  for (const problem of contrastProblems(parsed.output.primaryColor, parsed.output.accentColor)) {
    fields[problem.field] = problem.code;
    ratios[problem.field] = problem.ratio;
  }
  return Object.keys(fields).length ? { ok: false, fields, ratios } : { ok: true, brand: parsed.output };
}
