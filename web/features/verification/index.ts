// The public check of a document this portal issued: files or a printed code, answered with
// references, times and hashes only.
export { VerifyTool } from './components/verify-tool';
