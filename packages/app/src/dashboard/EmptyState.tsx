import type { ReactNode } from 'react';

/** Which illustration of spec §2 ("Empty-state illustrations exist for templates, trash, workspaces, group members, filter results"). */
export type EmptyKind = 'contracts' | 'filtered' | 'templates' | 'trash' | 'workspaces' | 'groupMembers';

/** Props of EmptyState: the illustration, a heading and a sentence, and an optional action (e.g. Clear filters). */
export interface EmptyStateProps {
  kind: EmptyKind;
  title: string;
  text: string;
  children?: ReactNode;
}

/** Simple inline drawings, decorative only (aria-hidden): the words carry the meaning. */
function Illustration({ kind }: { kind: EmptyKind }) {
  const page = <rect x="22" y="10" width="44" height="56" rx="4" className="empty-art-paper" />;
  const lines = (
    <g className="empty-art-line">
      <path d="M30 24h28M30 32h28M30 40h18" />
    </g>
  );
  const shapes: Record<EmptyKind, ReactNode> = {
    contracts: (
      <>
        {page}
        {lines}
        <path d="M30 54c6-6 10 4 16-2s6 2 10 0" className="empty-art-accent" />
      </>
    ),
    filtered: (
      <>
        {page}
        {lines}
        <circle cx="60" cy="54" r="10" className="empty-art-accent" />
        <path d="M67 61l9 9" className="empty-art-accent" />
      </>
    ),
    templates: (
      <>
        <rect x="28" y="16" width="44" height="56" rx="4" className="empty-art-paper" />
        {page}
        <path d="M30 24h28M30 32h12" className="empty-art-accent" />
      </>
    ),
    trash: (
      <>
        <path d="M24 22h40M36 22v-6h16v6" className="empty-art-line" />
        <path d="M28 22l4 46h24l4-46" className="empty-art-paper" />
        <path d="M40 32v28M48 32v28" className="empty-art-accent" />
      </>
    ),
    workspaces: (
      <>
        <path d="M14 30h22l4 6h34v32H14z" className="empty-art-paper" />
        <path d="M26 52h36" className="empty-art-accent" />
      </>
    ),
    groupMembers: (
      <>
        <circle cx="30" cy="28" r="10" className="empty-art-paper" />
        <path d="M12 66c0-12 8-20 18-20s18 8 18 20z" className="empty-art-paper" />
        <circle cx="58" cy="32" r="9" className="empty-art-paper" />
        <path d="M42 66c1-11 8-17 16-17s15 6 16 17z" className="empty-art-paper" />
        <path d="M64 14v12M58 20h12" className="empty-art-accent" />
      </>
    ),
  };
  return (
    <svg className="empty-art" viewBox="0 0 88 80" width="88" height="80" aria-hidden="true" focusable="false">
      {shapes[kind]}
    </svg>
  );
}

/** An empty list: an illustration, a heading, a sentence and an optional action. */
export function EmptyState({ kind, title, text, children }: EmptyStateProps) {
  return (
    <div className={`empty-state empty-${kind}`}>
      <Illustration kind={kind} />
      <h2 className="empty-title">{title}</h2>
      <p className="empty-text">{text}</p>
      {children}
    </div>
  );
}
