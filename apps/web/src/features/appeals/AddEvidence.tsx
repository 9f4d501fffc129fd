// "Add evidence" on /orderDetail while the appeal is open (issue 25): either party adds images that support
// their side (the appeal officer sees who gave each one); folded until asked for.
import type { AppealDto } from '@p2p/contracts';
import { Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EvidenceField } from './EvidenceField';
import { AP } from './format';
import { useAddAppealEvidence } from './useAppeals';

const S = `${AP}.state`;

/** Whether a party may still add evidence: the appeal is open and no decision waits for its delay. */
export const acceptsEvidence = (appeal: AppealDto): boolean =>
  appeal.stage === 'OPEN' && appeal.orderStatus === 'IN_APPEAL';

export function AddEvidence({ appeal }: { appeal: AppealDto }) {
  const { t } = useTranslation();
  const add = useAddAppealEvidence();
  const [open, setOpen] = useState(false);
  const [files, setFiles] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  if (!acceptsEvidence(appeal)) return null;

  if (!open)
    return (
      <button
        type="button"
        className="button button--outline"
        onClick={() => setOpen(true)}
        data-testid="appeal-add-evidence"
      >
        {t(`${S}.addEvidence`)}
      </button>
    );

  const send = async () => {
    if (files.length === 0 || uploading || add.isPending) return;
    try {
      await add.mutateAsync({ id: appeal.id, fileIds: files });
    } catch {
      return; // toasted by the API wrapper
    }
    Toast.show({ icon: 'success', content: t(`${S}.evidenceAdded`) });
    setFiles([]);
    setOpen(false);
  };

  return (
    <div className="appeal-add-evidence" data-testid="appeal-add-evidence-form">
      <p className="appeal-state__note">{t(`${S}.addEvidenceHint`)}</p>
      <EvidenceField value={files} onChange={setFiles} onBusy={setUploading} />
      <button
        type="button"
        className="button button--primary button--block"
        disabled={files.length === 0 || uploading || add.isPending}
        onClick={() => void send()}
        data-testid="appeal-send-evidence"
      >
        {t(`${S}.sendEvidence`)}
      </button>
    </div>
  );
}
