import type { Template } from "../types";

/** The classic game type's templates, one per use (TEMPLATE_USES). */
export const CLASSIC_TEMPLATES: Template[] = [];
