import { submissionReference } from '#common/submissions';
import type { Storage } from '#server/providers/storage/storage';
import {
  byColumnName,
  namesIn,
  type BundleEntry,
  type HashedZipPlan,
  type WrittenFile,
} from '../proof/index';
import type { ExportFacts, ExportedFile } from './export-facts';

const encoder = new TextEncoder();
const json = (value: unknown) => encoder.encode(`${JSON.stringify(value, null, 2)}\n`);
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

/** The folder the export unpacks into, and its ZIP's name without `.zip`. */
export const exportFolder = (madeAt: Date) => `my-data-${madeAt.toISOString().slice(0, 10)}`;

const readme = (facts: ExportFacts, madeAt: Date) => `Your data from the invention portal
===================================

Made for ${facts.user.email} at ${madeAt.toISOString()} (UTC).

profile.json            your account, profile, passkeys and signed-in sessions
ideas/<reference>/      each idea and draft of yours: idea.json, its files, and the
                        messages between you and the innovation team (messages.json)
agreements/             the invention agreements you signed, as PDFs, and their details
co-inventor-of.json     ideas of others that list you as a co-inventor, and your answers
contact-messages.json   what you sent through the contact form
audit-entries.json      the audit log's entries of your own actions, as stored
manifest.json           what this archive holds, with each file's SHA-256 and size
SHA256SUMS              the same hashes; check them with: sha256sum -c SHA256SUMS

Files are as you uploaded them. Internal notes of the innovation team and reviewers'
scores are not personal data of yours and are not included.
`;

function profileDocument(facts: ExportFacts) {
  const { user, profile } = facts;
  return {
    account: {
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: user.emailVerified,
      emailVerifiedAt: iso(user.emailVerifiedAt),
      role: user.role,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: iso(user.createdAt),
    },
    profile: profile && {
      fullName: profile.fullName,
      jobTitle: profile.jobTitle,
      phoneNumber: profile.phoneNumber,
      lastSignIn: iso(profile.lastLogin),
      previousSignIn: iso(profile.previousLogin),
      lastPasswordChange: iso(profile.lastPasswordChange),
    },
    passkeys: facts.passkeys.map((key) => ({
      name: key.name,
      addedAt: iso(key.createdAt),
      lastUsedAt: iso(key.lastUsedAt),
      deviceType: key.deviceType,
      backedUp: key.backedUp,
    })),
    sessions: facts.sessions.map((session) => ({
      startedAt: iso(session.createdAt),
      lastActiveAt: iso(session.lastActiveAt),
      expiresAt: iso(session.expiresAt),
      ipAddress: session.ipAddress,
      browser: session.userAgent,
    })),
  };
}

const fileRecord = (file: ExportedFile, path: string | null) => ({
  name: file.fileName,
  path,
  type: file.contentType,
  size: file.sizeBytes,
  sha256: file.sha256,
  uploadedAt: iso(file.createdAt),
});

/**
 * What goes into a person's data export, in the order it is written: the documents made from
 * the facts, the stored files streamed from storage one at a time, then manifest.json and
 * SHA256SUMS from the hashes of what was written. A stored file that is gone is named in the
 * manifest's `missing`.
 */
