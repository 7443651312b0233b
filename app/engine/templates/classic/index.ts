import type { Template } from "../types";
import { classicBirthday } from "./birthday";
import { classicMuseum } from "./museum";
import { classicMystery } from "./mystery";
import { classicOnboarding } from "./onboarding";
import { classicRevision } from "./revision";

/** The classic game type's templates, one per use (TEMPLATE_USES). */
export const CLASSIC_TEMPLATES: Template[] = [classicRevision, classicOnboarding, classicBirthday, classicMystery, classicMuseum];
