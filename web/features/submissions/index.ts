// What both audiences see of a submission, and what other features show of one.
export { Detail, DetailsSection } from './components/detail';
export { DownloadAttachmentButton } from './components/download-attachment-button';
export { FileName } from './components/file-name';
export { IdeaFilesList } from './components/idea-files-list';
export { ideaFiles } from './components/idea-files';
export { InventionFactsView } from './components/invention-facts-view';
export { InventorsView } from './components/inventors-view';
export { InventorStateBadge, UnreadBadge } from './components/inventor-state-badge';
export { StatusBadge } from './components/status-badge';
export { TagChips } from './components/tag-chips';
export { statusToneClassNames } from './lib/submission-status';
export { uploadAttachment } from './lib/upload-attachment';
