import type { Template } from "../types";
import { classicRevision } from "./revision";

/** The classic game type's templates, one per use (TEMPLATE_USES). */
export const CLASSIC_TEMPLATES: Template[] = [classicRevision];
