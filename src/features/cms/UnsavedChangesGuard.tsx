import { Button, Group, Modal, Text } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import { useBlocker } from '@tanstack/react-router';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks before leaving a form with unsaved changes: any navigation in the site (the router's
 * blocker, which also covers the browser's back button) gets a dialog, and closing or reloading
 * the tab gets the browser's own question (beforeunload).
 */
export function UnsavedChangesGuard({ dirty }: { dirty: RefObject<boolean> }) {
  const { t } = useTranslation();
  const blocker = useBlocker({
    shouldBlockFn: () => dirty.current,
    enableBeforeUnload: () => dirty.current,
    withResolver: true,
  });
  return (
    <Modal
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('cms.unsaved.title')}
      centered
      closeButtonProps={{ 'aria-label': t('cms.closeDialog') }}
    >
      <Text mb="lg">{t('cms.unsaved.text')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {t('cms.unsaved.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('cms.unsaved.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
