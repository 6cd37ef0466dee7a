import type { StaffMember } from '#common/conversation';

const wordCharacter = /[\p{L}\p{N}_]/u;

/**
 * The staff members a note names as `@Name` or `@address`, in any case. A name counts only as a
 * whole: `@Ann` is not a mention of Anna.
 */
export function mentionedIn(text: string, staff: StaffMember[]): StaffMember[] {
  const lower = text.toLowerCase();
  const names = (member: StaffMember) =>
    [member.name, member.email].map((name) => `@${name.trim().toLowerCase()}`);
  return staff.filter((member) =>
    names(member).some((mention) => {
      for (let at = lower.indexOf(mention); at !== -1; at = lower.indexOf(mention, at + 1)) {
        const next = lower.charAt(at + mention.length);
        if (mention.length > 1 && !wordCharacter.test(next)) return true;
      }
      return false;
    }),
  );
}
