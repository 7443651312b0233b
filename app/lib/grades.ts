/** Spec section 2: badges by grade — 3 and 5 pro, 4 education, 6 company. */
export function badgeFor(grade: number): "pro" | "education" | "company" | null {
  if (grade === 3 || grade === 5) return "pro";
  if (grade === 4) return "education";
  if (grade === 6) return "company";
  return null;
}

/** Below grade 3 the Go-Pro prompt shows. */
export function showsUpgradePrompt(grade: number): boolean {
  return grade < 3;
}
