/** `@mediation/chat/connect`: the client of the mediation platform's real-time server. */
export {};
