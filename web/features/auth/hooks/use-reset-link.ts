import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { hasStatus } from '#web/lib/api';
import { checkResetToken } from '../api/check-reset-token';
import type { ResetLinkProblem } from '../components/reset-screens';

const MISSING: ResetLinkProblem = {
  title: 'Invalid or missing reset token',
  message: 'No valid reset link detected. Please request a password reset from the login page.',
};

export const expiredLink = (message: string): ResetLinkProblem => ({
  title: 'Reset Link Expired or Invalid',
  message: message || 'An error occurred with the reset link',
});

type ResetLink =
  | { state: 'checking' }
  | { state: 'invalid'; problem: ResetLinkProblem }
  | { state: 'valid'; token: string };

/** The reset link in the address bar, checked with the server before a form is offered. */
export function useResetLink(): ResetLink {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error_description') || params.get('error');

  const check = useQuery({
    queryKey: ['password-reset-token', token],
    queryFn: ({ signal }) => checkResetToken(token ?? '', signal),
    enabled: Boolean(token) && !linkError,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });

  if (linkError) {
    return { state: 'invalid', problem: { title: 'Reset Link Error', message: linkError } };
  }
  if (!token) return { state: 'invalid', problem: MISSING };
  if (check.isError) {
    const problem = hasStatus(check.error, 400)
      ? expiredLink(check.error.message)
      : {
          title: 'Reset Link Error',
          message:
            'An error occurred while validating your reset link. Please try again or request a new link.',
        };
    return { state: 'invalid', problem };
  }
  if (check.isPending) return { state: 'checking' };
  return { state: 'valid', token };
}
