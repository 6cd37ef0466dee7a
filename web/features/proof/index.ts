// A sent idea's proof of disclosure, the same panel for the inventor and for staff.
export { ProofOfDisclosure } from './components/proof-of-disclosure';
