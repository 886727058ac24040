import type { DialogProps } from '@radix-ui/react-dialog';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../lib/lazy-named';

const parts = () => import('./dialog-parts');
const DialogRoot = lazyNamed(parts, 'DialogRoot');
export const DialogContent = lazyNamed(parts, 'DialogContent');
export const DialogClose = lazyNamed(parts, 'DialogClose');

/**
 * A dialog whose code (Radix's dialog, focus trap and scroll lock) is fetched when it first opens:
 * most visits open none, so pages do not carry it. Nothing inside is drawn before that, so the
 * button that opens it sits outside it (with aria-haspopup="dialog") and sets `open`.
 */
export function Dialog(props: DialogProps & { open: boolean }) {
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <DialogRoot {...props} />
    </Suspense>
  );
}
