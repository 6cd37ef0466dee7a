// What both audiences see of a submission, and what other features show of one.
export { DownloadAttachmentButton } from './components/download-attachment-button';
export { InventorStateBadge, UnreadBadge } from './components/inventor-state-badge';
export { StatusBadge } from './components/status-badge';
export { TagChips } from './components/tag-chips';
export { statusToneClassNames } from './lib/submission-status';
export { uploadAttachment } from './lib/upload-attachment';
