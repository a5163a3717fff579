'use client';

import {
  cloneElement,
  useId,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type Ref,
} from 'react';
import { lazyModule } from '~/lib/lazy-module';

/**
 * What a dialog opened by a `lazyDialog` button receives: spread `root` on <Dialog> and `content`
 * on <DialogContent>, and call `root.onOpenChange(false)` to close it.
 */
export interface DialogControl {
  root: { open: boolean; onOpenChange: (open: boolean) => void };
  /** The content's id (the button's aria-controls) and the focus going back to the button. */
  content: { id: string; onCloseAutoFocus: (event: Event) => void };
}

interface TriggerProps {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
}

export type LazyDialogProps<P> = P & {
  /** The button that opens the dialog (rendered as is, with the dialog-trigger attributes). */
  trigger: ReactElement<TriggerProps>;
};

/**
 * A dialog with its own button whose code (the Radix dialog, its form, react-hook-form: ~25 KiB
 * gzipped) is downloaded when the button is hovered or focused, not with the screen. The button
 * carries what a Radix trigger would (aria-haspopup, aria-expanded, aria-controls, data-state);
 * a press before the download ends marks it busy and opens the dialog when it arrives. Each
 * opening mounts the dialog afresh (its form starts from its defaults); closed, it stays mounted
 * so Radix can hand the focus back to the button.
 *
 *   const GroupNameDialog = lazyDialog(() => import('./group-name-form').then((m) => m.GroupNameForm));
 *   <GroupNameDialog trigger={<Button>…</Button>} title={…} />
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P & { control: DialogControl }>>,
): ComponentType<LazyDialogProps<P>> {
  type Impl = ComponentType<P & { control: DialogControl }>;
  const dialog = lazyModule(load);

  function LazyDialog({ trigger, ...props }: LazyDialogProps<P>) {
    const id = useId();
    const button = useRef<HTMLElement>(null);
    const [Dialog, setDialog] = useState<Impl | undefined>(() => dialog.loaded);
    const [open, setOpen] = useState(false);
    // A new key per opening: a fresh dialog, as a Radix dialog's content is on each opening.
    const [opening, setOpening] = useState(0);
    const [pending, setPending] = useState(false);

    function show() {
      if (Dialog) {
        setOpening((n) => n + 1);
        setOpen(true);
        return;
      }
      setPending(true);
      // Not downloaded: the button is free again, the next press tries again.
      dialog.get().then(
        (impl) => {
          setDialog(() => impl);
          setOpening((n) => n + 1);
          setOpen(true);
          setPending(false);
        },
        () => setPending(false),
      );
    }

    const own = trigger.props;
    const control: DialogControl = {
      root: { open, onOpenChange: setOpen },
      content: {
        id,
        onCloseAutoFocus: (event) => {
          event.preventDefault();
          button.current?.focus();
        },
      },
    };
    return (
      <>
        {cloneElement(trigger, {
          ref: button,
          'aria-haspopup': 'dialog',
          'aria-expanded': open,
          'aria-controls': open ? id : undefined,
          'aria-busy': pending || undefined,
          'data-state': open ? 'open' : 'closed',
          onPointerEnter: () => {
            own.onPointerEnter?.();
            dialog.preload();
          },
          onFocus: (event: FocusEvent<HTMLElement>) => {
            own.onFocus?.(event);
            dialog.preload();
          },
          onClick: (event: MouseEvent<HTMLElement>) => {
            own.onClick?.(event);
            if (!event.defaultPrevented && !pending) show();
          },
        } as TriggerProps)}
        {Dialog ? <Dialog key={opening} {...(props as P)} control={control} /> : null}
      </>
    );
  }
  return LazyDialog;
}
