/** What the workspace shows of a member's companies (ADR 043); pure, so the components import it. */
export type CompanyProject = { id: string; type: "classic" | "interface" | "360"; title: string; updatedAt: number };
export type CompanySection = { companyId: string; name: string; projects: CompanyProject[] };
