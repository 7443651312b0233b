import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the page being rendered (ADR 010). Only the server knows it:
 * in the browser the context stays empty, which is also what a browser shows of a nonce attribute
 * after load, so hydration sees no difference.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
