// A sent idea's proof of disclosure, the same panel for the inventor, staff and counsel.
export { HashValue } from './components/hash-value';
export { ProofOfDisclosure, ProofPanel } from './components/proof-of-disclosure';
