import { createContext, useContext, type ReactNode } from "react";
import { formatPath } from "~/engine";

/**
 * Where a field sits inside the selected item, written as the engine writes its problems' paths
 * (`interactions[0].effects[1].objectId`): every inspector field carries it as `data-path`, so a problem
 * chosen in the list can put the focus on the very field at fault (app/studio/shell/focus-field.ts).
 * A list's rows add their key and rank; a field adds its own key (its `name`, or `at`).
 */

type Segment = string | number;

const FieldPathContext = createContext<readonly Segment[]>([]);

export function FieldPath({ at, children }: { at: readonly Segment[]; children: ReactNode }) {
  const prefix = useContext(FieldPathContext);
  return <FieldPathContext.Provider value={[...prefix, ...at]}>{children}</FieldPathContext.Provider>;
}

/** The `data-path` of a field or group whose key is `key` here (`["answers", 2]` for a list's item); undefined when it has none. */
export function useFieldPath(key: Segment | readonly Segment[] | undefined): string | undefined {
  const prefix = useContext(FieldPathContext);
  if (key === undefined) return undefined;
  return formatPath([...prefix, ...(Array.isArray(key) ? key : [key as Segment])]);
}
