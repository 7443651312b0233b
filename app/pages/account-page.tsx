import { data, redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useT } from "~/i18n/use-t";
import { AVATAR_FORM_MAX_BYTES, removeAvatar, uploadAvatar, uploadTooLarge } from "~/lib/account/avatar.server";
import { cancelEmailChange, confirmEmailChange, pendingEmailChange, requestEmailChange, resendEmailChange } from "~/lib/account/email-change.server";
import { changePassword, hasPassword, type ProfileResult } from "~/lib/account/profile.server";
import { gamesOf } from "~/lib/account/results.server";
import { subscriptionOf } from "~/lib/account/subscription.server";
import { requireUser } from "~/lib/guards.server";
import { editableProfile, savePublicProfile } from "~/lib/profiles/edit.server";
import { pageMeta } from "~/lib/meta";
import { pageTexts } from "~/lib/page.server";
import { avatarUrl } from "~/lib/session.server";
import styles from "~/styles/account.css?url";
import { ProfileTab, type AccountActionData } from "./account-profile";
import { SubscriptionTab } from "./account-subscription";
import { AccountHeader, ErrorSummary, SavedNotice } from "./account-ui";
import { readForm } from "~/lib/form-request.server";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];
export const meta = pageMeta;

const SAVED = ["email", "emailPending", "emailResent", "emailCancelled", "password", "avatar", "avatarRemoved", "publicProfile"] as const;
type Saved = (typeof SAVED)[number];
const INTENTS = ["email", "email-confirm", "email-resend", "email-cancel", "password", "avatar", "avatar-remove", "public-profile"] as const;
type Intent = (typeof INTENTS)[number];

/** /account (spec section 2): the profile tab, or the subscription tab that upgrade prompts point to. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(context, request);
  const url = new URL(request.url);
  const tab: "subscription" | "profile" = url.searchParams.get("tab") === "subscription" ? "subscription" : "profile";
  const savedParam = url.searchParams.get("saved");
  const saved = SAVED.find((key) => key === savedParam) ?? null;
  const [subscription, passwordSet, games, publicProfile, pendingEmail] = await Promise.all([
    subscriptionOf(context.db, user),
    hasPassword(context, user.id),
    tab === "profile" ? gamesOf(context.db, user.id) : Promise.resolve([]),
    editableProfile(context.db, user.id),
    tab === "profile" ? pendingEmailChange(context.db, user.id) : Promise.resolve(null),
  ]);
  const title = tab === "subscription" ? "account.subscription.pageTitle" : "account.title";
  return {
    ...pageTexts(context, ["account", "plans", "profile", "billing", "team"], { title, description: "account.description" }),
    tab,
    saved,
    account: { username: user.username, email: user.email, avatar: avatarUrl(user), hasAvatar: Boolean(user.avatarKey), hasPassword: passwordSet, pendingEmail },
    subscription,
    games,
    publicProfile,
  };
}

const SAVED_BY_INTENT: Record<Intent, Saved> = {
  email: "emailPending",
  "email-confirm": "email",
  "email-resend": "emailResent",
  "email-cancel": "emailCancelled",
  password: "password",
  avatar: "avatar",
  "avatar-remove": "avatarRemoved",
  "public-profile": "publicProfile",
};

/** One action for the profile tab's forms, told apart by their `intent` field. */
export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(context, request);
  if (uploadTooLarge(request)) {
    return data({ intent: "avatar", ok: false as const, errors: { avatar: "avatarSize" } } satisfies AccountActionData, { status: 400 });
  }
  const form = await readForm(request, AVATAR_FORM_MAX_BYTES);
  const intent = INTENTS.find((name) => name === form.get("intent"));
  let result: ProfileResult;
  switch (intent) {
    case "email":
      result = await requestEmailChange(context, request, user, Object.fromEntries(form));
      break;
    case "email-confirm":
      result = await confirmEmailChange(context, request, user, Object.fromEntries(form));
      break;
    case "email-resend":
      result = await resendEmailChange(context, user);
      break;
    case "email-cancel":
      result = await cancelEmailChange(context, user);
      break;
    case "password":
      result = await changePassword(context, user, Object.fromEntries(form));
      break;
    case "avatar":
      result = await uploadAvatar(context, request, user, form.get("avatar"));
      break;
    case "avatar-remove":
      result = await removeAvatar(context, request, user);
      break;
    case "public-profile":
      result = await savePublicProfile(context.db, user.id, Object.fromEntries(form));
      break;
    default:
      return data({ intent: "unknown", ok: false as const, errors: { form: "error" } } satisfies AccountActionData, { status: 400 });
  }
  // Post/Redirect/Get: a reload never submits twice; the cookie follows a changed e-mail or avatar.
  if (result.ok) {
    return redirect(`/account?saved=${SAVED_BY_INTENT[intent]}`, result.setCookie ? { headers: { "Set-Cookie": result.setCookie } } : undefined);
  }
  return data({ intent, ok: false as const, errors: result.errors, values: result.values } satisfies AccountActionData, { status: result.status });
}

export default function AccountPage() {
  const { tab, saved, account, subscription, games, publicProfile } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as AccountActionData | undefined;
  const { t } = useT();
  return (
    <section className="account" aria-labelledby="account-title">
      <AccountHeader title={t("account.title")} current={tab}>
        {saved ? <SavedNotice text={t(`account.saved.${saved}`)} /> : null}
        {/* A form none of the sections knows (tampered, or from an older page) must not fail silently. */}
        {actionData?.intent === "unknown" ? <ErrorSummary messages={[{ text: t("account.errors.error") }]} /> : null}
      </AccountHeader>
      {tab === "subscription" ? (
        <SubscriptionTab subscription={subscription} />
      ) : (
        <ProfileTab account={account} games={games} publicProfile={publicProfile} storageLimit={subscription.storage.limit} actionData={actionData} />
      )}
    </section>
  );
}
