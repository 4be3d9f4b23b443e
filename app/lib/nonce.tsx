import { createContext, useContext } from "react";

/** The CSP nonce of this response; empty in the browser (it hides nonces from scripts anyway). */
export const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
