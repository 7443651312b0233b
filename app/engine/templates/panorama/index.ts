import type { Template } from "../types";
import { birthdayTemplate } from "./birthday";
import { languageTemplate } from "./language";
import { museumTemplate } from "./museum";
import { mysteryTemplate } from "./mystery";
import { onboardingTemplate } from "./onboarding";
import { revisionTemplate } from "./revision";

/** The panorama game type's templates, one per use, in the order of TEMPLATE_USES. */
export const PANORAMA_TEMPLATES: Template[] = [
  revisionTemplate,
  onboardingTemplate,
  birthdayTemplate,
  mysteryTemplate,
  museumTemplate,
  languageTemplate,
];
