// The search modal's query state: idle → loading → stalled (no answer after STALL_MS) → idle with results, or
// error; a newer query makes older answers irrelevant. Also keeps the last result sections as suggestions.
import { useEffect, useRef, useState } from 'react';
import type { SearchProvider } from '../../shared/search/provider';
import type { SearchResponse } from '../../shared/search/types';

const STALL_MS = 300;

export type Status = 'idle' | 'loading' | 'stalled' | 'error';

export function useSearch(provider: SearchProvider, query: string) {
  const [status, setStatus] = useState<Status>('idle');
  const [response, setResponse] = useState<SearchResponse | null>(null);
  const [active, setActive] = useState(0);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const requestRef = useRef(0);

  useEffect(() => {
    const id = ++requestRef.current;
    if (!query.trim()) {
      setStatus('idle');
      setResponse(null);
      setActive(0);
      return;
    }
    setStatus('loading');
    const stall = setTimeout(() => id === requestRef.current && setStatus('stalled'), STALL_MS);
    provider.search(query).then(
      (res) => {
        if (id !== requestRef.current) return;
        clearTimeout(stall);
        setResponse(res);
        setActive(0);
        setStatus('idle');
        if (res.hits.length) setSuggestions(unique(res.hits.map((h) => h.hierarchy.lvl0 ?? '')));
      },
      (err: unknown) => {
        if (id !== requestRef.current) return;
        clearTimeout(stall);
        console.warn('[blogctl] search failed:', err);
        setResponse(null);
        setStatus('error');
      },
    );
    return () => clearTimeout(stall);
  }, [query, provider]);

  return { status, response, active, setActive, suggestions };
}

function unique(xs: string[]): string[] {
  return [...new Set(xs.filter(Boolean))];
}
