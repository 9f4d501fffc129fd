// The appeal's evidence (images in fixed boxes, read with the staff token, each with who gave it and when; a file of another kind opens
// from a blob URL in a new tab), and the earlier appeals on the same order.
import type { AdminAppealSummaryDto, AppealEvidenceDto } from '@p2p/contracts';
import { FileOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Image, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { appealFileUrl } from '../../api/appeals';
import { fetchApiBlob } from '../../api/files';
import { ApiImage } from './ApiImage';
import { D, useDeskFormat } from './format';
import { Rows } from './PartyCard';
import { ResultTag } from './Tags';

async function openFile(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await fetchApiBlob(url);
    if (tab) tab.location.href = URL.createObjectURL(blob);
  } catch {
    tab?.close();
  }
}

export function EvidenceCard({
  appealId,
  evidence,
}: {
  appealId: string;
  evidence: readonly AppealEvidenceDto[];
}) {
  const { t } = useTranslation();
  const f = useDeskFormat();
  return (
    <Card title={t(`${D}.evidence.title`)} data-testid="case-evidence">
      {evidence.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${D}.evidence.empty`)} />
      ) : (
        <Image.PreviewGroup>
          <Flex gap={8} wrap>
            {evidence.map((e, i) =>
              e.kind === 'IMAGE' ? (
                <figure key={e.id} className="case-evidence__item">
                  <ApiImage
                    url={e.fileId ? appealFileUrl(appealId, e.fileId) : null}
                    alt={t(`${D}.evidence.item`, { n: i + 1 })}
                    width={112}
                    height={112}
                    testId={`evidence-${e.id}`}
                  />
                  <figcaption data-testid={`case-evidence-by-${e.id}`}>
                    {e.uploaderSide
                      ? t(`${D}.evidence.by`, {
                          side: t(`${D}.side.${e.uploaderSide}`),
                          time: f.time(e.createdAt),
                        })
                      : t(`${D}.evidence.byUnknown`, { time: f.time(e.createdAt) })}
                  </figcaption>
                </figure>
              ) : (
                <Button
                  key={e.id}
                  icon={<FileOutlined />}
                  disabled={!e.fileId}
                  onClick={() => e.fileId && void openFile(appealFileUrl(appealId, e.fileId))}
                >
                  {t(`${D}.evidence.file`)} {i + 1}
                </Button>
              ),
            )}
          </Flex>
        </Image.PreviewGroup>
      )}
    </Card>
  );
}

export function HistoryCard({ history }: { history: readonly AdminAppealSummaryDto[] }) {
  const { t } = useTranslation();
  const f = useDeskFormat();
  if (history.length === 0) return null;
  return (
    <Card title={t(`${D}.history.title`)} data-testid="case-history">
      <Rows
        items={history}
        empty=""
        render={(h) => (
          <>
            <span>
              <Link to={`/appeals/${h.id}`}>#{h.id}</Link> · {f.side(h.initiatorSide)} ·{' '}
              {f.reason(h.reasonCode)}
            </span>
            <Flex gap={8} align="center">
              <ResultTag row={h} />
              <Typography.Text type="secondary" className="desk-small">
                {f.time(h.createdAt)}
              </Typography.Text>
            </Flex>
          </>
        )}
      />
    </Card>
  );
}
