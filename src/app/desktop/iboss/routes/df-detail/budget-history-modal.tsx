import { Alert, Button, Empty, Modal, Spin, Timeline, Typography } from 'antd';
import type { DfBudget } from '@contract/df/schemas';
import { useDfBudgetHistory } from '@/domains/df/hooks';
import { formatCurrency } from '@/shared/format/currency';
import { formatDateTime } from '@/shared/format/date';
import { errorText } from '@/shared/request/error-text';
import { usePopupContainer } from '@/app/host/mount-context';
import { messages } from './messages';

interface Props {
  budget: DfBudget;
  onClose: () => void;
}

/** A programme's budget changes, newest first: when, from what to what, why and by whom. */
export default function BudgetHistoryModal({ budget, onClose }: Props) {
  const history = useDfBudgetHistory(budget.programId);
  const getContainer = usePopupContainer();
  const changes = history.data?.changeList;
  const money = (value: number) => formatCurrency(value, budget.currency);

  return (
    <Modal
      open
      title={messages.historyOf(`${budget.partnerName} ${budget.name}`)}
      onCancel={onClose}
      getContainer={getContainer}
      footer={<Button onClick={onClose}>{messages.close}</Button>}
    >
      {history.loading && !changes && <Spin />}
      {history.error && !changes && (
        <Alert
          type="error"
          showIcon
          title={messages.loadFailed}
          description={errorText(history.error)}
          action={<Button onClick={history.refresh}>{messages.retry}</Button>}
        />
      )}
      {changes && changes.length === 0 && <Empty description={messages.historyEmpty} />}
      {changes && changes.length > 0 && (
        <Timeline
          items={changes.map((change) => ({
            key: `${change.at}-${change.newBudget}`,
            content: (
              <div>
                <Typography.Text strong>
                  {change.oldBudget === null
                    ? messages.historyCreated(money(change.newBudget))
                    : messages.historyChanged(money(change.oldBudget), money(change.newBudget))}
                </Typography.Text>
                <div>{messages.historyReason(change.reason)}</div>
                <Typography.Text type="secondary">
                  {formatDateTime(change.at)}
                  {change.actor ? messages.by(change.actor) : ''}
                </Typography.Text>
              </div>
            ),
          }))}
        />
      )}
    </Modal>
  );
}
