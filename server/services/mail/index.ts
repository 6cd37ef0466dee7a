// What other domains use of mail: they import it from here, never from its files.
export { type Template, calendarDay, composeMail, inWords } from './layout';
export { portalLinks } from './links';
export { enqueueMail } from './outbox';
export { attestationRequestMail, coInventorDraftInvitationMail } from './co-inventor-templates';
export {
  type ConversationNoticeItem,
  type SecurityChange,
  accountSecurityMail,
  agreementSignedMail,
  conversationNoticeMail,
  reviewAssignedMail,
  statusChangeMail,
  submissionReceiptMail,
} from './templates';
