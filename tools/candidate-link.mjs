// Signed candidate links for the e2e suite (QA's CANDIDATE runs and the staging tests): the reference
// server's own signing, shell/server/candidate-link.mjs.
export { candidateLink, signedCandidate } from '../shell/server/candidate-link.mjs';
