import type { Template } from "../types";
import { revisionTemplate } from "./revision";

/** The panorama game type's templates, one per use (TEMPLATE_USES). */
export const PANORAMA_TEMPLATES: Template[] = [revisionTemplate];
