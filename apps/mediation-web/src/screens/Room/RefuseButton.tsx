import { AlertDialog, Button } from '@mediation/ui';

export interface RefuseButtonLabels {
  /** The button; its accessible name adds the person's name. @default 'Refuse' */
  refuse: string;
  /** Title of the dialog it opens. @default 'Refuse request' */
  title: string;
  /** Its sentence, naming the person. */
  description: (name: string) => string;
}

export const defaultRefuseButtonLabels: RefuseButtonLabels = {
  refuse: 'Refuse',
  title: 'Refuse request',
  description: (name) => `Refuse ${name}? They are told the mediator did not let them in, and must ask again to join.`,
};

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
  const text = { ...defaultRefuseButtonLabels, ...labels };
  return (
    <AlertDialog
      trigger={
        <Button size="sm" variant="secondary" aria-label={`${text.refuse} ${name}`} isPending={isPending}>
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
