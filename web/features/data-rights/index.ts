// A person's rights over their data: a copy of it, and the deletion of their account.
export { DownloadMyData } from './components/download-my-data';
export { DeleteMyAccount } from './components/delete-my-account';
export { ErasureOutcomeView } from './components/erasure-outcome-view';
export { erasureOutcomeFrom, outcomeHeadings, outcomeState } from './lib/erasure-outcome';
