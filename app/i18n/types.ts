import type { BaseLanguage } from "./locales";

export type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/**
 * A namespace of texts: every base language is complete (the type of the French table is the
 * contract), and the Swiss and Belgian sites may override a few French texts.
 */
export type Namespace<T> = Record<BaseLanguage, T> & { ch?: DeepPartial<T>; be?: DeepPartial<T> };
