import type { AgreementReviewWire } from '@inkflow/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelStatus, SidePanel } from '../panels/SidePanel.js';
import { usePanelLoad } from '../panels/usePanelLoad.js';
import { loadReview } from './reviewApi.js';
import './review.css';

/** Props of ReviewPanel: the agreement and its workspace. */
export interface ReviewPanelProps {
  agreementId: number;
  workspaceId: number;
}

/**
 * The AI review of the open agreement (§1 extension aiReview, §3 Agreement `review`): a short list
 * of findings, most severe first, each with its severity as a label (never colour alone) and what
 * it is about, and when the version was checked. The sidebar keys it by the agreement's checksum,
 * so every saved version is reviewed again; it shows this tab only while the account has AI review on.
 */
export function ReviewPanel({ agreementId, workspaceId }: ReviewPanelProps) {
  const { t, i18n } = useTranslation('extensions');
  const [review, setReview] = useState<AgreementReviewWire | null>(null);
  const fetchReview = useCallback(async () => setReview(await loadReview(workspaceId, agreementId)), [workspaceId, agreementId]);
  const { loading, loadError, reload } = usePanelLoad(fetchReview);
  const findings = review?.findings ?? [];

  return (
    <SidePanel title={t('review.title')}>
      <PanelStatus loading={loading} error={loadError} empty={false} emptyText="" onRetry={() => void reload()} />
      {!loading && !loadError && review && (
        <>
          <p className="review-panel__summary">
            {findings.length === 0 ? t('review.none') : t('review.findings', { count: findings.length })}
            <span className="review-panel__date">
              {' · '}
              {t('review.reviewedAt', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(review.reviewed_at)) })}
            </span>
          </p>
          {findings.length > 0 && (
            <ul className="review-panel__list">
              {findings.map((finding, index) => (
                <li key={`${finding.code}-${finding.box_id ?? ''}-${finding.subject ?? ''}-${index}`} className={`review-finding review-finding--${finding.severity}`}>
                  <span className="review-finding__severity">{t(`review.severity.${finding.severity}`)}</span>
                  <span className="review-finding__text">{t(`review.finding.${finding.code}`, { subject: finding.subject ?? '' })}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </SidePanel>
  );
}
