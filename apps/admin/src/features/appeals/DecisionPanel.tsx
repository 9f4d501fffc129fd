// The decision: buyer wins, seller wins or reject, with remarks both parties read (and, for a win, the
// malicious mark that costs the loser the whole score), behind a confirmation that says the delay. Only
// the roles of access.ts that decide, on a case the API says they may decide, see the form; customer
// service reads. When another officer was first (5003, or the case moved on under an open page) the panel
// says so plainly and shows the case as it now is.
import { APPEAL_DECISIONS, type AdminAppealCaseDto, type AppealDecision } from '@p2p/contracts';
import { App, Alert, Button, Card, Checkbox, Flex, Form, Radio, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { D, useDeskFormat } from './format';
import { PendingExecution } from './PendingExecution';
import { RemarksField, useRefusal, type CasePanelProps } from './remarks';
import { useDecideAppeal } from './useAppeals';

interface DecisionForm {
  decision: AppealDecision;
  remarks: string;
  malicious: boolean;
}

export function DecisionPanel({
  appealCase,
  canDecide,
  onStale,
  onOpenNext,
}: CasePanelProps & {
  /** "Decide and open next" (issue 25): opens the officer's next case once the decision is recorded. */
  onOpenNext?(): Promise<void>;
}) {
  const { t } = useTranslation();
  const { stage } = appealCase.appeal;
  // The case was open when this page showed it: if it is not any more and this page did not decide it,
  // a colleague did.
  const openedOpen = useRef(stage === 'OPEN');
  const [mine, setMine] = useState(false);
  const [refused, setRefused] = useState(false);
  const taken = refused || (openedOpen.current && stage !== 'OPEN' && !mine && canDecide);
  // Open again (a pending execution was cancelled): the next decision may again be this page's or not.
  useEffect(() => {
    if (stage !== 'OPEN') return;
    openedOpen.current = true;
    setMine(false);
    setRefused(false);
  }, [stage]);

  return (
    <Flex vertical gap={16} data-testid="decision-panel">
      {taken && (
        <Alert
          type="warning"
          showIcon
          title={t(`${D}.decide.takenTitle`)}
          description={t(`${D}.decide.takenBody`)}
          data-testid="decision-taken"
        />
      )}
      {stage === 'OPEN' && canDecide && (
        <DecisionForm
          appealCase={appealCase}
          onOpenNext={onOpenNext}
          onDeciding={setMine}
          onTaken={() => {
            setRefused(true);
            onStale();
          }}
        />
      )}
      {stage === 'OPEN' && !canDecide && (
        <Alert type="info" showIcon title={t(`${D}.decide.viewOnly`)} data-testid="decision-view-only" />
      )}
      {stage === 'DECIDED' && (
        <PendingExecution appealCase={appealCase} canDecide={canDecide} onStale={onStale} />
      )}
      {stage === 'CLOSED' && (
        <Alert type="info" showIcon title={t(`${D}.decide.closed`)} data-testid="decision-closed" />
      )}
    </Flex>
  );
}

function DecisionForm({
  appealCase,
  onOpenNext,
  onDeciding,
  onTaken,
}: {
  appealCase: AdminAppealCaseDto;
  onOpenNext?(): Promise<void>;
  /** True while this page's decision is on its way or recorded; false again when it failed. */
  onDeciding(mine: boolean): void;
  onTaken(): void;
}) {
  const { t } = useTranslation();
  const f = useDeskFormat();
  const { modal, message } = App.useApp();
  const refused = useRefusal();
  const decide = useDecideAppeal(appealCase.appeal.id);
  const [form] = Form.useForm<DecisionForm>();
  const decision = Form.useWatch('decision', form);
  const delay = f.duration(appealCase.executionDelayMinutes * 60_000);
  // Which button sent the form: "Decide…" stays on the case, "Decide and open next" moves on.
  const thenNext = useRef(false);

  const send = async (values: DecisionForm, thenOpenNext: boolean) => {
    onDeciding(true);
    try {
      await decide.mutateAsync({
        decision: values.decision,
        remarks: values.remarks.trim(),
        ...(values.decision !== 'REJECTED' && values.malicious ? { malicious: true } : {}),
      });
      void message.success(t(`${D}.decide.done`));
      if (thenOpenNext && onOpenNext) await onOpenNext();
    } catch (error) {
      onDeciding(false);
      refused(error, onTaken);
    }
  };

  const confirm = (values: DecisionForm) => {
    // Which button asked, read once: Ctrl+Enter later in the remarks is a plain "Decide…" again.
    const thenOpenNext = thenNext.current;
    thenNext.current = false;
    modal.confirm({
      title: t(`${D}.decide.confirmTitle`, { decision: t(`${D}.decide.${values.decision}`) }),
      content: (
        <Flex vertical gap={8}>
          <span>{t(`${D}.decide.confirmBody`, { order: appealCase.order.id, delay })}</span>
          <Typography.Text type="secondary">{t(`${D}.decide.hint.${values.decision}`)}</Typography.Text>
        </Flex>
      ),
      okText: t(`${D}.decide.confirm`),
      cancelText: t(`${D}.decide.back`),
      okButtonProps: { danger: values.decision !== 'REJECTED', 'data-testid': 'decide-confirm' },
      cancelButtonProps: { 'data-testid': 'decide-back' },
      onOk: () => send(values, thenOpenNext),
    });
  };

  return (
    <Card title={t(`${D}.decide.title`)} data-testid="decision-card">
      <Form<DecisionForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ malicious: false }}
        onFinish={confirm}
        data-testid="decision-form"
      >
        <Form.Item
          name="decision"
          label={t(`${D}.decide.choose`)}
          rules={[{ required: true, message: t(`${D}.decide.chooseRequired`) }]}
          extra={decision ? t(`${D}.decide.hint.${decision}`) : ' '}
        >
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            className="desk-decisions"
            options={APPEAL_DECISIONS.map((d) => ({
              value: d,
              label: t(`${D}.decide.${d}`),
              'data-testid': `decision-${d}`,
            }))}
          />
        </Form.Item>
        <RemarksField
          label={t(`${D}.decide.remarks`)}
          rows={4}
          placeholder={t(`${D}.decide.remarksPlaceholder`)}
          testId="decision-remarks"
        />
        <Form.Item name="malicious" valuePropName="checked">
          <Checkbox disabled={decision === 'REJECTED'} data-testid="decision-malicious">
            {t(`${D}.decide.malicious`)}
          </Checkbox>
        </Form.Item>
        <Typography.Paragraph type="secondary" className="desk-small">
          {t(`${D}.decide.delay`, { delay })}
        </Typography.Paragraph>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={decide.isPending}
          onClick={() => {
            thenNext.current = false;
          }}
          data-testid="decision-submit"
        >
          {t(`${D}.decide.submit`)}
        </Button>
        {onOpenNext && (
          <Button
            block
            className="desk-decide-next"
            disabled={decide.isPending}
            onClick={() => {
              thenNext.current = true;
              form.submit();
            }}
            data-testid="decision-submit-next"
          >
            {t(`${D}.claims.decideNext`)}
          </Button>
        )}
      </Form>
    </Card>
  );
}
