import { AlertDialog, Button } from '@mediation/ui';
import { useRoomText } from './i18n';
import { useIsolate } from '../../lib/bidi';

export interface RefuseButtonLabels {
  /** The button; its accessible name adds the person's name. @default 'Refuse' */
  refuse: string;
  /** Title of the dialog it opens. @default 'Refuse request' */
  title: string;
  /** Its sentence, naming the person. */
  description: (name: string) => string;
}

/** The waiting room's "Refuse <name>": asks first (`alertdialog` "Refuse request", Cancel / Continue), then refuses. */
export function RefuseButton({
  name,
  isPending,
  onRefuse,
  labels,
}: {
  name: string;
  isPending: boolean;
  onRefuse: () => void;
  labels?: Partial<RefuseButtonLabels>;
}) {
  const t = useRoomText();
  const isolate = useIsolate();
  const text: RefuseButtonLabels = {
    refuse: t('waitingStrip.refuse'),
    title: t('refuse.title'),
    description: (person) => t('refuse.description', { name: isolate(person) }),
    ...labels,
  };
  return (
    <AlertDialog
      trigger={
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('waitingStrip.personAction', { action: text.refuse, name })}
          isPending={isPending}
        >
          {text.refuse}
        </Button>
      }
      title={text.title}
      description={<span dir="auto">{text.description(name)}</span>}
      isDestructive
      onConfirm={onRefuse}
    />
  );
}
