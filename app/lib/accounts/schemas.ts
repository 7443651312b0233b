import * as v from "valibot";

/**
 * The account forms' rules (spec section 5), shared by the browser and the server. Messages are keys of
 * the `auth.errors` texts, so each site shows them in its language.
 */
export const PASSWORD_MIN = 6;
export const USERNAME_MAX = 30;
export const CODE_LENGTH = 6;
export const USAGE_CONTEXTS = ["personal", "student_association", "teacher_association", "commercial", "training"] as const;
export const ACCOUNT_TYPES = ["player", "creator"] as const;

const required = (message = "incomplete") => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

/** Letters of any alphabet, digits, "_" and "-": no / # . [ { nor any other special character. */
export const usernameSchema = v.pipe(
  required(),
  v.maxLength(USERNAME_MAX, "usernameLength"),
  v.regex(/^[\p{L}\p{N}_-]+$/u, "usernameChars"),
);
export const emailSchema = v.pipe(required(), v.maxLength(254, "emailFormat"), v.email("emailFormat"), v.toLowerCase());
const password = v.pipe(v.string("incomplete"), v.nonEmpty("incomplete"), v.minLength(PASSWORD_MIN, "passwordShort"), v.maxLength(200, "passwordLong"));

// In every form schema a field missing from the form (an unchecked radio group) reads "incomplete", like an empty one.
export const registerSchema = v.pipe(
  v.object({
    username: usernameSchema,
    email: emailSchema,
    password,
    confirm: v.pipe(v.string("incomplete"), v.nonEmpty("incomplete")),
    accountType: v.picklist(ACCOUNT_TYPES, "incomplete"),
    usageContext: v.picklist(USAGE_CONTEXTS, "incomplete"),
    robotId: required("robot"),
    robotAnswer: required(),
  }, "incomplete"),
  v.forward(
    v.check((input) => input.password === input.confirm, "mismatch"),
    ["confirm"],
  ),
);
export type RegisterInput = v.InferOutput<typeof registerSchema>;

export const loginSchema = v.object({ email: required(), password: v.pipe(v.string("incomplete"), v.nonEmpty("incomplete")) }, "incomplete");

export const codeSchema = v.pipe(v.string("invalidCode"), v.trim(), v.length(CODE_LENGTH, "invalidCode"), v.regex(/^\d+$/, "invalidCode"));

export const recoveryRequestSchema = v.object({ email: emailSchema }, "incomplete");
export const newPasswordSchema = v.pipe(
  v.object({ token: required("resetInvalid"), password, confirm: v.pipe(v.string("incomplete"), v.nonEmpty("incomplete")) }, "incomplete"),
  v.forward(
    v.check((input) => input.password === input.confirm, "mismatch"),
    ["confirm"],
  ),
);

export type FieldErrors = Record<string, string>;

/** The first message per field, keyed by field name (`form` for errors about the whole form). */
export function fieldErrors(issues: v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? "form";
    errors[key] ??= issue.message;
  }
  // Spec section 5: empty fields are reported once, for the whole form.
  if (Object.values(errors).includes("incomplete")) errors.form = "incomplete";
  return errors;
}
