import { createContext } from 'react';
import type { UserData } from './user-data';

export interface UserDataContextValue {
  userData: UserData;
  /** Changes some fields and stores the record. */
  updateUserData: (patch: Partial<UserData>) => void;
  /** Forgets the record: defaults in memory, nothing in storage. */
  clearUserData: () => void;
  /** Reads the record again from storage (after something else changed it, e.g. sign-out). */
  reloadUserData: () => void;
}

export const UserDataContext = createContext<UserDataContextValue | null>(null);
