/**
 * Codes the browser's API adapters answer when the server's own code cannot stand for the
 * failure: every 401 (so callers tell "signed out" apart), no answer at all, and a 2xx reply
 * that does not match the message's schema.
 */
export const TRANSPORT_ERRORS = Object.freeze({
  unauthorized: 'http.401',
  network: 'http.network',
  malformedReply: 'http.malformed_reply',
});
