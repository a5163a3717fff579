'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` once the placeholder comes within `margin` of the viewport (and from then on):
 * the dashboard's tables, below the fold, load their code (the data table, TanStack Table) when the
 * user scrolls towards them rather than with the page (docs/decisions.md, page weight).
 */
export function WhenNear({
  children,
  placeholder,
  margin = '100px',
}: {
  children: ReactNode;
  placeholder: ReactNode;
  margin?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={ref}>{placeholder}</div>;
}
