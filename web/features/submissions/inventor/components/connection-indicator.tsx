import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle, Wifi, WifiOff } from 'lucide-react';
import { cn } from '#web/lib/cn';
import { connectionQueryOptions } from '../api/health';

export type ConnectionState = 'checking' | 'connected' | 'disconnected';

/** The connection state from GET /api/health, checked again when the browser goes on- or offline. */
export function useConnectionState() {
  const query = useQuery(connectionQueryOptions);
  const { refetch } = query;
  useEffect(() => {
    const recheck = () => void refetch();
    window.addEventListener('online', recheck);
    window.addEventListener('offline', recheck);
    return () => {
      window.removeEventListener('online', recheck);
      window.removeEventListener('offline', recheck);
    };
  }, [refetch]);
  const state: ConnectionState =
    query.isFetching || query.data === undefined
      ? 'checking'
      : query.data
        ? 'connected'
        : 'disconnected';
  return { state, recheck: refetch };
}

const looks = {
  checking: { text: 'Checking connection...', icon: LoaderCircle, className: 'text-slate-700' },
  connected: { text: 'Connected', icon: Wifi, className: 'text-green-800' },
  disconnected: { text: 'Disconnected', icon: WifiOff, className: 'text-red-800' },
} as const;

/** Connected, Disconnected or 'Checking connection...' (spec 02 §2 "My Submissions tab"). */
export function ConnectionIndicator({ state }: { state: ConnectionState }) {
  const { text, icon: Icon, className } = looks[state];
  return (
    <p
      role="status"
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium',
        className,
      )}
    >
      <span className="sr-only">Server connection: </span>
      <Icon aria-hidden="true" className={cn('size-4', state === 'checking' && 'animate-spin')} />
      {text}
    </p>
  );
}
