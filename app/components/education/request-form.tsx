import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useT } from "~/i18n/use-t";
import { EMAIL_MAX, ORGANISATION_KINDS, ORGANISATION_MAX, PROOF_MAX, PROOF_MIN, ROLE_MAX, type RequestErrors, type RequestField, type RequestValues } from "~/lib/education/request-schema";

type Props = { email: string; failed: { errors: RequestErrors; values: RequestValues; at: number } | null };

/** One field's label, hint and error, tied together for assistive technologies. */
function useField(failed: Props["failed"]) {
  const { t } = useT();
  return (name: RequestField, hint?: string) => {
    const error = failed?.errors[name];
    const describedBy = [hint ? `edu-${name}-hint` : "", error ? `edu-${name}-error` : ""].filter(Boolean).join(" ") || undefined;
    return {
      input: { id: `edu-${name}`, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy },
      hint: hint ? (
        <p id={`edu-${name}-hint`} className="muted">
          {hint}
        </p>
      ) : null,
      error: error ? (
        <p id={`edu-${name}-error`} className="field-error">
          {t(`education.request.errors.${error}`, { min: PROOF_MIN, max: PROOF_MAX })}
        </p>
      ) : null,
    };
  };
}

/**
 * The Education request (ADR 039): the school or association, the role, the proof, the mail staff answer to
 * (the account's, unless changed). A refused form comes back with everything typed and the first wrong field focused.
 */
export function EducationRequestForm({ email, failed }: Props) {
  const { t } = useT();
  const busy = useNavigation().state === "submitting";
  const form = useRef<HTMLFormElement>(null);
  const field = useField(failed);
  const values = failed?.values;
  useEffect(() => {
    if (failed) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failed]);
  const kind = field("organisationKind");
  const organisation = field("organisationName", t("education.request.organisationHint"));
  const role = field("role", t("education.request.roleHint"));
  const proof = field("proof", t("education.request.proofHint", { min: PROOF_MIN, max: PROOF_MAX }));
  const contact = field("contactEmail", t("education.request.contactHint"));
  return (
    <Form method="post" noValidate className="form-card edu-request" ref={form} key={failed?.at ?? 0}>
      <label htmlFor="edu-organisationKind">{t("education.request.organisationKind")}</label>
      <select {...kind.input} required defaultValue={values?.organisationKind ?? ""}>
        <option value="">{t("education.request.kindPlaceholder")}</option>
        {ORGANISATION_KINDS.map((value) => (
          <option key={value} value={value}>
            {t(`education.request.kinds.${value}`)}
          </option>
        ))}
      </select>
      {kind.error}
      <label htmlFor="edu-organisationName">{t("education.request.organisationName")}</label>
      {organisation.hint}
      <input {...organisation.input} required maxLength={ORGANISATION_MAX} autoComplete="organization" defaultValue={values?.organisationName ?? ""} />
      {organisation.error}
      <label htmlFor="edu-role">{t("education.request.role")}</label>
      {role.hint}
      <input {...role.input} required maxLength={ROLE_MAX} autoComplete="organization-title" defaultValue={values?.role ?? ""} />
      {role.error}
      <label htmlFor="edu-proof">{t("education.request.proof")}</label>
      {proof.hint}
      <textarea {...proof.input} required rows={5} minLength={PROOF_MIN} defaultValue={values?.proof ?? ""} />
      {proof.error}
      <label htmlFor="edu-contactEmail">{t("education.request.contactEmail")}</label>
      {contact.hint}
      <input {...contact.input} type="email" required maxLength={EMAIL_MAX} autoComplete="email" defaultValue={values?.contactEmail ?? email} />
      {contact.error}
      <div className="form-actions">
        <button type="submit" className="button" disabled={busy}>
          {t("education.request.send")}
        </button>
      </div>
    </Form>
  );
}
