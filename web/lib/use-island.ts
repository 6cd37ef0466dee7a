import { useEffect, useRef } from 'react';

/** Attaches behaviour to an element's DOM and returns a function that detaches it again. */
export type Island<E extends HTMLElement = HTMLElement> = (root: E) => () => void;

/**
 * Gives a React-rendered element the same plain-DOM behaviour the prerendered pages get
 * (ADR 0015), so each widget's behaviour is written once. The component renders the
 * widget's first state and never re-renders it; the island owns every change after that.
 */
export function useIsland<E extends HTMLElement = HTMLElement>(island: Island<E>) {
  const ref = useRef<E>(null);
  useEffect(() => (ref.current ? island(ref.current) : undefined), [island]);
  return ref;
}
