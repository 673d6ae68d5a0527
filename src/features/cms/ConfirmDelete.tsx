import { Button, Group, Text } from '@mantine/core';
import { useStrings } from '@/lib/use-strings';
import { Dialog } from './Dialog';

interface Props {
  /** The record's name; null when no deletion is being asked about. */
  name: string | null;
  pending: boolean;
  /** What went wrong with the last attempt, if anything. */
  error?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Delete this?" with the record's name; the safe answer has the focus. */
export function ConfirmDelete({ name, pending, error, onConfirm, onCancel }: Props) {
  const { t } = useStrings();
  return (
    <Dialog
      opened={name !== null}
      onClose={onCancel}
      title={t('cms.confirmDelete.title', { name })}
      closeLabel={t('cms.closeDialog')}
    >
      <Text mb="md">{t('cms.confirmDelete.text')}</Text>
      {error && (
        <Text role="alert" c="red" fw={600} mb="md">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('cms.confirmDelete.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          {t('cms.confirmDelete.confirm')}
        </Button>
      </Group>
    </Dialog>
  );
}
