// What other domains use of attachments: they import it from here, never from its files.
export { type Attachment, attachmentInUse, removeIfUnused } from './attachments';
