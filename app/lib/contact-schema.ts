import * as v from "valibot";

/**
 * The contact form's one schema, shared by the action (authoritative) and the browser (to answer
 * before a round trip). Messages are keys under `contact.errors`, translated where they are shown.
 */
export const CONTACT_TOPICS = ["general", "support", "education", "company", "press", "partnership"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;

/** Bots fill every field; people never see this one. */
export const HONEYPOT_FIELD = "website";

const text = (required: string) => v.pipe(v.optional(v.string(required), ""), v.trim());

export const contactSchema = v.object({
  name: v.pipe(text("nameRequired"), v.nonEmpty("nameRequired"), v.maxLength(NAME_MAX, "nameTooLong")),
  email: v.pipe(
    text("emailRequired"),
    v.nonEmpty("emailRequired"),
    v.maxLength(EMAIL_MAX, "emailInvalid"),
    v.email("emailInvalid"),
  ),
  topic: v.picklist(CONTACT_TOPICS, "topicInvalid"),
  message: v.pipe(
    text("messageTooShort"),
    v.minLength(MESSAGE_MIN, "messageTooShort"),
    v.maxLength(MESSAGE_MAX, "messageTooLong"),
  ),
});

export type ContactInput = v.InferOutput<typeof contactSchema>;
export type ContactField = keyof ContactInput;
export type ContactErrors = Partial<Record<ContactField, string>>;
/** What the form shows again after an error: exactly what the person typed. */
export type ContactValues = Record<ContactField, string>;

export function isContactTopic(value: unknown): value is ContactTopic {
  return typeof value === "string" && (CONTACT_TOPICS as readonly string[]).includes(value);
}

export function parseContact(
  raw: Record<string, unknown>,
): { success: true; output: ContactInput } | { success: false; errors: ContactErrors } {
  const result = v.safeParse(contactSchema, raw);
  if (result.success) return { success: true, output: result.output };
  const errors: ContactErrors = {};
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) as ContactField | null;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors };
}
