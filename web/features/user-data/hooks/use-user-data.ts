import { useContext } from 'react';
import { UserDataContext, type UserDataContextValue } from '../lib/user-data-context';

/** The visitor data record and its setters; only inside a UserDataProvider. */
export function useUserData(): UserDataContextValue {
  const context = useContext(UserDataContext);
  if (!context) throw new Error('useUserData must be used within a UserDataProvider');
  return context;
}