export function exportPlan(storage: Storage, facts: ExportFacts, madeAt: Date): HashedZipPlan {
  const fromStorage = (path: string, file: ExportedFile): BundleEntry => ({
    path,
    open: async () => (await storage.get(file.storageKey))?.body ?? null,
    compress: false,
  });
  const entries: BundleEntry[] = [
    { path: 'README.txt', open: async () => encoder.encode(readme(facts, madeAt)) },
    { path: 'profile.json', open: async () => json(profileDocument(facts)) },
  ];
  const folders = new Set<string>();
  for (const { idea, files, coInventors } of facts.ideas) {
    const short = `ideas/${submissionReference(idea.id)}`;
    const folder = folders.has(short) ? `ideas/${idea.id}` : short;
    folders.add(folder);
    const fileName = namesIn(`${folder}/files`);
    const filePaths = files.map((file) => fileName(file.fileName, file.contentType));
    const messageFileName = namesIn(`${folder}/message-files`);
    const messages = facts.messages.filter(({ message }) => message.submissionId === idea.id);
    const messageFiles: BundleEntry[] = [];
    const messageRecords = messages.map(({ message, file }) => {
      const path = file
        ? messageFileName(message.attachmentName ?? file.fileName, file.contentType)
        : null;
      if (path && file) messageFiles.push(fromStorage(path, file));
      return {
        sentAt: iso(message.createdAt),
        kind: message.kind,
        from: message.authorRole === 'submitter' ? 'you' : message.authorName,
        text: message.body,
        attachment: file && path ? fileRecord(file, path) : null,
      };
    });
    const document = {
      reference: submissionReference(idea.id),
      id: idea.id,
      status: idea.status,
      title: idea.ideaTitle,
      description: idea.ideaDescription,
      facts: idea.facts,
      submitter: { name: idea.fullName, email: idea.email, jobTitle: idea.jobTitle },
      yourShare: idea.submitterShare,
      coInventors: coInventors.map((row) => ({
        name: row.name,
        email: row.email,
        affiliation: row.affiliation,
        share: row.share,
        lead: row.lead,
        response: row.response,
        respondedAt: iso(row.respondedAt),
      })),
      createdAt: iso(idea.createdAt),
      sentAt: iso(idea.submittedAt),
      updatedAt: iso(idea.updatedAt),
      reviewedAt: iso(idea.reviewedAt),
      notesFromReview: idea.adminNotes,
      decidedAt: iso(idea.decidedAt),
      files: files.map((file, index) => fileRecord(file, filePaths[index]!)),
    };
    entries.push({ path: `${folder}/idea.json`, open: async () => json(document) });
    if (messages.length)
      entries.push({ path: `${folder}/messages.json`, open: async () => json(messageRecords) });
    entries.push(...files.map((file, index) => fromStorage(filePaths[index]!, file)));
    entries.push(...messageFiles);
  }

  const agreementFile = namesIn('agreements');
  const agreementRecords = facts.agreements.map((agreement) => {
    const path = agreement.documentKey
      ? agreementFile(`agreement-${agreement.id.slice(0, 8)}.pdf`, 'application/pdf')
      : null;
    if (path && agreement.documentKey) {
      const key = agreement.documentKey;
      entries.push({
        path,
        open: async () => (await storage.get(key))?.body ?? null,
        compress: false,
      });
    }
    return {
      id: agreement.id,
      status: agreement.status,
      signer: {
        name: agreement.signerName,
        email: agreement.signerEmail,
        jobTitle: agreement.signerJobTitle,
      },
      templateVersion: agreement.templateVersion,
      sentAt: iso(agreement.createdAt),
      signedAt: iso(agreement.signedAt),
      document: path,
      documentSha256: agreement.documentSha256,
    };
  });
  entries.push(
    { path: 'agreements/agreements.json', open: async () => json(agreementRecords) },
    {
      path: 'co-inventor-of.json',
      open: async () =>
        json(
          facts.coInventorOf.map(({ row, reference, title }) => ({
            idea: { reference: submissionReference(reference), title },
            listedAs: { name: row.name, email: row.email, affiliation: row.affiliation },
            share: row.share,
            response: row.response,
            respondedAt: iso(row.respondedAt),
            printedName: row.printedName,
            meaning: row.meaning,
            disputeReason: row.disputeReason,
            claimedShare: row.claimedShare,
            disputeComment: row.disputeComment,
          })),
        ),
    },
    {
      path: 'contact-messages.json',
      open: async () =>
        json(
          facts.contactMessages.map((message) => ({
            sentAt: iso(message.createdAt),
            name: message.name,
            email: message.email,
            subject: message.subject,
            message: message.message,
          })),
        ),
    },
    {
      path: 'audit-entries.json',
      open: async () => json(facts.auditEntries.map(byColumnName)),
    },
  );

  return {
    root: exportFolder(madeAt),
    entries,
    mtime: madeAt,
    summaries: (written: WrittenFile[], missing: string[]) => {
      const manifest = json({
        kind: 'personal-data-export',
        person: { id: facts.user.id, email: facts.user.email },
        madeAt: madeAt.toISOString(),
        files: written,
        missing,
      });
      const sums = written.map((file) => `${file.sha256}  ${file.path}\n`).join('');
      return [
        { path: 'manifest.json', bytes: manifest },
        { path: 'SHA256SUMS', bytes: encoder.encode(sums) },
      ];
    },
  };
}
