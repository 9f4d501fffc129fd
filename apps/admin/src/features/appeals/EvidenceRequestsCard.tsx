// "Ask for evidence" on the case page (issue 25): the side, what is needed and the time limit (1 to 72
// hours); the party is told in the app and by mail. Below, every request of the case with its state (open,
// answered, overdue), its deadline and who asked. The form is for the roles that decide, on an open case.
import {
  EVIDENCE_REQUEST_MAX_HOURS,
  EVIDENCE_REQUEST_MIN_HOURS,
  EVIDENCE_REQUEST_NOTE_MAX_LENGTH,
  EVIDENCE_REQUEST_SIDES,
  isValidEvidenceRequestNote,
  type AdminAppealCaseDto,
  type AppealEvidenceRequestDto,
  type EvidenceRequestSide,
} from '@p2p/contracts';
import { App, Button, Card, Empty, Flex, Form, Input, InputNumber, Radio, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeskFormat } from './format';
import { useRefusal } from './remarks';
import { CR } from './StaffMessageBox';
import { useAskForEvidence } from './useAppealRequests';

interface AskForm {
  side: EvidenceRequestSide;
  note: string;
  hours: number;
}

const STATE_COLOR = { OPEN: 'processing', ANSWERED: 'success', OVERDUE: 'error' } as const;

function RequestRow({ request }: { request: AppealEvidenceRequestDto }) {
  const { t } = useTranslation();
  const f = useDeskFormat();
  return (
    <li className="desk-request" data-testid={`evidence-request-${request.id}`} data-state={request.state}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong>{f.side(request.side)}</Typography.Text>
        <Tag color={STATE_COLOR[request.state]} data-testid="evidence-request-state">
          {t(`${CR}.list.state.${request.state}`)}
        </Tag>
      </Flex>
      <div className="desk-chat-text">{request.note}</div>
      <Typography.Text type="secondary" className="desk-small">
        {request.answeredAt
          ? t(`${CR}.list.answered`, { time: f.time(request.answeredAt) })
          : t(`${CR}.list.due`, { time: f.time(request.dueAt) })}
        {' · '}
        {t(`${CR}.list.by`, { name: request.staffName })}
      </Typography.Text>
    </li>
  );
}

function AskForEvidence({ appealCase, onStale }: { appealCase: AdminAppealCaseDto; onStale(): void }) {
  const { t } = useTranslation();
  const f = useDeskFormat();
  const { message } = App.useApp();
  const refused = useRefusal();
  const ask = useAskForEvidence(appealCase.appeal.id);
  const [form] = Form.useForm<AskForm>();

  const submit = async (values: AskForm) => {
    try {
      await ask.mutateAsync({ side: values.side, note: values.note.trim(), hours: values.hours });
      void message.success(t(`${CR}.request.sent`));
      form.resetFields();
    } catch (error) {
      refused(error, onStale);
    }
  };

  return (
    <Form<AskForm>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ side: 'BUYER', hours: 24 }}
      onFinish={(values) => void submit(values)}
      data-testid="evidence-request-form"
    >
      <Form.Item name="side" label={t(`${CR}.request.side`)}>
        <Radio.Group optionType="button">
          {EVIDENCE_REQUEST_SIDES.map((s) => (
            <Radio.Button key={s} value={s} data-testid={`evidence-request-side-${s}`}>
              {f.side(s)}
            </Radio.Button>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name="note"
        label={t(`${CR}.request.note`)}
        rules={[
          {
            validator: (_, value: unknown) =>
              isValidEvidenceRequestNote(value)
                ? Promise.resolve()
                : Promise.reject(new Error(t(`${CR}.request.noteRequired`))),
          },
        ]}
      >
        <Input.TextArea
          rows={2}
          maxLength={EVIDENCE_REQUEST_NOTE_MAX_LENGTH}
          showCount
          placeholder={t(`${CR}.request.notePlaceholder`)}
          data-testid="evidence-request-note"
        />
      </Form.Item>
      <Form.Item
        name="hours"
        label={t(`${CR}.request.hours`)}
        rules={[
          {
            required: true,
            type: 'integer',
            min: EVIDENCE_REQUEST_MIN_HOURS,
            max: EVIDENCE_REQUEST_MAX_HOURS,
            message: t(`${CR}.request.hoursRange`),
          },
        ]}
      >
        <InputNumber
          min={EVIDENCE_REQUEST_MIN_HOURS}
          max={EVIDENCE_REQUEST_MAX_HOURS}
          precision={0}
          data-testid="evidence-request-hours"
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={ask.isPending}
        data-testid="evidence-request-send"
      >
        {t(`${CR}.request.send`)}
      </Button>
    </Form>
  );
}

export function EvidenceRequestsCard({
  appealCase,
  canAsk,
  onStale,
}: {
  appealCase: AdminAppealCaseDto;
  /** The role may decide (access.ts) and the API agrees. */
  canAsk: boolean;
  onStale(): void;
}) {
  const { t } = useTranslation();
  const requests = appealCase.appeal.evidenceRequests;
  const open = appealCase.appeal.stage === 'OPEN';
  return (
    <Card title={t(`${CR}.request.title`)} data-testid="evidence-requests">
      <Flex vertical gap={16}>
        {canAsk && open && <AskForEvidence appealCase={appealCase} onStale={onStale} />}
        {canAsk && !open && (
          <Typography.Text type="secondary" data-testid="evidence-request-not-open">
            {t(`${CR}.request.notOpen`)}
          </Typography.Text>
        )}
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t(`${CR}.list.title`)}
        </Typography.Title>
        {requests.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`${CR}.list.empty`)} />
        ) : (
          <ul className="desk-requests" data-testid="evidence-request-list">
            {requests.map((r) => (
              <RequestRow key={r.id} request={r} />
            ))}
          </ul>
        )}
      </Flex>
    </Card>
  );
}
