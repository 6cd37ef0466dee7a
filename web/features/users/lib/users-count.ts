import { adminMessages } from '#common/admin-messages';
import { userCountText } from '#common/users';

/**
 * What the Users card says it holds (spec 01 §2): every account ('N users in the system'), or
 * what a search found, so an empty search never reads as an empty system.
 */
export function usersCountText(total: number, searching: boolean): string {
  if (!searching) return userCountText(total);
  if (total === 0) return adminMessages.noUsersMatch;
  return total === 1
    ? '1 user matches your search'
    : `${total.toLocaleString('en-US')} users match your search`;
}
