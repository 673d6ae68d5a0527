import { Button, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import classes from './Dialog.module.css';

interface Props {
  opened: boolean;
  title: string;
  closeLabel: string;
  /** Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * A modal dialog on the browser's own <dialog>: showModal() traps the focus, makes the rest of the
 * page inert, gives Escape and returns the focus when it closes; the child marked
 * `data-autofocus` (the safe answer) gets the focus when it opens. Mantine's Modal does the same in script, and its focus trap and
 * portal regrouped code every public page downloads.
 */
export function Dialog({ opened, title, closeLabel, onClose, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!opened && dialog.open) dialog.close();
  }, [opened]);
  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the parent decides (it may keep the dialog while a deletion is under way).
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      {opened && (
        <div className={classes.body}>
          <div className={classes.header}>
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            <Button variant="subtle" color="gray" size="compact-md" aria-label={closeLabel} onClick={onClose}>
              <IconX size={18} aria-hidden />
            </Button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
