import * as v from "valibot";

/**
 * The Education request form of /education (ADR 039), one schema shared by the page and the action. Messages are
 * keys under `education.request.errors`, translated where they are shown.
 */
export const ORGANISATION_KINDS = ["school", "association"] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];

export const ORGANISATION_MAX = 150;
export const ROLE_MAX = 100;
export const PROOF_MIN = 20;
export const PROOF_MAX = 2000;
export const EMAIL_MAX = 254;

const text = () => v.pipe(v.optional(v.string(), ""), v.trim());

export const requestSchema = v.object({
  organisationKind: v.picklist(ORGANISATION_KINDS, "organisationKind"),
  organisationName: v.pipe(text(), v.minLength(2, "organisationName"), v.maxLength(ORGANISATION_MAX, "organisationName")),
  role: v.pipe(text(), v.minLength(2, "role"), v.maxLength(ROLE_MAX, "role")),
  proof: v.pipe(text(), v.minLength(PROOF_MIN, "proofShort"), v.maxLength(PROOF_MAX, "proofLong")),
  contactEmail: v.pipe(text(), v.nonEmpty("contactEmail"), v.maxLength(EMAIL_MAX, "contactEmail"), v.email("contactEmail"), v.toLowerCase()),
});

export type RequestInput = v.InferOutput<typeof requestSchema>;
export type RequestField = keyof RequestInput;
export const REQUEST_FIELDS = ["organisationKind", "organisationName", "role", "proof", "contactEmail"] as const satisfies readonly RequestField[];
export type RequestErrors = Partial<Record<RequestField, string>>;
/** What the form shows again after an error: exactly what the person typed. */
export type RequestValues = Record<RequestField, string>;

export function parseRequest(raw: Record<string, unknown>): { success: true; output: RequestInput } | { success: false; errors: RequestErrors } {
  const result = v.safeParse(requestSchema, raw);
  if (result.success) return { success: true, output: result.output };
  const errors: RequestErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) as RequestField | null;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors };
}

/** What the action answers: sent, or refused with the field errors and everything typed. */
export type RequestOutcome =
  | { ok: true; at: number }
  | { ok: false; error: "invalid" | "pending" | "unverified"; errors: RequestErrors; values: RequestValues; at: number };
