/** Props of ListSkeleton: how many placeholder rows, and the words read instead of the shapes. */
export interface ListSkeletonProps {
  rows?: number;
  label: string;
}

/** The loading list (spec §4 loading): grey placeholder rows, announced once by `label` (role="status"). */
export function ListSkeleton({ rows = 5, label }: ListSkeletonProps) {
  return (
    <div className="list-skeleton" role="status" aria-live="polite">
      <span className="ink-visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton-row" aria-hidden="true">
          <span className="skeleton-bar skeleton-name" />
          <span className="skeleton-bar skeleton-badge" />
          <span className="skeleton-bar skeleton-date" />
        </div>
      ))}
    </div>
  );
}
