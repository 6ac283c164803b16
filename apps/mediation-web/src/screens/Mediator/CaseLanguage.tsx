import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, type CaseDetails, type Language } from '@mediation/protocol';
import { LOCALE_NAMES, SelectField, useToast } from '@mediation/ui';
import { errorMessage } from '../../api/httpClient';
import { queryKeys } from '../../api/queryKeys';
import { useApi } from '../../app/services';
import { useScreenText } from '../i18n';

/** The case's language (its e-mails and agreement), which its mediator may change. */
export function CaseLanguage({ details }: { details: CaseDetails }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const t = useScreenText();
  const change = useMutation({
    mutationFn: (language: Language) => api.cases.setLanguage(details.id, language),
    onSuccess: (updated) => queryClient.setQueryData(queryKeys.cases.detail(details.id), updated),
    onError: (error) => toast({ title: t('caseInfo.languageNotSaved'), description: errorMessage(error), variant: 'destructive' }),
  });
  return (
    <SelectField
      label={t('caseInfo.language')}
      hint={t('caseInfo.languageHint')}
      value={change.isPending ? change.variables : (details.language ?? 'en')}
      disabled={change.isPending}
      onValueChange={(value) => change.mutate(value as Language)}
      options={LANGUAGES.map((language) => ({ value: language, label: LOCALE_NAMES[language] }))}
    />
  );
}
