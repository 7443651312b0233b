import { describe, expect, it } from "vitest";
import { PROOF_MAX, PROOF_MIN } from "../../app/lib/education/request-schema";
import { send } from "./account-area-fixtures";
import { player } from "./admin-fixtures";
import { educationPage, educationText, REQUEST, requestRows, sendRequest } from "./education-fixtures";

/** Sending an Education request from /education (ADR 039): an account only, every field checked, one waiting at a time. */

describe("the request form of /education", () => {
  it("sends a visitor to registration first, then back to the form", async () => {
    const visitor = await educationPage(null);
    expect(visitor.text).toContain(educationText("request.signIn"));
    expect(visitor.html).toContain(`href="/join?r=${encodeURIComponent("/education#request")}"`);
    expect(visitor.html).not.toContain('name="proof"');
    const posted = await send("/education", REQUEST, "");
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Location")).toBe(`/join?r=${encodeURIComponent("/education#request")}`);
  });

  it("lets a teacher send a request, says staff will answer by mail, then shows it waiting", async () => {
    const teacher = await player();
    const form = await educationPage(teacher);
    // The mail field is filled in with the account's address.
    expect(form.html).toMatch(new RegExp(`name="contactEmail"[^>]*value="${teacher.email}"`));
    const sent = await sendRequest(teacher, { contactEmail: "  Prof.SVT@College.example " });
    expect(sent.status).toBe(200);
    expect(sent.text).toContain(educationText("request.sent"));
    expect(await requestRows(teacher.id)).toEqual([
      expect.objectContaining({ status: "pending", kind: "school", organisation: REQUEST.organisationName, contactEmail: "prof.svt@college.example" }),
    ]);
    const waiting = await educationPage(teacher);
    expect(waiting.text).toMatch(new RegExp(educationText("request.pending", { date: "[^:]+", email: "prof.svt@college.example" })));
    expect(waiting.html).not.toContain('name="proof"');
  });

  it("refuses each wrong field with its own message, and gives back everything typed", async () => {
    const teacher = await player();
    const typed = { organisationKind: "company", organisationName: "X", role: " ", proof: "Trop court", contactEmail: "pas-une-adresse" };
    const refused = await sendRequest(teacher, typed);
    expect(refused.status).toBe(400);
    for (const key of ["organisationKind", "organisationName", "role", "proofShort", "contactEmail"]) {
      expect(refused.text, key).toContain(educationText(`request.errors.${key}`, { min: PROOF_MIN, max: PROOF_MAX }));
    }
    expect(refused.html).toContain(">Trop court</textarea>");
    expect(refused.html).toMatch(/name="contactEmail"[^>]*value="pas-une-adresse"/);
    expect(refused.html).toMatch(/name="organisationName"[^>]*aria-invalid="true"/);

    const long = "Preuve ".repeat(400);
    const tooLong = await sendRequest(teacher, { proof: long });
    expect(tooLong.status).toBe(400);
    expect(tooLong.text).toContain(educationText("request.errors.proofLong", { max: PROOF_MAX }));
    expect(tooLong.html).toContain(long.trim());
    expect(await requestRows(teacher.id)).toEqual([]);
  });

  it("keeps one waiting request per account: a second is refused and the page shows the first", async () => {
    const teacher = await player();
    expect((await sendRequest(teacher)).status).toBe(200);
    const again = await sendRequest(teacher, { organisationName: "Lycée Ampère" });
    expect(again.status).toBe(409);
    expect(again.text).toContain(educationText("request.refusals.pending"));
    expect(await requestRows(teacher.id)).toEqual([expect.objectContaining({ organisation: REQUEST.organisationName })]);
  });

  it("refuses an account that has not confirmed its address", async () => {
    const unverified = await player(0);
    expect((await sendRequest(unverified)).status).not.toBe(200);
    expect(await requestRows(unverified.id)).toEqual([]);
  });
});
