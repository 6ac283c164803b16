import { useId, useState } from 'react';
import { ChevronDownIcon } from '@mediation/ui';
import { formatDateTime } from '../internal/format';
import { Comment, Disclosure, RecordList, Section, SubHeading } from './Agreement.styles';
import { useAgreementContext } from './AgreementContext';
import { describeEntry } from './agreementRules';

/** The record of consent, collapsed at first: every addition, edit, answer, finalization and signature with its time. */
export function ConsentRecord() {
  const { agreement, labels, locale, timeZone } = useAgreementContext();
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  return (
    <Section>
      <SubHeading>
        <Disclosure type="button" aria-expanded={isOpen} aria-controls={listId} onClick={() => setOpen(!isOpen)}>
          {labels.record} ({agreement.record.length})
          <ChevronDownIcon />
        </Disclosure>
      </SubHeading>
      <RecordList id={listId} hidden={!isOpen}>
        {agreement.record.map((entry) => (
          <li key={entry.id}>
            <time dateTime={entry.at}>{formatDateTime(entry.at, locale, timeZone)}</time>
            <span>{describeEntry(entry, labels)}</span>
            {entry.comment ? (
              <Comment>
                <span dir="auto">{entry.comment}</span>
              </Comment>
            ) : null}
          </li>
        ))}
      </RecordList>
    </Section>
  );
}
