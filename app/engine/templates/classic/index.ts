import type { Template } from "../types";
import { classicBirthday } from "./birthday";
import { classicLanguage } from "./language";
import { classicMuseum } from "./museum";
import { classicMystery } from "./mystery";
import { classicOnboarding } from "./onboarding";
import { classicRevision } from "./revision";

/** The classic game type's templates, one per use, in the order of TEMPLATE_USES. */
export const CLASSIC_TEMPLATES: Template[] = [classicRevision, classicOnboarding, classicBirthday, classicMystery, classicMuseum, classicLanguage];
