import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { LOCALES } from "~/i18n/locales";
import { useT } from "~/i18n/use-t";
import {
  CONTACT_TOPICS,
  HONEYPOT_FIELD,
  isContactTopic,
  MESSAGE_MAX,
  MESSAGE_MIN,
  NAME_MAX,
  EMAIL_MAX,
  parseContact,
  type ContactErrors,
  type ContactField,
} from "~/lib/contact-schema";
import { submitContact } from "~/lib/contact.server";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import { useRootData } from "~/lib/root-data";
import styles from "~/styles/pages-b.css?url";
import { numberFormat } from "~/lib/intl-formats";
import { readForm } from "~/lib/form-request.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const topic = url.searchParams.get("topic");
  return {
    ...pageTexts(context, ["contact"], { title: "contact.title", description: "contact.description" }),
    topic: isContactTopic(topic) ? topic : "general",
    sent: url.searchParams.get("sent") === "1",
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const result = await submitContact(context, await readForm(request));
  // Post/Redirect/Get: reloading the thank-you page never sends the message twice.
  if (result.ok) return redirect("/contact?sent=1");
  return data(result, { status: result.status });
}

const FIELDS: ContactField[] = ["name", "email", "topic", "message"];
type Item = { to: string; text: string };

export default function Contact() {
  const { topic, sent } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const { t, tx, locale } = useT();
  const supportEmail = useRootData()?.supportEmail ?? "support@escaplay.fr";
  const [clientErrors, setClientErrors] = useState<ContactErrors | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  const failed = actionData && !actionData.ok ? actionData : null;
  const errors: ContactErrors & { form?: string } = clientErrors ?? failed?.errors ?? {};
  const values = failed?.values ?? { name: "", email: "", topic, message: "" };
  const limits = { min: numberFormat(LOCALES[locale].locale).format(MESSAGE_MIN), max: numberFormat(LOCALES[locale].locale).format(MESSAGE_MAX) };
  const errorText = (key: string, field?: ContactField) =>
    t(`contact.errors.${key}`, field === "name" ? { max: NAME_MAX } : limits);
  const invalid = FIELDS.filter((f) => errors[f]);

  // Move focus to what changed: the first wrong field after an error, the notice after sending.
  useEffect(() => {
    setClientErrors(null);
    if (failed) formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [failed]);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const result = parseContact(Object.fromEntries(new FormData(event.currentTarget)));
    if (result.success) return setClientErrors(null);
    event.preventDefault();
    setClientErrors(result.errors);
    const first = FIELDS.find((f) => result.errors[f]);
    if (first) event.currentTarget.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
  }

  const describedBy = (field: ContactField, hint?: boolean) =>
    [hint ? `contact-${field}-hint` : null, errors[field] ? `contact-${field}-error` : null].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: ContactField) => (
    <p id={`contact-${field}-error`} className="field-error">
      {errors[field] ? errorText(errors[field] as string, field) : ""}
    </p>
  );
  // Rosetta fills unknown {{params}} with "", so the link's marker is passed through as its own value.
  const [before, after = ""] = t("contact.privacy", { link: "{{link}}" }).split("{{link}}");

  return (
    <>
      <section className="hero contact-hero" aria-labelledby="contact-title">
        <div>
          <h1 id="contact-title">{t("contact.heroTitle")}</h1>
          <p className="lead">{t("contact.heroText")}</p>
        </div>
        <img src="/images/pages-b/contact.svg" alt="" width={360} height={240} />
      </section>

      {sent ? (
        <div className="notice notice-ok contact-sent" role="status" tabIndex={-1} ref={sentRef}>
          <h2>{t("contact.sentTitle")}</h2>
          <p>{t("contact.sentText")}</p>
        </div>
      ) : null}

      <div className="contact-layout">
        <section className="form-card contact-form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t(sent ? "contact.sendAnother" : "contact.formTitle")}</h2>
          {invalid.length || errors.form ? (
            <div className="notice contact-errors" role="alert">
              {errors.form ? (
                <p>{errorText(errors.form)}</p>
              ) : (
                <>
                  <p>{t("contact.errorSummary")}</p>
                  <ul>
                    {invalid.map((f) => (
                      <li key={f}>
                        <a href={`#contact-${f}`}>{errorText(errors[f] as string, f)}</a>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          ) : null}
          <p className="muted">{t("contact.required")}</p>
          <Form method="post" action="/contact" noValidate onSubmit={onSubmit} ref={formRef} key={location.key}>
            <label htmlFor="contact-name">{t("contact.name")}</label>
            <input id="contact-name" name="name" type="text" autoComplete="name" required maxLength={NAME_MAX}
              defaultValue={values.name} aria-invalid={errors.name ? true : undefined} aria-describedby={describedBy("name")} />
            {fieldError("name")}

            <label htmlFor="contact-email">{t("contact.email")}</label>
            <input id="contact-email" name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX}
              defaultValue={values.email} aria-invalid={errors.email ? true : undefined} aria-describedby={describedBy("email", true)} />
            <p id="contact-email-hint" className="muted contact-hint">{t("contact.emailHint")}</p>
            {fieldError("email")}

            <label htmlFor="contact-topic">{t("contact.topic")}</label>
            <select id="contact-topic" name="topic" required defaultValue={isContactTopic(values.topic) ? values.topic : "general"}
              aria-invalid={errors.topic ? true : undefined} aria-describedby={describedBy("topic")}>
              {CONTACT_TOPICS.map((key) => (
                <option key={key} value={key}>{t(`contact.topics.${key}`)}</option>
              ))}
            </select>
            {fieldError("topic")}

            <label htmlFor="contact-message">{t("contact.message")}</label>
            <textarea id="contact-message" name="message" rows={8} required maxLength={MESSAGE_MAX}
              defaultValue={values.message} aria-invalid={errors.message ? true : undefined} aria-describedby={describedBy("message", true)} />
            <p id="contact-message-hint" className="muted contact-hint">{t("contact.messageHint", limits)}</p>
            {fieldError("message")}

            <div className="contact-hp" aria-hidden="true">
              <label htmlFor="contact-website">{t("contact.honeypot")}</label>
              <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
            </div>

            <div className="form-actions">
              <button type="submit" className="button" disabled={navigation.state === "submitting"}>
                {navigation.state === "submitting" ? t("contact.sending") : t("contact.submit")}
              </button>
            </div>
          </Form>
          <p className="muted contact-privacy">
            {before}
            <Link to="/mentions-legales#data">{t("contact.privacyLink")}</Link>
            {after}
          </p>
        </section>

        <aside className="contact-aside" aria-labelledby="contact-aside-title">
          <h2 id="contact-aside-title">{t("contact.asideTitle")}</h2>
          <h3>{t("contact.emailUs")}</h3>
          <p>
            {t("contact.emailUsText")} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </p>
          <h3>{t("contact.hoursTitle")}</h3>
          <p>{t("contact.hoursText")}</p>
          <h3>{t("contact.quickTitle")}</h3>
          <ul>
            {tx<Item[]>("contact.quick").map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.text}</Link>
              </li>
            ))}
          </ul>
          <p className="muted">{t("contact.reportNote")}</p>
        </aside>
      </div>
    </>
  );
}
