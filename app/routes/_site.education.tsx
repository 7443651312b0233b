import { useActionData, useLoaderData } from "@remix-run/react";
import {
  Cards,
  Faq,
  PageHero,
  Paragraphs,
  PlanBox,
  Section,
  Steps,
  OfferList,
  marketingLinks,
  useTeacherPrice,
  type CardText,
  type FaqText,
  type StepText,
} from "~/components/marketing/blocks";
import { RequestSection } from "~/components/education/request-section";
import type { RequestOutcome } from "~/lib/education/request-schema";
import { useT } from "~/i18n/use-t";
import { educationAction, educationLoader } from "~/lib/education/education-page.server";
import { pageMeta } from "~/lib/meta";
import type { OfferItem } from "~/lib/plans";

export const meta = pageMeta;
export const links = marketingLinks;

export const loader = educationLoader;
export const action = educationAction;

/** What the Education plan offers, available first; lib/plans marks the lines not available yet. */
const OFFER: readonly OfferItem[] = ["guestInvites", "privateSharing", "collaborators", "results", "collections"];

export default function Education() {
  const { t, tx } = useT();
  const price = useTeacherPrice();
  const { request } = useLoaderData<typeof loader>();
  const outcome = useActionData<RequestOutcome>();
  return (
    <>
      <PageHero
        eyebrow={t("education.eyebrow")}
        title={t("education.heroTitle")}
        lead={t("education.heroText")}
        image="education"
        actions={[
          { to: "#request", label: t("education.ctaContact") },
          { to: "/learn", label: t("education.ctaLearn"), kind: "secondary" },
        ]}
      />
      <Section id="why" title={t("education.whyTitle")}>
        <Cards items={tx<CardText[]>("education.why")} icons={["spark", "team", "hint", "chart"]} />
      </Section>
      <Section id="ideas" title={t("education.ideasTitle")} intro={t("education.ideasIntro")} tone="tint">
        <Cards items={tx<CardText[]>("education.ideas")} icons={["classic", "360", "language", "megaphone"]} />
      </Section>
      <Section id="session" title={t("education.sessionTitle")}>
        <Steps items={tx<StepText[]>("education.session")} />
        <p>
          {t("education.liveEvents")}
        </p>
        <p className="notice">{t("education.sessionNotice")}</p>
      </Section>
      <Section id="results" title={t("education.resultsTitle")}>
        <Paragraphs items={tx<string[]>("education.results")} />
      </Section>
      <Section id="plan" title={t("education.planTitle")} intro={t("education.planIntro")} tone="tint">
        <div className="mk-split">
          <PlanBox plan="education" name={t("education.planName")}>
            <p className="muted">{t("education.planCondition")}</p>
          </PlanBox>
          <OfferList
            items={OFFER}
            label={(item) => t(`education.planFeatures.${item}`)}
            extra={[t("education.planAccess")]}
          />
        </div>
        <h3>{t("education.teacherTitle", { price })}</h3>
        <p className="prose">{t("education.teacherText", { price })}</p>
      </Section>
      <Section id="faq" title={t("education.faqTitle")}>
        <Faq items={tx<FaqText[]>("education.faq")} />
      </Section>
      <Section id="request" title={t("education.request.title")} intro={t("education.request.intro")} tone="tint">
        <RequestSection state={request} outcome={outcome} />
      </Section>
    </>
  );
}
