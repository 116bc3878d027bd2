import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../errors/useErrorText.js';
import { createAgreementVia, createSampleTemplate, uploadPdf } from './dashboardApi.js';
import { nameFromFile } from './CreateMenu.js';
import { EmptyState } from './EmptyState.js';
import { useAsyncAction } from './useAsyncAction.js';
import { usePdfPicker } from './usePdfPicker.js';

/** Props of FirstRun: the workspace new contracts and the sample template go to. */
export interface FirstRunProps {
  workspaceId: number;
}

/**
 * The welcoming state of a workspace with no contracts yet: three ways to start, each landing
 * on the new document. "Start from a sample template" creates a mutual NDA template (state 6;
 * name and text from the locale, `workspace:firstRun.sample*`) through POST and PUT
 * /agreements/; "Upload a PDF" makes a draft from a PDF (POST /assets/, from_pdf); "New
 * contract" a blank draft. Failures (§8) show with role="alert".
 */
export function FirstRun({ workspaceId }: FirstRunProps) {
  const { t } = useTranslation('workspace');
  const { t: tApp } = useTranslation('app');
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { busy, error, run } = useAsyncAction();
  const open = (id: number) => navigate(`/documents/${id}`);
  const upload = usePdfPicker(
    (pdf) => void run(async () => open((await createAgreementVia({ collection_id: workspaceId, from_pdf: await uploadPdf(pdf), name: nameFromFile(pdf) })).id)),
    t('firstRun.upload'),
  );
  const sample = () =>
    void run(async () => {
      const paragraphs = t('firstRun.sampleText', { returnObjects: true }) as unknown as string[];
      open((await createSampleTemplate(workspaceId, { name: t('firstRun.sampleName'), paragraphs })).id);
    });
  const blank = () => void run(async () => open((await createAgreementVia({ collection_id: workspaceId, state: 0, name: tApp('editor.untitled') })).id));

  const choices = [
    { label: t('firstRun.sample'), hint: t('firstRun.sampleHint'), onClick: sample, primary: true },
    { label: t('firstRun.upload'), hint: t('firstRun.uploadHint'), onClick: upload.pick, primary: false },
    { label: t('firstRun.newContract'), hint: t('firstRun.newContractHint'), onClick: blank, primary: false },
  ];
  return (
    <div className="first-run">
      <EmptyState kind="contracts" title={t('firstRun.title')} text={t('firstRun.text')}>
        <ul className="first-run-choices">
        {choices.map((c) => (
          <li key={c.label}>
            <button type="button" className={c.primary ? 'first-run-choice is-primary' : 'first-run-choice'} disabled={busy} onClick={c.onClick}>
              <span className="first-run-label">{c.label}</span>
              <span className="first-run-hint">{c.hint}</span>
            </button>
          </li>
        ))}
        </ul>
      </EmptyState>
      {upload.input}
      {busy && (
        <p role="status" className="hint">
          {t('create.busy')}
        </p>
      )}
      {error !== null && (
        <p className="field-error" role="alert">
          {errorText(error)}
        </p>
      )}
    </div>
  );
}
