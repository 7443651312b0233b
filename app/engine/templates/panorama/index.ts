import type { Template } from "../types";

/** The panorama game type's templates, one per use (TEMPLATE_USES). */
export const PANORAMA_TEMPLATES: Template[] = [];
