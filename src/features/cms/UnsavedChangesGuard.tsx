import { Button, Group, Text } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState, type RefObject } from 'react';
import { useStrings } from '@/lib/use-strings';
import { Dialog } from './Dialog';

/**
 * Asks before leaving a form with unsaved changes: any navigation in the site gets a dialog, and
 * closing or reloading the tab gets the browser's own question (beforeunload). It blocks through
 * the router's history directly: the router's useBlocker would put its code in the framework
 * chunk every page downloads.
 */
export function UnsavedChangesGuard({ dirty }: { dirty: RefObject<boolean> }) {
  const { t } = useStrings();
  const { history } = useRouter();
  // The answer the held navigation waits for: true keeps the visitor here.
  const [pending, setPending] = useState<((block: boolean) => void) | null>(null);
  useEffect(
    () =>
      history.block({
        blockerFn: () => (dirty.current ? new Promise<boolean>((resolve) => setPending(() => resolve)) : false),
        enableBeforeUnload: () => dirty.current,
      }),
    [history, dirty],
  );
  const answer = (block: boolean) => {
    pending?.(block);
    setPending(null);
  };
  return (
    <Dialog
      opened={pending !== null}
      onClose={() => answer(true)}
      title={t('cms.unsaved.title')}
      closeLabel={t('cms.closeDialog')}
    >
      <Text mb="lg">{t('cms.unsaved.text')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => answer(true)} data-autofocus>
          {t('cms.unsaved.stay')}
        </Button>
        <Button color="red" onClick={() => answer(false)}>
          {t('cms.unsaved.leave')}
        </Button>
      </Group>
    </Dialog>
  );
}
