import { Button, Dialog, TextField } from '@mediation/ui';
import { useScreenText } from '../i18n';
import { useIsolate } from '../../lib/bidi';
import { useFormat } from '../../lib/format';
import { FormActions, Stack } from '../../components/Page';

export interface ResetLinkDialogProps {
  /** The link the server answered (no mail server), with whom it is for; the dialog is closed while undefined. */
  reset: { link: string; name: string; expiresAt: string } | undefined;
  onClose: () => void;
}

/**
 * Without a mail server the reset link comes to the admin, once: it stays here until the admin closes the
 * dialog, and nothing keeps it afterwards (the server stores only its hash).
 */
export function ResetLinkDialog({ reset, onClose }: ResetLinkDialogProps) {
  const t = useScreenText();
  const format = useFormat();
  const isolate = useIsolate();
  return (
    <Dialog
      open={reset !== undefined}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={t('resetLink.title')}
      description={reset ? t('resetLink.description', { name: isolate(reset.name), until: format.dateTime(reset.expiresAt) }) : undefined}
      size="lg"
    >
      {reset ? (
        <Stack>
          <TextField label={t('resetLink.link')} value={reset.link} readOnly dir="ltr" onFocus={(event) => event.currentTarget.select()} />
          <FormActions>
            <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(reset.link)}>
              {t('resetLink.copy')}
            </Button>
            <Button onClick={onClose}>{t('resetLink.done')}</Button>
          </FormActions>
        </Stack>
      ) : null}
    </Dialog>
  );
}
