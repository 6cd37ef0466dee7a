import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { Row } from '../lib/rows';

const PARAM = 'submission';

/**
 * Opens the details of the idea a link names (`?submission=<id>`, as in a message notice) once
 * the list holds it, then takes the parameter out of the address so Back and reloads do not
 * open it again.
 */
export function useOpenFromLink(rows: Row[], open: (row: Row) => void) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(PARAM);
  useEffect(() => {
    if (!wanted) return;
    const row = rows.find(
      (candidate) => candidate.record.id === wanted && candidate.kind === 'server',
    );
    if (!row) return;
    open(row);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  }, [wanted, rows, open, setParams]);
}
