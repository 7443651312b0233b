import { useLoaderData } from "@remix-run/react";

/**
 * Whether the person at the editor may change the project (ADR 027): the editor's loader data carries
 * their `role`; a viewer sees the files and versions without the controls the server would refuse.
 */
export function useCanChange(): boolean {
  const { role } = useLoaderData<{ role?: string }>();
  return role !== "viewer";
}
